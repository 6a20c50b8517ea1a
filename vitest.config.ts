import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const r = (p: string) => path.resolve(import.meta.dirname, p);

export default defineConfig({
  resolve: {
    alias: { '@shared': r('src/shared'), '@server': r('src/server'), '@web': r('src/web') },
  },
  test: {
    // Vitest keeps one core for itself by default: one test file at a time on a two-core CI machine, while
    // most of a file's time is spent in PostgreSQL or PGlite rather than in Vitest. Two files side by side
    // took the suite from 7.6 to 5.4 min there (three: 5.1 min, not worth the extra load on timing tests).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          // Unit and API integration tests, in Node, on a migrated database.
          name: 'unit',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          // A demo-season seed in beforeAll takes ~10 s alone but over a minute on a loaded 2-core machine.
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          // Component tests (issue 28 part 3): a web component beside its `.test.tsx`, in a DOM, with the real
          // texts and providers (src/web/test/render.tsx). No server and no database, so no global set-up.
          name: 'component',
          include: ['src/web/**/*.test.tsx'],
          // happy-dom rather than jsdom: the same tests ran in about 0.6 of the time, mostly the set-up of each
          // file's DOM (jsdom 29 is also the last line that runs on Node 20).
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          // No test here waits for the wall clock (timers are fake); the headroom is for a loaded two-core
          // machine, where typing into a form re-renders it once per key.
          testTimeout: 20_000,
          // Nothing here needs a process of its own: worker threads start faster than forks. The files of a worker
          // share one DOM and one module graph (React, Radix, the texts), loaded once rather than once per file;
          // src/web/test/setup.ts leaves each test with an empty DOM, real timers, the real fetch and no storage.
          pool: 'threads',
          isolate: false,
        },
      },
    ],
  },
});
