import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import webLayers from './scripts/eslint-rules/web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read loosely typed JSON responses.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'e2e/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Money is integer paise; converting to rupees and back (`* 100`, `/ 100`) happens only in
    // packages/shared/src/money.ts (issue 11 §2). A 100 that is not money gets a name (PERCENT, …).
    // Tests, E2E and scripts may re-derive figures on their own, so they are left out.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/shared/src/money.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['right', 'left'].map((side) => ({
          selector: `BinaryExpression[operator=/^[*\\/]$/][${side}.type='Literal'][${side}.value=100]`,
          message:
            'Money converts between paise and rupees only in packages/shared/src/money.ts (use rupeesToPaise, paiseToRupees, percentOfPaise); name a 100 that is not money.',
        })),
        {
          selector: `AssignmentExpression[operator=/^[*\\/]=$/][right.type='Literal'][right.value=100]`,
          message: 'Money converts between paise and rupees only in packages/shared/src/money.ts.',
        },
      ],
    },
  },
  {
    // Server modules import one way: invoice and payment use order, order never uses them (issue 11 §3).
    files: ['apps/server/src/modules/order/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../invoice/*', '../payment/*'],
              message: 'Order is imported by invoice and payment, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // ARCHITECTURE.md: a feature does not import another feature (nor pages/ or app/); lib/ and
    // components/ import no feature. Pages and the app shell compose features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-layers': webLayers },
    rules: {
      'web-layers/web-boundaries': ['error', { root: path.join(import.meta.dirname, 'apps/web/src') }],
    },
  },
);
