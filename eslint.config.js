import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import uiText from './scripts/eslint/ui-text.js';
import unitSize from './scripts/eslint/unit-size.js';

/** The repository's own rules, one plugin so that every block names it alike. */
const storyPoint = { rules: { ...uiText.rules, ...unitSize.rules } };

/** One forbidden group of imports, with the reason ESLint shows. */
const ELECTRON = {
  group: ['electron', 'electron/*'],
  message: 'Electron belongs to main/ and preload/ only (docs/architecture.md, Layering).',
};
const SERVER = {
  group: ['**/server/**', '**/server'],
  message:
    'The room server is a process of its own: reach it over the database protocol, not by import.',
};
const RENDERER = {
  group: ['**/renderer/**'],
  message: 'The renderer is the browser app: share a contract through shared/ instead.',
};
const FIREBASE = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Firebase only behind the gateway in renderer/data (stores get it injected).',
};
const JIRA_CONNECTOR = {
  // local-service names every connector, Jira's among them: a browser wall takes only
  // those a page may call, through renderer/data/browser-trackers.ts.
  group: ['**/shared/trackers/jira/**', '**/trackers/jira/**', '**/shared/trackers/local-service'],
  message:
    'Jira refuses calls from a web page with a token: its connector runs in the kiosk or the room server, reached through renderer/data/tracker-service.ts (docs/trackers.md).',
};
const UI = {
  group: [
    'react',
    'react-dom',
    'react-dom/*',
    'mobx-react-lite',
    '@mui/*',
    '@emotion/*',
    '**/ui/**',
  ],
  message: 'Stores and domain rules hold no views: UI reads them, not the other way round.',
};

/**
 * A data path begins with one of the database's roots (docs/data-contract.md). The
 * pattern is written for esquery, whose regular expressions cannot hold a slash: \x2F.
 */
const DATA_PATH = '/^(screens|sessions|configs|presence)\\x2F|^themes(\\x2F|$)/';
const DATA_PATH_MESSAGE =
  'A data path is written once, in shared/data-paths.ts: build it there (docs/data-contract.md).';

/** The boundary blocks, on @typescript-eslint's copy of no-restricted-imports. */
function boundaries(blocks) {
  return blocks.map(({ forbid, ...block }) => ({
    ...block,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: forbid }] },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-electron',
      'release',
      'test-results',
      'playwright-report',
      'artifacts',
      'bench/results',
      '.stryker-tmp',
      '.stryker-tmp-rules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['renderer/**/*.{ts,tsx,js}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The first loads are budgeted (tests/e2e/page-weight.spec.ts: the phone 120 KB gzip
    // before usable, the wall 170 KB):
    // Material's theme, components and icons cost 10 to 60 KB of it. The phone page and
    // the wall's first page use @mui/system (Box, sx), native elements, ui/phone/controls.tsx,
    // ui/common/buttons.tsx and ui/common/icons.tsx. Material is for what loads later
    // (ui/wall/options, the card menu), wrapped in MaterialScope (ui/wall/material-scope.tsx).
    files: [
      'renderer/main.tsx',
      'renderer/App.tsx',
      'renderer/ui/phone/**/*.{ts,tsx}',
      'renderer/ui/wall/**/*.{ts,tsx}',
      'renderer/ui/session/**/*.{ts,tsx}',
      'renderer/ui/common/**/*.{ts,tsx}',
    ],
    // What loads later, inside MaterialScope: the Options menu and the card menu.
    ignores: [
      'renderer/ui/wall/options/**',
      'renderer/ui/wall/material-scope.tsx',
      'renderer/ui/wall/CardMenuList.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@mui/material',
                '@mui/material/*',
                '@mui/icons-material',
                '@mui/icons-material/*',
              ],
              message:
                'No @mui/material on the first page (bench budgets, see eslint.config.js): use @mui/system, native elements and ui/common or ui/phone controls, or load it later in a lazy() chunk inside MaterialScope.',
            },
            {
              // Each of these brings @mui/styled-engine, and with it @emotion/styled and
              // its list of HTML attributes (3 KB gzip), into both first pages.
              group: [
                '@mui/system/Box',
                '@mui/system/ThemeProvider',
                '@mui/system/GlobalStyles',
                '@mui/styled-engine',
                '@emotion/styled',
              ],
              message:
                'Not on the first pages (page budgets): Box from ui/common/Box, the page theme from ui/common/PageTheme, keyframes from @emotion/react.',
            },
          ],
          paths: [
            {
              name: '@mui/system',
              importNames: ['Box', 'ThemeProvider', 'GlobalStyles', 'styled', 'keyframes'],
              message:
                'Not on the first pages (page budgets): Box from ui/common/Box, the page theme from ui/common/PageTheme, keyframes from @emotion/react.',
            },
          ],
        },
      ],
    },
  },
  // Process boundaries (docs/architecture.md, Layering): Electron only in main/ and
  // preload/, the room server never in the renderer (nor the renderer in it), shared/
  // depends on nobody, Firebase only behind renderer/data's gateway. A separate rule name
  // from the first-page budget above, so both apply to the same files.
  ...boundaries([
    {
      files: ['renderer/**/*.{ts,tsx,js}'],
      ignores: ['renderer/data/**'],
      forbid: [ELECTRON, SERVER, FIREBASE, JIRA_CONNECTOR],
    },
    { files: ['renderer/data/**/*.ts'], forbid: [ELECTRON, SERVER, JIRA_CONNECTOR] },
    { files: ['server/**/*.ts'], forbid: [ELECTRON, RENDERER, FIREBASE] },
    { files: ['shared/**/*.ts'], forbid: [ELECTRON, SERVER, RENDERER, FIREBASE] },
  ]),
  {
    // Words a person reads come from the language catalogue (renderer/i18n), so no
    // English slips into a German or Arabic room. Text without letters (symbols, numbers,
    // card values) passes; so do the product's name, the T-shirt card sizes and the
    // format hints of a colour and an address field.
    files: ['renderer/ui/**/*.{ts,tsx}', 'renderer/App.tsx'],
    plugins: { 'story-point': storyPoint },
    rules: {
      'story-point/no-literal-ui-text': [
        'error',
        { allow: ['Story Point', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '#rrggbb', 'https://…'] },
      ],
    },
  },
  {
    // Every data path is built in shared/data-paths.ts, so one change of the contract is
    // one change of code. The i18n key 'themes' (the Options menu's section) is no path.
    // Tests keep literal paths: they check the contract from outside.
    files: [
      'renderer/**/*.{ts,tsx}',
      'server/**/*.ts',
      'main/**/*.ts',
      'preload/**/*.ts',
      'shared/**/*.ts',
    ],
    ignores: ['shared/data-paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${DATA_PATH}]:not(CallExpression[callee.name='t'] > Literal)`,
          message: DATA_PATH_MESSAGE,
        },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${DATA_PATH}]`,
          message: DATA_PATH_MESSAGE,
        },
      ],
    },
  },
  {
    // No unit a reader must scroll through (docs/architecture.md, Layering rules): a function
    // (a component included) of at most 120 lines, a class 300, a file 400, counted from
    // first line to last as tests/unit/architecture/repository.test.ts counts them.
    files: [
      'renderer/**/*.{ts,tsx}',
      'server/**/*.ts',
      'main/**/*.ts',
      'preload/**/*.ts',
      'shared/**/*.ts',
    ],
    ignores: ['**/*.d.ts'],
    plugins: { 'story-point': storyPoint },
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
      'story-point/max-class-lines': ['error', { max: 300 }],
    },
  },
  {
    // A store's file holds at most 300 lines.
    files: ['renderer/stores/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Stores and domain rules hold state and rules, never views: no React, MUI or UI code.
    files: ['renderer/stores/**/*.ts', 'renderer/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [UI] }],
    },
  },
  {
    // The language's words come before the stores that choose among them: i18n names the
    // shapes it reads (i18n/language-choice.ts) and the stores provide them.
    files: ['renderer/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/stores/**'],
              message:
                'i18n comes before the stores: name the shape it reads in i18n/ (i18n/language-choice.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'main/**',
      'preload/**',
      'server/**',
      'shared/**',
      'scripts/**',
      'tests/**',
      'bench/**',
      '*.js',
      '*.ts',
      '*.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
