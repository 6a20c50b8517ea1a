import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/constants/enums.ts';
import { PRERENDERED_PAGES, prerenderedFile } from '../src/shared/prerendered-pages.ts';
import { compressBeside } from './precompress.ts';

/**
 * The first screen of the pages in PRERENDERED_PAGES, written into their HTML at build time, once per
 * language (issue 17, docs/decisions/0178). A phone then paints the page from the HTML and the CSS, before any
 * of the app's JavaScript has arrived; the app then takes that HTML over as it is (src/web/main.tsx,
 * `hydrateRoot`).
 *
 * The HTML is rendered by the app's own components (src/web/prerender-entry.tsx, run in Node by Vite) with no
 * answer from the API (the figures show as loading), signed out for a visitor's page and with the session on
 * its way for a player's (decision 0180), which is also what the browser's first render draws, so the two match.
 *
 * Such a page asks for the app's code only once its first frame is on screen (startAfterFirstPaint): fetched
 * beside the HTML, the code was compiled and run before the browser painted what it already had, and the
 * first paint waited for it.
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The inline script that starts the app once the page's first contentful paint is on screen (its paint-timing
 * entry; a frame callback then a task in a browser without one), or after a second at the latest (a background
 * tab paints nothing until shown). A frame callback alone was not enough: Chromium ran it, and the task after
 * it, before the frame was presented, so the app's code was asked for before the first paint and Lighthouse
 * counted its download into FCP and LCP (`/login` 1.5 s / 2.6 s instead of 0.8 s / 1.6 s in one run of three).
 * It runs the entry and asks for the files index.html would have preloaded for the page (modulepreload), so
 * none waits for the one importing it.
 */
function startAfterFirstPaint(entry: string, files: string[]): string {
  // The entry first; the preloads in tasks of eight, as each costs ~0.5 ms and a phone counts every task over 50.
  // Until the app has taken the page over, a form's submit (Enter in a field) is stopped: the browser would
  // send the fields in the address (a password in the URL), and the app sends them itself once it runs.
  return (
    `(function(e,f){var d=0;` +
    `document.addEventListener('submit',function(v){if(document.querySelector('#root[data-prerendered]'))v.preventDefault()},true);` +
    `function pre(i){f.slice(i,i+8).forEach(function(h){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});if(i+8<f.length)setTimeout(pre,0,i+8)}` +
    `function go(){if(d)return;d=1;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e;` +
    `document.head.appendChild(s);pre(0)}var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){` +
    `if(l.getEntries().some(function(x){return x.name==='first-contentful-paint'})){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)})` +
    `(${JSON.stringify(entry)},${JSON.stringify(files.filter((file) => file !== entry))})`
  );
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** The files index.html's first-page script preloads for a page, in a language (vite.config.ts preloadFirstPages). */
function firstPageFiles(indexHtml: string, page: string, language: string): string[] {
  const map = /<script>\(function\(p\)[^<]*\}\)\((\{[^<]*\})\)<\/script>/.exec(indexHtml)?.[1];
  if (!map) throw new Error('prerender: index.html has no first-page preload script');
  const entry = (JSON.parse(map) as Record<string, { m: string[]; t: Record<string, string[]> }>)[page];
  if (!entry) throw new Error(`prerender: ${page} is not one of the first pages of vite.config.ts`);
  return [...entry.m, ...(entry.t.en ?? []), ...(language !== 'en' ? (entry.t[language] ?? []) : [])];
}

export async function prerender(outDir: string, configFile: string): Promise<number> {
  const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
  if (!entryTag?.[1]) throw new Error('prerender: index.html has no entry script');
  const entry = entryTag[1];
  // Vite writes the entry's own imports as `crossorigin`, the start-up steps' (preloadFirstPages) as `crossorigin=""`:
  // both are the entry's, and both must be asked for before it runs (decision 0218).
  const entryImports = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g)].map((m) => m[1] ?? '');
  const target = path.join(outDir, path.dirname(prerenderedFile('/', 'en')));
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  // The app's own components, run in Node by Vite (the same sources and transforms as the build).
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
  let written = 0;
  try {
    const { renderFirstScreen } = (await vite.ssrLoadModule('/prerender-entry.tsx')) as typeof import('../src/web/prerender-entry.tsx');
    for (const language of LANGUAGES) {
      for (const page of Object.keys(PRERENDERED_PAGES) as (keyof typeof PRERENDERED_PAGES)[]) {
        const screen = await renderFirstScreen(page, PRERENDERED_PAGES[page].audience, language);
        let html = replaceOnce(indexHtml, /<html lang="[^"]*">/, `<html lang="${language}">`, '<html lang>');
        // A page that sets no title or description of its own keeps index.html's, as it does in the app.
        if (screen.title) html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`, '<title>');
        if (screen.description) {
          html = replaceOnce(html, /<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(screen.description)}" />`, 'description');
        }
        // The mark says who the page was drawn for: main.tsx starts the app in that state.
        html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root" data-prerendered="${PRERENDERED_PAGES[page].audience}">${screen.html}</div>`, 'empty #root');
        // The app's code is asked for by the start script instead: no entry tag, no preloads in the head.
        const files = [...entryImports, ...firstPageFiles(indexHtml, page, language)];
        html = replaceOnce(html, /<script>[^<]*modulepreload[^<]*<\/script>\s*/, '', 'first-page preload script');
        html = html.replace(entryTag[0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
        html = replaceOnce(html, /<\/body>/, `<script>${startAfterFirstPaint(entry, files)}</script>\n  </body>`, '</body>');
        const file = path.join(outDir, prerenderedFile(page, language));
        fs.writeFileSync(file, html);
        compressBeside(file);
        written += 1;
      }
    }
  } finally {
    await vite.close();
  }
  return written;
}

/** Vite plugin: prerenders after the build is written (and after the other plugins' compression). */
export function prerenderFirstScreens(): Plugin {
  let outDir = '';
  let configFile = '';
  return {
    name: 'rally-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? '';
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const started = Date.now();
        const written = await prerender(outDir, configFile);
        if (written) console.log(`prerendered ${written} first screens in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
