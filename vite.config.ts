import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const r = (p: string) => path.resolve(import.meta.dirname, p);

export default defineConfig({
  root: r('src/web'),
  publicDir: r('src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@shared': r('src/shared'), '@web': r('src/web') },
  },
  // No source maps in the build: the served app is for players, not for reading (docs/decisions/0082).
  build: { outDir: r('dist/web'), emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
});
