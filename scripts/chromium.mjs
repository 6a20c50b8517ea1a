import fs from 'node:fs';

/** Debian's Chromium (Playwright's own browser download does not work on our machines). */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}
