import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { webFeatureZones, serverModuleZones, sqlOnlyInRepos, sqlAllowedFiles } from './eslint.boundaries.js';

// Import boundaries (docs/decisions/0090-enforced-boundaries.md): web never imports server, shared imports neither,
// and a feature never reaches into another feature's folder.
const noServerFromWeb = { group: ['@server/*', '**/server/**'], message: 'web must not import server code' };
// The API contract holds zod schemas; the web app takes only its types (issue 34 part 2, decision 0217).
const contractTypesOnly = {
  group: ['@shared/api/endpoints', '@shared/api/endpoints/*'],
  allowTypeImports: true,
  message: 'web imports the API contract for its types only (import type): call it through src/web/lib/api.ts',
};
const sharedIsPure = {
  group: ['@server/*', '@web/*', '**/server/**', '**/web/**', 'react', 'react-dom', 'drizzle-orm', 'fastify', 'pg'],
  message: 'src/shared holds pure code: no I/O, no React, no server',
};

const serverImportPatterns = [
  { group: ['@web/*', '**/web/**'], message: 'server must not import web code' },
  { group: ['../**/shared/*', '../shared/*'], message: "import shared code as '@shared/…', the one style on both sides" },
];

// One clock (docs/decisions/0184-one-clock.md): the time is read only through src/server/lib/clock.ts (and in SQL
// through app_now() / app_clock_timestamp()) on the server and src/web/lib/clock.ts in the web app.
// A word after a dot ('lock.localTime', an i18n key; a column `t.current_date`) is not SQL's keyword.
const SQL_CLOCK = /(?<![\w.])(now|clock_timestamp|statement_timestamp|transaction_timestamp)\s*\(|(?<![\w.])(current_timestamp|current_date|current_time|localtimestamp|localtime)\b/i;
const oneClock = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Read the time from the clock (src/server/lib/clock.ts, src/web/lib/clock.ts, or app_now() in SQL), not new Date().',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Read the time from the clock (src/server/lib/clock.ts, src/web/lib/clock.ts, or app_now() in SQL), not Date.now().',
  },
  {
    selector: `TemplateElement[value.raw=${SQL_CLOCK}]`,
    message: 'SQL reads the game clock through app_now() (or app_clock_timestamp()), never now() or CURRENT_TIMESTAMP.',
  },
  {
    selector: `Literal[value=${SQL_CLOCK}]`,
    message: 'SQL reads the game clock through app_now() (or app_clock_timestamp()), never now() or CURRENT_TIMESTAMP.',
  },
];

// Browser tests never wait for the wall clock nor stretch Playwright's default timeouts (decision 0185): they move
// the game clock, wait for what the page shows, and split a journey that does not fit.
const noWaiting = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'Never wait for a fixed time: move the game clock (e2e/support/clock.ts) or wait for what the page shows.',
  },
  {
    selector: "CallExpression[callee.object.name='test'][callee.property.name='setTimeout']",
    message: "Keep Playwright's default test timeout: split the journey or set it up through the API.",
  },
  {
    selector: "Property[key.name='timeout'][value.type='Literal'][value.value>5000]",
    message: "Keep Playwright's default timeouts (5 s per expectation, 30 s per test).",
  },
];

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [noServerFromWeb, contractTypesOnly],
          // date-fns helpers that read the device's clock themselves (decision 0184): compare with clockDate().
          paths: [
            {
              name: 'date-fns',
              importNames: ['isToday', 'isTomorrow', 'isYesterday', 'isPast', 'isFuture', 'isThisYear', 'isThisMonth', 'isThisWeek', 'formatDistanceToNow', 'formatDistanceToNowStrict', 'startOfToday', 'endOfToday'],
              message: 'It reads the device clock: compare with clockDate() from src/web/lib/clock.ts instead.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/shared/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [sharedIsPure] }] } },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/lib/clock.ts', 'src/web/lib/clock.ts', 'src/web/sw/fetched-at.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneClock] },
  },
  { files: ['e2e/**/*.ts'], rules: { 'no-restricted-syntax': ['error', ...oneClock, ...noWaiting] } },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportPatterns }] },
  },
  {
    // Only repositories (and the migration/seed tooling and tests) talk to the database.
    files: ['src/server/**/*.ts'],
    ignores: sqlAllowedFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverImportPatterns, sqlOnlyInRepos] }] },
  },
  {
    // Feature zones, resolved from the real file paths, so relative imports are caught as well as aliased ones.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webFeatureZones(), ...serverModuleZones()] }] },
  },
);
