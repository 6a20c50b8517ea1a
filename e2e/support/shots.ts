import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Full-page screenshots at 375 and 1280 px for a person to look at, saved only when the environment variable
 * `folderVariable` names a folder (a journey runs the same without it); the viewport is put back after.
 */
export async function shots(page: Page, name: string, folderVariable: string): Promise<void> {
  const dir = process.env[folderVariable];
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
