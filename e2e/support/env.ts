/**
 * Each Playwright worker has a world of its own (e2e/support/world.ts): its own server, on its own port, over its
 * own copy of the seeded database. Playwright names the worker in TEST_WORKER_INDEX (a new number for a worker
 * started after a failure), so every module of the worker knows its server's address from the start.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? '3100');
const WORKER = Number(process.env.TEST_WORKER_INDEX ?? '0');

export const PORT = BASE_PORT + 1 + WORKER;
export const BASE_URL = `http://localhost:${PORT}`;
export const ORIGIN = new URL(BASE_URL).origin;
/** Where this worker's server sends mail: e2e/account.spec.ts listens there with a real SMTP server. */
export const SMTP_PORT = BASE_PORT + 20_000 + 1 + WORKER;
