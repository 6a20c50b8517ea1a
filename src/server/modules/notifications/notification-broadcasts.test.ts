import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@shared/api/notifications';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { notify } from './notify';

/**
 * Broadcasts (docs/decisions/0103): a notice to every manager, every predictor of an event or every owner of
 * moved drivers is stored once and fanned out on read. Through the bell's API each addressee sees exactly the
 * notice a row of their own would have given — in the list, in the unread count, read one or all at a time —
 * and nobody outside the audience as it stood when it was sent sees it.
 */
describe.each(testDatabaseKinds())('notification broadcasts (%s)', (kind) => {
  let t: TestApp;
  const ids: Record<'ann' | 'bob' | 'cat' | 'dan' | 'eve', string> = {
    ann: '',
    bob: '',
    cat: '',
    dan: '',
    eve: '',
  };
  const clients = {} as Record<keyof typeof ids, TestClient>;
  let eventId = 0;
  let driverId = 0;
  const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

  const list = async (who: keyof typeof ids) =>
    (await clients[who].get('/api/notifications')).json<NotificationList>();
  const titles = async (who: keyof typeof ids) => (await list(who)).notifications.map((n) => n.title);
  const unread = async (who: keyof typeof ids) =>
    (await clients[who].get('/api/notifications/unread-count')).json<{ count: number }>().count;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    for (const who of Object.keys(ids) as (keyof typeof ids)[]) {
      clients[who] = new TestClient(t.app);
      const res = await clients[who].signUp(uniqueUser(who));
      expect(res.statusCode).toBe(200);
      ids[who] = res.json<{ user: { id: string } }>().user.id;
    }
    const team = await exec(sql`INSERT INTO teams (name) VALUES ('Works') RETURNING id`);
    const teamId = Number((team as unknown as { rows: { id: number }[] }).rows[0]?.id);
    const driver = await exec(
      sql`INSERT INTO drivers (name, team_id, price) VALUES ('D One', ${teamId}, 1000000) RETURNING id`,
    );
    driverId = Number((driver as unknown as { rows: { id: number }[] }).rows[0]?.id);
    const ev =
      await exec(sql`INSERT INTO events (season, round, name, country, start_date, end_date, surface_type)
      VALUES (2026, 1, 'Rally One', 'Finland', app_now() + interval '1 day', app_now() + interval '2 days', 'gravel') RETURNING id`);
    eventId = Number((ev as unknown as { rows: { id: number }[] }).rows[0]?.id);
    // ann, bob and dan manage a team; ann still holds the driver, bob sold him yesterday; cat and eve have none.
    for (const who of ['ann', 'bob', 'dan'] as const) {
      await exec(
        sql`INSERT INTO fantasy_teams (user_id, name, created_at) VALUES (${ids[who]}, ${who}, app_now() - interval '3 days')`,
      );
    }
    await exec(sql`INSERT INTO lineup_history (team_id, driver_id, purchase_price, acquired_at, released_at)
      SELECT ft.id, ${driverId}, 1000000, app_now() - interval '3 days', CASE WHEN ft.user_id = ${ids.bob} THEN app_now() - interval '1 day' END
      FROM fantasy_teams ft WHERE ft.user_id IN (${ids.ann}, ${ids.bob})`);
    // cat's prediction is scored; eve's is not.
    await exec(
      sql`INSERT INTO predictions (user_id, event_id, points, is_processed) VALUES (${ids.cat}, ${eventId}, 5, true), (${ids.eve}, ${eventId}, 0, false)`,
    );
    // dan turned in-app notifications off.
    await exec(sql`INSERT INTO user_preferences (user_id, notifications) VALUES (${ids.dan}, false)`);

    const content = (type: string, title: string) => ({
      type,
      title,
      body: `${title}.`,
      link: '/team',
      dedupeKey: `${type}:${eventId}`,
    });
    expect(await notify(t.database.db, { kind: 'managers' }, content('results', 'Results published'))).toBe(
      1,
    );
    await t.clock.advance(1);
    expect(
      await notify(
        t.database.db,
        { kind: 'predictors', eventId },
        content('prediction', 'Prediction scored'),
      ),
    ).toBe(1);
    await t.clock.advance(1);
    expect(
      await notify(
        t.database.db,
        { kind: 'owners', driverIds: [driverId] },
        content('price', 'Price changed'),
      ),
    ).toBe(1);
  });
  afterAll(async () => t.close());

  it('reaches exactly the audience as it stood when sent, newest first, each unread', async () => {
    expect(await titles('ann')).toEqual(['Price changed', 'Results published']);
    expect(await titles('bob')).toEqual(['Results published']);
    expect(await titles('cat')).toEqual(['Prediction scored']);
    expect(await titles('dan')).toEqual([]);
    expect(await titles('eve')).toEqual([]);
    expect(await unread('ann')).toBe(2);
    expect((await list('ann')).notifications[0]).toMatchObject({
      type: 'price',
      body: 'Price changed.',
      link: '/team',
      readAt: null,
    });
  });

  it('a team made after a send does not get it; sending the cause again reaches it then, and nobody twice', async () => {
    const resend = () =>
      notify(
        t.database.db,
        { kind: 'managers' },
        {
          type: 'results',
          title: 'Results published',
          body: 'Results published.',
          link: '/team',
          dedupeKey: `results:${eventId}`,
        },
      );
    const before = (await list('ann')).notifications;
    await exec(sql`INSERT INTO fantasy_teams (user_id, name) VALUES (${ids.eve}, 'late')`);
    expect(await titles('eve')).toEqual([]);
    await t.clock.advance(1);
    expect(await resend()).toBe(1);
    expect(await titles('eve')).toEqual(['Results published']);
    expect((await list('ann')).notifications).toEqual(before);
    expect(await unread('ann')).toBe(2);
  });

  it('marks one read for its reader only, keeps its first read time, and refuses one not addressed to the caller', async () => {
    const notice = (await list('bob')).notifications[0]!;
    const res = await clients.bob.post(`/api/notifications/${notice.id}/read`, {});
    expect(res.statusCode).toBe(200);
    const readAtOf = (r: typeof res) =>
      r.json<{ notification: { readAt: string | null } }>().notification.readAt;
    const readAt = readAtOf(res);
    expect(readAt).not.toBeNull();
    expect(readAtOf(await clients.bob.post(`/api/notifications/${notice.id}/read`, {}))).toBe(readAt);
    expect(await unread('bob')).toBe(0);
    expect(await unread('ann')).toBe(2);
    expect((await clients.cat.post(`/api/notifications/${notice.id}/read`, {})).statusCode).toBe(404);
    expect(await titles('cat')).toEqual(['Prediction scored']);
  });

  it('marks all read: broadcasts and own notices alike, once', async () => {
    await notify(
      t.database.db,
      { kind: 'users', userIds: [ids.ann] },
      { type: 'league', title: 'New member', body: '', link: null, dedupeKey: null },
    );
    expect(await unread('ann')).toBe(3);
    expect((await clients.ann.post('/api/notifications/read-all', {})).json()).toEqual({ updated: 3 });
    expect(await unread('ann')).toBe(0);
    expect((await list('ann')).notifications.every((n) => n.readAt !== null)).toBe(true);
    expect((await clients.ann.post('/api/notifications/read-all', {})).json()).toEqual({ updated: 0 });
    expect(await unread('cat')).toBe(1);
  });
});
