import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEventResultsResponse, ResultRow } from '@shared/api/admin-results';
import type { CorrectionDto } from '@shared/api/corrections';
import { events, fantasyTeams, lineupHistory, managerEventScores } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { drainScoringJobs } from '../scoring/index';

// Corrections are not silent (issue 30, part 3; docs/decisions/0192): a republish that changes published
// results is recorded, shown publicly, and each manager whose points moved is told old → new.
const ADMIN_EMAIL = 'corrections-admin@example.com';

let t: TestApp;
let admin: TestClient;
let player: TestClient;
let playerId: string;
let eventId: number;
let eventName: string;
let original: ResultRow[];

const put = (results: unknown) => admin.request({ method: 'PUT', url: `/api/admin/events/${eventId}/results`, payload: { results } });

async function publish(rows: ResultRow[]) {
  expect((await put(rows)).statusCode).toBe(200);
  expect((await admin.post(`/api/admin/events/${eventId}/publish`, {})).statusCode).toBe(202);
  await drainScoringJobs(t.database.db);
}

async function scoreOf(userId: string): Promise<number | undefined> {
  const rows = await t.database.db
    .select({ points: managerEventScores.points })
    .from(managerEventScores)
    .where(sql`${managerEventScores.userId} = ${userId} AND ${managerEventScores.eventId} = ${eventId}`);
  return rows[0]?.points;
}

beforeAll(async () => {
  t = await createTestApp({ seeded: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = new TestClient(t.app);
  await admin.signUp({ ...uniqueUser('correctionsadmin'), email: ADMIN_EMAIL });
  const [ev] = await t.database.db.select().from(events).where(eq(events.round, 9)).orderBy(asc(events.id));
  eventId = ev?.id ?? 0;
  eventName = ev?.name ?? '';
  const body = (await admin.get(`/api/admin/events/${eventId}/results`)).json<AdminEventResultsResponse>();
  original = body.published.map(({ fantasyPoints: _f, breakdown: _b, ...r }) => r);

  // A manager who held round 9's winner at its start: the facts a correction will change.
  player = new TestClient(t.app);
  playerId = (await player.signUp(uniqueUser('held'))).json().user.id;
  const team = (await player.post('/api/fantasy/team', { name: 'Held The Winner' })).json().team.id as number;
  const winner = original.find((r) => r.position === 1)?.driverId ?? 0;
  expect((await player.post('/api/fantasy/team/drivers', { driverId: winner })).statusCode).toBe(201);
  await t.database.db
    .update(lineupHistory)
    .set({ acquiredAt: new Date((ev?.startDate.getTime() ?? 0) - 86_400_000) })
    .where(eq(lineupHistory.teamId, team));
  await t.database.db.update(fantasyTeams).set({ createdAt: new Date((ev?.startDate.getTime() ?? 0) - 86_400_000) }).where(eq(fantasyTeams.id, team));
  // Scores the manager in as the facts now say; the same results again are no correction.
  await publish(original);
});
afterAll(async () => t.close());

describe('corrections of published results', () => {
  it('records nothing for a republish of the same results', async () => {
    expect((await new TestClient(t.app).get(`/api/events/${eventId}/corrections`)).json()).toEqual({ corrections: [] });
    expect(await scoreOf(playerId)).toBeGreaterThan(0);
  });

  it('records what changed, tells each manager old → new, and shows it publicly', async () => {
    const before = await scoreOf(playerId);
    const swapped = original.map((r) => (r.position === 1 ? { ...r, position: 2 } : r.position === 2 ? { ...r, position: 1 } : r));
    await publish(swapped);
    const after = await scoreOf(playerId);
    expect(after).not.toBe(before);

    const anonymous = new TestClient(t.app);
    const { corrections } = (await anonymous.get(`/api/events/${eventId}/corrections`)).json<{ corrections: CorrectionDto[] }>();
    expect(corrections).toHaveLength(1);
    const [c] = corrections;
    expect(c?.event).toMatchObject({ id: eventId, name: eventName, round: 9 });
    expect(c?.changes.map((x) => [x.before?.position, x.after?.position]).sort()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(c?.managersDown).toBeGreaterThanOrEqual(1);
    expect((c?.managersUp ?? 0) + (c?.managersDown ?? 0)).toBeGreaterThanOrEqual(1);

    const log = (await anonymous.get('/api/corrections')).json<{ corrections: CorrectionDto[] }>().corrections;
    expect(log[0]).toEqual(c);

    const notices = (await player.get('/api/notifications')).json().notifications as { type: string; title: string; body: string; link: string }[];
    const notice = notices.filter((n) => n.type === 'correction');
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({
      title: `Results corrected: ${eventName}`,
      body: `Your points for ${eventName} changed from ${before} to ${after}.`,
      link: `/events/${eventId}?tab=results`,
    });
    // The admin held nothing: no notice.
    const adminNotices = (await admin.get('/api/notifications')).json().notifications as { type: string }[];
    expect(adminNotices.some((n) => n.type === 'correction')).toBe(false);
  });

  it('records the way back as a second correction, newest first', async () => {
    await publish(original);
    const { corrections } = (await new TestClient(t.app).get(`/api/events/${eventId}/corrections`)).json<{ corrections: CorrectionDto[] }>();
    expect(corrections).toHaveLength(2);
    expect(corrections[0]?.managersUp).toBeGreaterThanOrEqual(1);
    const notices = (await player.get('/api/notifications')).json().notifications as { type: string }[];
    expect(notices.filter((n) => n.type === 'correction')).toHaveLength(2);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await new TestClient(t.app).get('/api/events/999999/corrections')).statusCode).toBe(404);
  });
});
