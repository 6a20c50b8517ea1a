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
  },
});
