import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@shared/api/notifications';
import { notifications, userPreferences } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { notify } from './notify';

/**
 * The bell's API (issue 13): the list newest first with the unread count, marking one or all read, and the
 * in-app preference honoured by notify(), the one writer. Notifications are written through notify() itself.
 */
describe.each(testDatabaseKinds())('notifications API (%s)', (kind) => {
  let t: TestApp;
  let ann: TestClient;
  let annId: string;
  let bob: TestClient;
  let bobId: string;

  async function player(prefix: string): Promise<[TestClient, string]> {
    const client = new TestClient(t.app);
    const res = await client.signUp(uniqueUser(prefix));
    expect(res.statusCode).toBe(200);
    return [client, res.json<{ user: { id: string } }>().user.id];
  }

  const send = (userIds: string[], n: number, link: string | null = `/events/${n}`) =>
    notify(t.database.db, { kind: 'users', userIds }, { type: 'results', title: `Notice ${n}`, body: `Body ${n}`, link, dedupeKey: `test:${n}` });
  const list = async (client: TestClient, query = '') => (await client.get(`/api/notifications${query}`)).json<NotificationList>();
  const unread = async (client: TestClient) => (await client.get('/api/notifications/unread-count')).json<{ count: number }>().count;
  const readRows = async (userId: string) =>
    t.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), isNotNull(notifications.readAt)));

  beforeAll(async () => {
    t = await createTestApp({ kind });
    [ann, annId] = await player('ann');
    [bob, bobId] = await player('bob');
    for (const n of [1, 2, 3]) {
      expect(await send([annId, bobId], n)).toBe(2);
      // Distinct creation times, so "newest first" is observable: the game clock moves a millisecond.
      await t.clock.advance(1);
    }
    await send([annId], 4, 'https://elsewhere.example/phish');
  });
  afterAll(async () => t.close());

  it('a new player has none and no unread', async () => {
    const [fresh] = await player('fresh');
    expect(await list(fresh)).toEqual({ notifications: [], unread: 0 });
    expect(await unread(fresh)).toBe(0);
  });

  it('lists only the caller’s own, newest first, with the unread count; off-site links are not links', async () => {
    const res = await ann.get('/api/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<NotificationList>();
    expect(body.notifications.map((n) => n.title)).toEqual(['Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);
    expect(body.unread).toBe(4);
    expect(body.notifications[0]?.link).toBeNull();
    expect(body.notifications[1]).toMatchObject({ body: 'Body 3', link: '/events/3', readAt: null, type: 'results' });
    expect((await list(bob)).notifications.map((n) => n.title)).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    expect((await list(ann, '?limit=2')).notifications).toHaveLength(2);
  });

  it('sending the same cause twice adds nothing (dedupe key; game-rules §12.5)', async () => {
    expect(await send([annId], 1)).toBe(0);
    expect((await list(ann)).notifications).toHaveLength(4);
  });

  it('marks one read, keeps its first read time, and leaves the others and other users alone', async () => {
    const target = (await list(bob)).notifications.find((n) => n.title === 'Notice 2')!;
    const res = await bob.post(`/api/notifications/${target.id}/read`, {});
    expect(res.statusCode).toBe(200);
    const readAt = res.json<{ notification: { readAt: string | null } }>().notification.readAt;
    expect(readAt).not.toBeNull();
    expect(await unread(bob)).toBe(2);
    const again = await bob.post(`/api/notifications/${target.id}/read`, {});
    expect(again.json<{ notification: { readAt: string | null } }>().notification.readAt).toBe(readAt);
    expect(await unread(ann)).toBe(4);
  });

  it('another user’s notification is a 404 "Notification not found" and stays unread', async () => {
    const annsNotice = (await list(ann)).notifications[0]!;
    const res = await bob.post(`/api/notifications/${annsNotice.id}/read`, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Notification not found');
    expect(await readRows(annId)).toEqual([]);
    expect((await bob.post('/api/notifications/2147483647/read', {})).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const before = await readRows(annId);
    for (const url of ['/api/notifications/abc/read', '/api/notifications/0/read', '/api/notifications/-1/read', '/api/notifications/99999999999/read']) {
      const res = await ann.post(url, {});
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const first = (await list(ann)).notifications[0]!;
    expect((await ann.post(`/api/notifications/${first.id}/read`, { read: true })).statusCode).toBe(400);
    expect((await ann.post('/api/notifications/read-all', { all: true })).statusCode).toBe(400);
    for (const q of ['?limit=0', '?limit=51', '?limit=x', '?limit=1.5', '?other=1']) {
      expect((await ann.get(`/api/notifications${q}`)).statusCode, q).toBe(400);
    }
    expect(await readRows(annId)).toEqual(before);
  });

  it('marks all read: the count goes to 0 for the caller only', async () => {
    const res = await ann.post('/api/notifications/read-all', {});
    expect(res.json()).toEqual({ updated: 4 });
    expect(await unread(ann)).toBe(0);
    expect((await list(ann)).notifications.every((n) => n.readAt !== null)).toBe(true);
    expect((await ann.post('/api/notifications/read-all', {})).json()).toEqual({ updated: 0 });
    expect(await unread(bob)).toBe(2);
  });

  it('"Enable in-app notifications" off: notify() writes none for that user; back on, they arrive again (game-rules §12.5)', async () => {
    await t.database.db.insert(userPreferences).values({ userId: bobId, notifications: false });
    expect(await send([annId, bobId], 10)).toBe(1);
    expect((await list(bob)).notifications.map((n) => n.title)).not.toContain('Notice 10');
    expect((await list(ann)).notifications[0]?.title).toBe('Notice 10');
    await t.database.db.update(userPreferences).set({ notifications: true }).where(eq(userPreferences.userId, bobId));
    expect(await send([bobId], 11)).toBe(1);
    expect((await list(bob)).notifications[0]?.title).toBe('Notice 11');
  });
});
