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
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // jsdom in worker threads starts faster than in forked processes; nothing here needs a process.
          pool: 'threads',
        },
      },
    ],
  },
});
