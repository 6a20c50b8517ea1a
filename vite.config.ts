import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { COMPRESSIBLE, compressBeside } from './scripts/precompress.ts';
import { prerenderFirstScreens } from './scripts/prerender.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

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
 * The pages a visit most often starts on, with the route modules (layout, page) and the lazily loaded text
 * namespaces each needs. Without help the browser learns of these chunks only after the entry has run and the
 * router has matched, then learns of the texts after the page's code has run: two round trips in a row.
 */
const FIRST_PAGES: Record<string, { modules: string[]; texts?: string[] }> = {
  '/': { modules: ['src/web/app/layouts/public-layout.tsx', 'src/web/features/public/pages/home-page.tsx'] },
  '/login': { modules: ['src/web/app/layouts/auth-layout.tsx', 'src/web/features/auth/pages/login-page.tsx'] },
  '/register': { modules: ['src/web/app/layouts/auth-layout.tsx', 'src/web/features/auth/pages/register-page.tsx'] },
  '/dashboard': {
    modules: ['src/web/app/layouts/app-shell.tsx', 'src/web/features/dashboard/pages/dashboard-page.tsx'],
    texts: ['player', 'fair'],
  },
};

/**
 * Adds a tiny inline script to index.html that, for the page being opened, asks for its route chunks (and
 * their imports) and its texts in the reader's language at once, beside the entry (`modulepreload`), so they
 * are there when the router asks (issue 17). It only names files; what runs is decided by the app as before.
 * The server's CSP allows the script by its hash, like the theme script (src/server/http/spa.ts).
 */
function preloadFirstPages(): Plugin {
  return {
    name: 'rally-preload-first-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const withImports = (files: string[], seen = new Set<string>()): Set<string> => {
          for (const file of files) {
            if (seen.has(file)) continue;
            seen.add(file);
            withImports(byFile.get(file)?.imports ?? [], seen);
          }
          return seen;
        };
        // Vite already preloads the entry and everything it imports.
        const entries = chunks.filter((c) => c.isEntry);
        const staticOnly = withImports(entries.map((c) => c.fileName));
        // The entry imports the app's start-up steps one after the other (src/web/main.tsx); all of them are
        // fetched at once from the start, so the steps wait for no request.
        const startup = [...withImports(entries.flatMap((c) => c.dynamicImports), new Set(staticOnly))].filter(
          (f) => !staticOnly.has(f),
        );
        const entry = new Set([...staticOnly, ...startup]);
        const chunkOf = (source: string) => chunks.find((c) => c.facadeModuleId === r(source))?.fileName;
        const map: Record<string, { m: string[]; t: Record<string, string[]> }> = {};
        for (const [page, { modules, texts = [] }] of Object.entries(FIRST_PAGES)) {
          const own = modules.map(chunkOf).filter((f): f is string => Boolean(f));
          const m = [...withImports(own)].filter((f) => !entry.has(f)).map((f) => `/${f}`);
          const t: Record<string, string[]> = {};
          for (const c of chunks) {
            const match = c.facadeModuleId?.match(/\/locales\/([a-z]{2})\/([\w-]+)\.json$/);
            if (match?.[1] && match[2] && texts.includes(match[2])) (t[match[1]] ??= []).push(`/${c.fileName}`);
          }
          map[page] = { m, t };
        }
        const script =
          `(function(p){var e=p[location.pathname.replace(/\\/+$/,'')||'/'];if(!e)return;var l;try{l=localStorage.getItem('language')}catch(x){}` +
          `l=(l||navigator.language||'en').split('-')[0];var f=e.m.concat(e.t.en||[],(l!=='en'&&e.t[l])||[]);` +
          `f.forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)})})` +
          `(${JSON.stringify(map)})`;
        return [
          ...startup.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          { tag: 'script', children: script, injectTo: 'head' as const },
        ];
      },
    },
  };
}

/** Compresses every text file of the build once, beside it (scripts/precompress.ts). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rally-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
        for (const file of walk(outDir)) if (COMPRESSIBLE.test(file)) compressBeside(file);
      },
    },
  };
}

export default defineConfig({
  root: r('src/web'),
  publicDir: r('src/web/public'),
  plugins: [react(), tailwindcss(), preloadFonts(), preloadFirstPages(), serviceWorker(r('src/web/sw/service-worker.ts')), precompress(), prerenderFirstScreens()],
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
