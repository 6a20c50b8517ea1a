#!/usr/bin/env node
// `npm start`: build what changed (scripts/build-if-changed.mjs), then run the bundled server in this same
// process, in production mode. Source maps are left off: loading them cost 0.1–0.2 s of each start, and the
// bundle is readable as it is (each module's code follows a comment naming its source file).
import { buildIfChanged } from './build-if-changed.mjs';

buildIfChanged();
process.env.NODE_ENV = 'production';
// `npm start` is the demo: one rally runs live, its stages published every two minutes (docs/decisions/0201),
// unless the user chose for DEMO_LIVE or turned the demo season off. The release folder and the image run the
// server without this script, so a deployment never gets it unasked.
const demoSeasonOff = ['false', '0'].includes(process.env.SEED_DEMO ?? '');
if (!process.env.DEMO_LIVE && !demoSeasonOff) process.env.DEMO_LIVE = 'true';
await import('../dist/server/main.mjs');
