import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import { events, reachDeliveries, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { defaultTestDatabaseKind, type TestDatabaseKind } from '../../test/test-database';
import { beginSending, claimPlanned, planDue } from './deliveries.repo';
import { reachEventReport } from './reach-report.repo';
import { runReachTick, type ReachDeps } from './reach.service';

/**
 * Sent once, by design (issue 32 part 4, docs/decisions/0195): two instances at once, an instance killed after
 * claiming or while sending, and a start moved around its reminder. The mail relay is a recorder here: these
 * tests count messages, the SMTP path has its own test (reach-mail.test.ts).
 */
const HOUR = 3_600_000;
const PLAYERS = 24;
const kinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : [defaultTestDatabaseKind()];

describe.each(kinds)('each reminder once (%s)', (kind) => {
  let t: TestApp;
  let round = 0;
  const sent: MailMessage[] = [];
  const deps = (): ReachDeps => ({
    db: t.database.db,
    mailer: { send: async (m) => void sent.push(m) },
    publicUrl: t.config.publicUrl,
    secret: t.config.authSecret!,
  });
  const addEvent = async (start: Date) => {
    round += 1;
    const [ev] = await t.database.db
      .insert(events)
      .values({ season: 2034, round, name: `Once Rally ${round}`, country: 'Kenya', startDate: start, endDate: new Date(start.getTime() + 48 * HOUR), surfaceType: 'gravel' })
      .returning({ id: events.id });
    return ev!.id;
  };
  const statuses = async (eventId: number) =>
    (await t.database.db.select({ status: reachDeliveries.status }).from(reachDeliveries).where(eq(reachDeliveries.eventId, eventId)))
      .map((r) => r.status)
      .sort();

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await t.database.db.insert(users).values(
      Array.from({ length: PLAYERS }, (_, i) => ({ id: `once-${i}`, name: `once-${i}`, email: `once-${i}@example.com`, username: `once_${i}` })),
    );
  });
  afterAll(async () => {
    await t?.clock.reset();
    await t?.close();
  });

  it('two instances passing at once send each player’s reminder once (game-rules §17.1)', async () => {
    const start = new Date('2034-03-01T08:00:00Z');
    const eventId = await addEvent(start);
    await t.clock.set(new Date(start.getTime() - 24 * HOUR + 1000), { frozen: true });
    sent.length = 0;
    // Small batches, so the two passes interleave claim by claim on PostgreSQL's pool.
    const [a, b] = await Promise.all([runReachTick(deps(), { batch: 5 }), runReachTick(deps(), { batch: 5 })]);
    expect(a.sent + b.sent).toBe(PLAYERS);
    expect(new Set(sent.map((m) => m.to)).size).toBe(PLAYERS);
    expect(await statuses(eventId)).toEqual(Array(PLAYERS).fill('sent'));
    expect((await runReachTick(deps())).sent).toBe(0);
  });

  it('after a kill -9, claimed rows are sent by another instance and the one in flight is never sent twice', async () => {
    const start = new Date('2034-04-01T08:00:00Z');
    const eventId = await addEvent(start);
    await t.clock.set(new Date(start.getTime() - HOUR), { frozen: true });
    // The dead instance: it claimed every row, began sending one, and died before marking it sent.
    expect(await planDue(t.database.db, 'lock_1h', 'email')).toBe(PLAYERS);
    const claimed = await claimPlanned(t.database.db, 'email', 100, 5 * 60_000);
    expect(claimed).toHaveLength(PLAYERS);
    expect(await beginSending(t.database.db, claimed[0]!, 5 * 60_000)).toBe(true);
    sent.length = 0;
    // Before the leases run out, the rows are still the dead instance's.
    expect((await runReachTick(deps())).sent).toBe(0);
    await t.clock.advance(5 * 60_000 + 1000, { frozen: true });
    expect((await runReachTick(deps())).sent).toBe(PLAYERS - 1);
    const [inFlight] = await t.database.db.select({ userId: reachDeliveries.userId }).from(reachDeliveries).where(eq(reachDeliveries.id, claimed[0]!));
    expect(sent.map((m) => m.to)).not.toContain(`${inFlight!.userId}@example.com`);
    expect(await statuses(eventId)).toEqual(['lost', ...Array(PLAYERS - 1).fill('sent')]);
    const report = await reachEventReport(t.database.db, eventId);
    expect(report!.kinds.find((k) => k.kind === 'lock_1h')).toMatchObject({ planned: 0, sent: PLAYERS - 1, lost: 1 });
  });

  it('a moved start re-plans its reminders; a moment already past is not sent late (game-rules §17.1)', async () => {
    const start = new Date('2034-05-01T08:00:00Z');
    const eventId = await addEvent(start);
    await t.clock.set(new Date(start.getTime() - 30 * HOUR), { frozen: true });
    expect((await runReachTick(deps())).sent).toBe(0);
    // Moved earlier: its 24 h moment is now 90 minutes past, beyond the hour it may be sent in.
    const now = t.clock.now().getTime();
    await t.database.db.update(events).set({ startDate: new Date(now + 22.5 * HOUR) }).where(eq(events.id, eventId));
    expect((await runReachTick(deps())).sent).toBe(0);
    // Moved later again: the 24 h moment is ten minutes ago, inside its hour.
    await t.database.db.update(events).set({ startDate: new Date(now + 24 * HOUR - 10 * 60_000) }).where(eq(events.id, eventId));
    expect((await runReachTick(deps())).sent).toBe(PLAYERS);
    // Moved once more after the send: the 24 h reminder is not sent again.
    await t.database.db.update(events).set({ startDate: new Date(now + 24 * HOUR + 30 * 60_000) }).where(eq(events.id, eventId));
    await t.clock.advance(30 * 60_000 + 1000, { frozen: true });
    expect((await runReachTick(deps())).sent).toBe(0);
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM reach_deliveries WHERE event_id = ${eventId}`);
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(PLAYERS);
  });
});
