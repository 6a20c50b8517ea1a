import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TEAM_DRIVERS } from '@shared/constants/game';
import type { ReachEventReport } from '@shared/api/reach';
import {
  drivers,
  events,
  fantasyTeamDrivers,
  fantasyTeams,
  leagueMembers,
  leagues,
  predictions,
  reachPreferences,
  teamEventScores,
  teams,
  userPreferences,
  users,
  userStatistics,
} from '../../db/schema/index';
import { createMailer } from '../../lib/mailer';
import { createClock } from '../../lib/clock';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { runReachTick, type ReachDeps } from './reach.service';

/**
 * E-mail reminders and digests (issue 32 parts 3 and 4) through the real mail path to a real SMTP server, with
 * the game clock moved to the instants that matter: each reminder once, to the right players only, in their
 * language, with a one-click unsubscribe that needs no session and turns off that kind only.
 */
const HOUR = 3_600_000;
const START = new Date('2033-04-10T08:00:00.000Z');
const ADMIN = 'reach-admin@example.com';

describe('e-mail reminders and digests', () => {
  let t: TestApp;
  let smtp: MailCatcher;
  let deps: ReachDeps;
  let eventId: number;
  const who: Record<'noTeam' | 'complete' | 'optedOut' | 'german' | 'no1h', string> = {
    noTeam: '',
    complete: '',
    optedOut: '',
    german: '',
    no1h: '',
  };
  const email = (id: string) => `${id}@example.com`;
  const tick = () => runReachTick(deps);
  const mailsTo = (id: string) => smtp.mails.filter((m) => m.to.includes(email(id)));

  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN } });
    const db = t.database.db;
    const mailer = createMailer(t.config, { info: () => undefined, warn: () => undefined }, createClock());
    deps = { db, mailer, publicUrl: t.config.publicUrl, secret: t.config.authSecret! };
    for (const key of Object.keys(who) as (keyof typeof who)[]) {
      const id = `reach-${key.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`;
      who[key] = id;
      await db.insert(users).values({ id, name: id, email: email(id), username: id });
    }
    const [team] = await db.insert(teams).values({ name: 'Reach Works' }).returning();
    const driverRows = await db
      .insert(drivers)
      .values(Array.from({ length: MAX_TEAM_DRIVERS }, (_, i) => ({ name: `Reach Driver ${i}`, teamId: team!.id, price: 1_000_000 })))
      .returning();
    const [ev] = await db
      .insert(events)
      .values({ season: 2033, round: 1, name: 'Reach Rally', country: 'Finland', startDate: START, endDate: new Date(START.getTime() + 72 * HOUR), surfaceType: 'gravel' })
      .returning({ id: events.id });
    eventId = ev!.id;
    // The complete player: a full team and a prediction, so no reminder is owed.
    const [ft] = await db.insert(fantasyTeams).values({ userId: who.complete, name: 'Full' }).returning();
    await db.insert(fantasyTeamDrivers).values(driverRows.map((d) => ({ teamId: ft!.id, driverId: d.id, purchasePrice: d.price })));
    await db.insert(predictions).values({ userId: who.complete, eventId });
    // The German player has a team of one: the reminder says so.
    const [gt] = await db.insert(fantasyTeams).values({ userId: who.german, name: 'Halb' }).returning();
    await db.insert(fantasyTeamDrivers).values({ teamId: gt!.id, driverId: driverRows[0]!.id, purchasePrice: 1_000_000 });
    await db.insert(userPreferences).values([
      { userId: who.german, language: 'de' },
      // The spec's e-mail switch off: nothing at all.
      { userId: who.optedOut, emailUpdates: false },
    ]);
    await db.insert(reachPreferences).values({ userId: who.no1h, emailLock1h: false });
  });
  afterAll(async () => {
    await t?.clock.reset();
    await t?.close();
    await smtp?.close();
  });

  it('sends nothing before the 24 h mark, then the 24 h reminder once to the players who owe a pick (game-rules §17.1)', async () => {
    await t.clock.set(new Date(START.getTime() - 24 * HOUR - 1000), { frozen: true });
    expect((await tick()).sent).toBe(0);
    await t.clock.set(new Date(START.getTime() - 24 * HOUR), { frozen: true });
    expect(await tick()).toEqual({ sent: 3, failed: 0, skipped: 0 });
    expect(await tick()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    for (const id of [who.noTeam, who.german, who.no1h]) expect(mailsTo(id)).toHaveLength(1);
    for (const id of [who.complete, who.optedOut]) expect(mailsTo(id)).toHaveLength(0);
  });

  it('writes both parts, the List-Unsubscribe headers and the player’s language', async () => {
    const [mail] = mailsTo(who.noTeam) as [CaughtMail];
    expect(mail.subject).toBe('Reach Rally locks in 24 hours');
    expect(mail.text).toContain('You have not picked a team yet.');
    expect(mail.text).toContain('You have no podium prediction for this rally yet.');
    expect(mail.text).toContain(`${t.config.publicUrl}/events/${eventId}`);
    expect(mail.html).toContain('<p>You have not picked a team yet.</p>');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/reach\/unsubscribe\?u=.+&k=lock_24h&s=.+>$/);
    const [german] = mailsTo(who.german) as [CaughtMail];
    expect(german.subject).toBe('Reach Rally wird in 24 Stunden gesperrt');
    expect(german.text).toContain(`Dein Team hat 1 von ${MAX_TEAM_DRIVERS} Fahrern.`);
  });

  it('sends the 1 h reminder once, not to who turned that kind off, and nothing at the lock (game-rules §17.1)', async () => {
    await t.clock.set(new Date(START.getTime() - HOUR + 60_000), { frozen: true });
    expect((await tick()).sent).toBe(2);
    expect(mailsTo(who.noTeam).map((m) => m.subject)).toEqual(['Reach Rally locks in 24 hours', 'Reach Rally locks in one hour']);
    expect(mailsTo(who.no1h)).toHaveLength(1);
    await t.clock.set(START, { frozen: true });
    expect((await tick()).sent).toBe(0);
  });

  it('unsubscribes with one click and no session, from that kind only; a forged link changes nothing', async () => {
    const link = /^<(.+)>$/.exec(mailsTo(who.noTeam)[0]!.headers['list-unsubscribe']!)![1]!;
    const anonymous = new TestClient(t.app);
    const forged = await anonymous.get(link.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This unsubscribe link is not valid.');
    expect(await t.database.db.select().from(reachPreferences).where(eq(reachPreferences.userId, who.noTeam))).toEqual([]);
    const page = await anonymous.get(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('You will no longer get the e-mail 24 hours before each lock.');
    const [prefs] = await t.database.db.select().from(reachPreferences).where(eq(reachPreferences.userId, who.noTeam));
    expect(prefs).toMatchObject({ emailLock24h: false, emailLock1h: true, emailDigest: true, pushLock: true });
    // RFC 8058: the mail provider POSTs a form from its own servers, without our Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: mailsTo(who.no1h)[0]!.headers['list-unsubscribe']!.slice(1, -1).replace('http://localhost:3000', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(204);
    const [no1h] = await t.database.db.select().from(reachPreferences).where(eq(reachPreferences.userId, who.no1h));
    expect(no1h).toMatchObject({ emailLock24h: false, emailLock1h: false, emailDigest: true });
  });

  it('sends a digest after the publish: points, rank move and leagues (game-rules §17.2)', async () => {
    const db = t.database.db;
    const [ft] = await db.select().from(fantasyTeams).where(eq(fantasyTeams.userId, who.complete));
    await db.insert(teamEventScores).values({ teamId: ft!.id, eventId, points: 61 });
    await db.update(predictions).set({ isProcessed: true, points: 10 }).where(eq(predictions.userId, who.complete));
    await db.insert(userStatistics).values({ userId: who.complete, totalPoints: 71, globalRank: 4 });
    const [league] = await db.insert(leagues).values({ name: 'Gravel Friends', memberCount: 3 }).returning();
    await db.insert(leagueMembers).values({ leagueId: league!.id, userId: who.complete, position: 2 });
    const published = new Date(START.getTime() + 80 * HOUR);
    await db.update(events).set({ resultsPublishedAt: published, status: 'completed' }).where(eq(events.id, eventId));
    await t.clock.set(new Date(published.getTime() + 1000), { frozen: true });
    expect((await tick()).sent).toBe(1);
    const [digest] = mailsTo(who.complete) as [CaughtMail];
    expect(digest.subject).toBe('Your results for Reach Rally');
    expect(digest.text).toContain('You scored 71 points: 61 with your team and 10 with your prediction.');
    expect(digest.text).toContain('Your overall rank: 4.');
    expect(digest.text).toContain('- Gravel Friends: position 2 of 3');
    expect(digest.headers['list-unsubscribe']).toContain('k=digest');
    expect((await tick()).sent).toBe(0);
  });

  it('shows the admin what each kind of an event planned and sent; players get 403, bad ids 400', async () => {
    const admin = new TestClient(t.app);
    expect((await admin.signUp({ ...uniqueUser('reachadmin'), email: ADMIN })).statusCode).toBe(200);
    const res = await admin.get(`/api/admin/events/${eventId}/reach`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ReachEventReport>();
    expect(report.kinds.map((k) => [k.kind, k.dueAt, k.sent])).toEqual([
      ['lock_24h', new Date(START.getTime() - 24 * HOUR).toISOString(), 3],
      ['lock_1h', new Date(START.getTime() - HOUR).toISOString(), 2],
      ['digest', new Date(START.getTime() + 80 * HOUR).toISOString(), 1],
    ]);
    expect((await admin.get('/api/admin/events/999999/reach')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/events/nope/reach')).statusCode).toBe(400);
  });
});
