import { createAuthClient } from 'better-auth/react';
import { usernameClient } from 'better-auth/client/plugins';

/**
 * better-auth talks to /api/auth/* on the same origin; the session itself lives in an HttpOnly
 * cookie, so this client never stores tokens (docs/decisions/0002-accounts-and-sessions.md).
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [usernameClient()],
});
