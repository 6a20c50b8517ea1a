import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const r = (p: string) => path.resolve(import.meta.dirname, p);

export default defineConfig({
  resolve: {
    alias: { '@shared': r('src/shared'), '@server': r('src/server'), '@web': r('src/web') },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    // A demo-season seed in beforeAll takes ~10 s alone but over a minute on a loaded 2-core machine.
    hookTimeout: 180_000,
    pool: 'forks',
    // Vitest keeps one core for itself by default: one test file at a time on a two-core CI machine, while
    // most of a file's time is spent in PostgreSQL or PGlite rather than in Vitest. Two files side by side
    // took the suite from 7.6 to 5.4 min there (three: 5.1 min, not worth the extra load on timing tests).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
