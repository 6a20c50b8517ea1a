import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const r = (p: string) => path.resolve(import.meta.dirname, p);

// The faces the first paint needs (body text, and the logo and page headings), preloaded so the text
// swaps to the brand font early; every other face loads only when used (docs/decisions/0165).
const PRELOADED_FONTS = ['inter-latin-wght-normal', 'barlow-condensed-latin-800-italic'];

function preloadFonts(): Plugin {
  return {
    name: 'rally-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const files = Object.keys(ctx.bundle ?? {});
      return PRELOADED_FONTS.flatMap((font) => {
        const file = files.find((f) => f.includes(`${font}-`) && f.endsWith('.woff2'));
        return file
          ? [
              {
                tag: 'link',
                attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
                injectTo: 'head' as const,
              },
            ]
          : [];
      });
    },
  };
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build (from 1 KiB on), compressed once at the
 * highest levels, so the server sends them as they are (@fastify/static `preCompressed`, src/server/http/spa.ts)
 * instead of compressing each answer (docs/decisions/0170).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rally-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: r('src/web'),
  publicDir: r('src/web/public'),
  plugins: [react(), tailwindcss(), preloadFonts(), precompress()],
  resolve: {
    alias: { '@shared': r('src/shared'), '@web': r('src/web') },
  },
  // No source maps in the build: the served app is for players, not for reading (docs/decisions/0082).
  build: {
    outDir: r('dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // Fonts and flags stay files: inlined as data URLs they would all land in the first CSS/JS download.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) || file.includes('flag-icons') ? false : undefined),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
});
