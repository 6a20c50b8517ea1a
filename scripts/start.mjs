#!/usr/bin/env node
// `npm start`: build what changed (scripts/build-if-changed.mjs), then run the bundled server in this same
// process, in production mode. Source maps are left off: loading them cost 0.1–0.2 s of each start, and the
// bundle is readable as it is (each module's code follows a comment naming its source file).
import { buildIfChanged } from './build-if-changed.mjs';

buildIfChanged();
process.env.NODE_ENV = 'production';
await import('../dist/server/main.mjs');
