// The browser tests' server: the production server plus the test-only routes of this folder (the game clock's
// control). scripts/e2e.mjs bundles it beside, never into, the production bundle.
import { exitOnStartFailure, startServer } from '../start-server';
import { registerClockControlRoutes } from './clock-control.routes';

startServer({ plugins: [registerClockControlRoutes] }).catch(exitOnStartFailure);
