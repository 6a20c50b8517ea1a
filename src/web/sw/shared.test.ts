import { describe, expect, it } from 'vitest';
import { isKeptApiRead } from './shared';

describe('the API reads the service worker keeps for offline use', () => {
  it("keeps the player's own reads and the public ones their pages need", () => {
    for (const path of ['/api/session', '/api/me/dashboard', '/api/fantasy/team', '/api/leagues/12', '/api/events', '/api/drivers/3']) {
      expect(isKeptApiRead(path), path).toBe(true);
    }
  });

  it("never keeps the admin's, the auth library's, push keys, the game clock or the live stream", () => {
    for (const path of ['/api/admin/events', '/api/admin', '/api/auth/get-session', '/api/push/public-key', '/api/site/time', '/api/live/stream', '/api/docs/json', '/dashboard']) {
      expect(isKeptApiRead(path), path).toBe(false);
    }
  });
});
