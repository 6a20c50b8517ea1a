// The production entry point (bundled by scripts/build-server.mjs for `npm start`). It registers no test route:
// src/server/testing/ is imported only by the test server (docs/decisions/0184-one-clock.md).
import { exitOnStartFailure, startServer } from './start-server';

startServer().catch(exitOnStartFailure);
