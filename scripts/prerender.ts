import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/constants/enums.ts';
import { PRERENDERED_PAGES, prerenderedFile } from '../src/shared/prerendered-pages.ts';
import { compressBeside } from './precompress.ts';

/**
 * The first screen of the pages in PRERENDERED_PAGES, written into their HTML at build time, once per
 * language (issue 17, docs/decisions/0178). A phone then paints the page from the HTML and the CSS, before any
 * of the app's JavaScript has arrived; the app renders over it once it runs (src/web/main.tsx).
 *
 * The pages are rendered by the built app itself in Chromium, so they are exactly what the app draws. Every
 * `/api` request is held unanswered: the HTML shows the page as the app first draws it for a visitor nobody
 * knows yet (the session and the figures still loading), which is also what the app's own first frame shows.
 *
 * Such a page asks for the app's code only once its first frame is on screen (startAfterFirstPaint): fetched
 * beside the HTML, the code was compiled and run before the browser painted what it already had, and the
 * first paint waited for it.
 */
const ORIGIN = 'http://prerender.invalid';
const VIEWPORT = { width: 390, height: 844 };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The inline script that starts the app after the first frame (a frame callback, then a task), or after a
 * second in a background tab, where frames wait for the tab to be shown. It runs the entry and asks for every
 * other file the page's first render loaded at build time (modulepreload), so none waits for the one before.
 */
function startAfterFirstPaint(entry: string, files: string[]): string {
  // The entry first; the preloads in tasks of eight, as each costs ~0.5 ms and a phone counts every task over 50.
  return (
    `(function(e,f){var d=0;function pre(i){f.slice(i,i+8).forEach(function(h){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});if(i+8<f.length)setTimeout(pre,0,i+8)}` +
    `function go(){if(d)return;d=1;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e;` +
    `document.head.appendChild(s);pre(0)}requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)})` +
    `(${JSON.stringify(entry)},${JSON.stringify(files.filter((file) => file !== entry))})`
  );
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** The browser used, or null (with the reason printed) when this machine has none: the pages are then served without. */
async function launchBrowser() {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
  if (!executablePath) return null;
  try {
    const { chromium } = await import('playwright-core');
    return await chromium.launch({ executablePath });
  } catch (error) {
    console.warn(`prerender: Chromium did not start (${(error as Error).message.split('\n')[0]})`);
    return null;
  }
}

export async function prerender(outDir: string): Promise<number> {
  const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
  if (!entryTag?.[1]) throw new Error('prerender: index.html has no entry script');
  const entry = entryTag[1];
  const browser = await launchBrowser();
  if (!browser) {
    console.warn('prerender: no Chromium on this machine (CHROMIUM_PATH): the first screens are drawn by the app alone');
    return 0;
  }
  const target = path.join(outDir, path.dirname(prerenderedFile('/', 'en')));
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  let written = 0;
  try {
    for (const language of LANGUAGES) {
      const context = await browser.newContext({ locale: language, viewport: VIEWPORT, colorScheme: 'light', reducedMotion: 'reduce' });
      // The code each page loaded, in the order asked for.
      let loaded: string[] = [];
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== ORIGIN) return route.abort();
        if (url.pathname.endsWith('.js') && !loaded.includes(url.pathname)) loaded.push(url.pathname);
        // Left unanswered: the page stays as it is drawn before any answer.
        if (url.pathname.startsWith('/api/')) return;
        const file = path.join(outDir, decodeURIComponent(url.pathname));
        const inside = file.startsWith(outDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
        return route.fulfill({ path: inside ? file : path.join(outDir, 'index.html') });
      });
      for (const page of Object.keys(PRERENDERED_PAGES) as (keyof typeof PRERENDERED_PAGES)[]) {
        loaded = [];
        const tab = await context.newPage();
        await tab.goto(`${ORIGIN}${page}`, { waitUntil: 'load' });
        await tab.waitForSelector('#root main h1');
        // What the first render needed; code the app loads once it has painted comes after, as it would.
        const firstRender = [...loaded];
        const screen = await tab.evaluate(async () => {
          await document.fonts.ready;
          // Two frames: React has committed everything the first answers-free render draws.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return {
            root: document.getElementById('root')?.innerHTML ?? '',
            title: document.title,
            description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
          };
        });
        let html = replaceOnce(indexHtml, /<html lang="[^"]*">/, `<html lang="${language}">`, '<html lang>');
        html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`, '<title>');
        html = replaceOnce(html, /<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(screen.description)}" />`, 'description');
        html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root" data-prerendered="">${screen.root}</div>`, 'empty #root');
        // The app's code is asked for by the start script instead: no entry tag, no preloads in the head.
        html = replaceOnce(html, /<script>[^<]*modulepreload[^<]*<\/script>\s*/, '', 'first-page preload script');
        html = html.replace(entryTag[0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
        html = replaceOnce(html, /<\/body>/, `<script>${startAfterFirstPaint(entry, firstRender)}</script>\n  </body>`, '</body>');
        const file = path.join(outDir, prerenderedFile(page, language));
        fs.writeFileSync(file, html);
        compressBeside(file);
        written += 1;
        await tab.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return written;
}

/** Vite plugin: prerenders after the build is written (and after the other plugins' compression). */
export function prerenderFirstScreens(): Plugin {
  let outDir = '';
  return {
    name: 'rally-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const started = Date.now();
        const written = await prerender(outDir);
        if (written) console.log(`prerendered ${written} first screens in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
