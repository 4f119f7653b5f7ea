import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // The first loads are budgeted (bench `phone-start`: 120 KB gzip; `start`: 180 KB):
    // Material's theme, components and icons cost 10 to 60 KB of it. The phone page and
    // the wall's first page use @mui/system (Box, sx), native elements, ui/vote/controls.tsx,
    // ui/common/buttons.tsx and ui/common/icons.tsx. Material is for what loads later
    // (ui/settings, the card menu), wrapped in MaterialScope (ui/material-scope.tsx).
    files: [
      'renderer/main.tsx',
      'renderer/App.tsx',
      'renderer/ui/theme.ts',
      'renderer/ui/vote/**/*.{ts,tsx}',
      'renderer/ui/screen/**/*.{ts,tsx}',
      'renderer/ui/common/**/*.{ts,tsx}',
      // ui/result is drawn on the phone too.
      'renderer/ui/result/**/*.{ts,tsx}',
    ],
    ignores: ['renderer/ui/screen/CardMenuList.tsx'],
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
                'No @mui/material on the first page (bench budgets, see eslint.config.js): use @mui/system, native elements and ui/common or ui/vote controls, or load it later in a lazy() chunk inside MaterialScope.',
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
