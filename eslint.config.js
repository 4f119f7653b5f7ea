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
    // The phone page's first load is budgeted (bench `phone-start`, 120 KB gzip):
    // Material's theme, components and icons would blow it. Use @mui/system (Box, sx),
    // native elements and ui/vote/controls.tsx; ui/common/icons.tsx for icons.
    // ui/result is drawn on the phone too.
    files: ['renderer/ui/vote/**/*.{ts,tsx}', 'renderer/ui/result/**/*.{ts,tsx}'],
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
                'The phone page has no @mui/material (first-load budget, see ui/vote/vote-theme.ts): use @mui/system Box, ui/vote/controls.tsx and ui/common/icons.tsx.',
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
      'local-db/**',
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
