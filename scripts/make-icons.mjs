#!/usr/bin/env node
// The app's icons (web app manifest, home screen), drawn from the brand mark src/web/public/favicon.svg by
// Chromium, so they match the mark exactly and need no image package (docs/decisions/0215). Run it again
// after the mark changes: `node scripts/make-icons.mjs`; its output is committed in src/web/public/icons/.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const mark = fs.readFileSync(path.join(root, 'src/web/public/favicon.svg'), 'utf8');
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
const letter = /<path[^>]*\/>/.exec(mark)?.[0];
if (!brand || !letter) throw new Error('make-icons: favicon.svg is not the expected mark (a rect and a path)');

// The mark as it is (rounded square); and full-bleed for platforms that cut their own shape: a maskable icon
// keeps its letter inside the central 80 % circle every mask leaves (the mark's letter spans 14 of 32 units;
// scaled to 0.8 it stays well inside), and iOS rounds the apple-touch icon itself.
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${letter}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.9) },
];

const outDir = path.join(root, 'src/web/public/icons');
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(outDir, file), omitBackground: true });
    await page.close();
    console.log(`wrote src/web/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
