import { createAuthClient } from 'better-auth/react';
import { usernameClient } from 'better-auth/client/plugins';

/**
 * better-auth talks to /api/auth/* on the same origin; the session itself lives in an HttpOnly
 * cookie, so this client never stores tokens (DESIGN §2).
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [usernameClient()],
});
