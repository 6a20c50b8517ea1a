/** Same default as playwright.config.ts; needed to send the Origin header a browser would send. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
export const ORIGIN = new URL(BASE_URL).origin;
