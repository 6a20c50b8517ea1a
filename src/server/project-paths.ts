import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from source (src/server through tsx) or bundled (dist/server by `npm start`, issue 17,
// decision 0176). Files read at run time are named from the project root, found by walking up to the folder
// holding package.json, rather than from each module's own location, which bundling moves.
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}: cannot find the project root`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'src/server/db/migrations');
export const SEED_DATA_FILE = path.join(PROJECT_ROOT, 'src/server/db/seed/data/wrc-seasons.json');
export const DEFAULT_WEB_ROOT = path.join(PROJECT_ROOT, 'dist/web');
