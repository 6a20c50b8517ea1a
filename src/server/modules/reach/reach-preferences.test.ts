import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACH_DEFAULTS } from '@shared/api/reach';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';

/** The Settings switches for reminders, digests and push kinds (issue 32 parts 2 and 3). */
describe('reach preferences', () => {
  let t: TestApp;
  let player: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    player = new TestClient(t.app);
    expect((await player.signUp(uniqueUser('reachprefs'))).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it('starts with every kind on and saves a change of one kind only', async () => {
    expect((await player.get('/api/me/reach')).json()).toEqual(REACH_DEFAULTS);
    const res = await player.request({ method: 'PATCH', url: '/api/me/reach', payload: { emailLock1h: false, pushPriceMove: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...REACH_DEFAULTS, emailLock1h: false, pushPriceMove: false });
    expect((await player.get('/api/me/reach')).json()).toEqual({ ...REACH_DEFAULTS, emailLock1h: false, pushPriceMove: false });
  });

  it('refuses a bad value or an unknown kind with a 400 and changes nothing', async () => {
    const before = (await player.get('/api/me/reach')).json();
    for (const payload of [{ emailDigest: 'yes' }, { smsLock: true }, [true]]) {
      const res = await player.request({ method: 'PATCH', url: '/api/me/reach', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await player.get('/api/me/reach')).json()).toEqual(before);
  });
});
