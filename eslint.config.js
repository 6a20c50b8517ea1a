import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of DESIGN §3b: web never imports server, shared imports neither,
// and a feature never reaches into another feature's folder.
const noServerFromWeb = { group: ['@server/*', '**/server/**'], message: 'web must not import server code' };
const sharedIsPure = {
  group: ['@server/*', '@web/*', '**/server/**', '**/web/**', 'react', 'react-dom', 'drizzle-orm', 'fastify', 'pg'],
  message: 'src/shared holds pure code: no I/O, no React, no server',
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'bench/**/*.{ts,mjs}'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerFromWeb] }],
    },
  },
  {
    files: ['src/web/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerFromWeb,
            {
              group: ['@web/features/*', '@web/app/*'],
              message: 'a feature never imports another feature (use relative imports inside it); move shared pieces to components/ or lib/',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/shared/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [sharedIsPure] }] } },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@web/*', '**/web/**'], message: 'server must not import web code' }] }] },
  },
);
