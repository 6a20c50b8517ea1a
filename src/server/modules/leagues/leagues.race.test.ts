import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueMembers, leagues, users } from '../../db/schema/index';
import type { LeagueDetail } from '@shared/api/leagues';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { createLeague, joinByCode, joinLeague, leaveLeague, removeMember } from './leagues.service';

/*
 * Race tests need real PostgreSQL: PGlite is a single connection that runs one transaction at a time, so
 * requests there never overlap and a race "passing" on it would prove nothing (docs/decisions/0051-purchase-locking-and-lineup-history.md). Without
 * TEST_DATABASE_URL the block is skipped, and vitest lists it as skipped.
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PARALLEL = 50;

describe.runIf(hasPostgres)('league membership races (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ kind: 'postgres' });
  });
  afterAll(async () => t?.close());

  async function makeUsers(prefix: string, n: number) {
    const rows = Array.from({ length: n }, (_, i) => {
      const id = `${prefix}-${i}-${randomBytes(4).toString('hex')}`;
      return { id, name: id, email: `${id}@example.com`, username: id };
    });
    await t.database.db.insert(users).values(rows);
    return rows.map((r) => ({ id: r.id, username: r.username }));
  }

  /** member_count, the rows, and positions 1..n without gaps or repeats. */
  async function invariants(leagueId: number) {
    const [league] = await t.database.db.select().from(leagues).where(eq(leagues.id, leagueId));
    const members = await t.database.db.select().from(leagueMembers).where(eq(leagueMembers.leagueId, leagueId));
    const positions = members.map((m) => m.position).sort((a, b) => (a ?? 0) - (b ?? 0));
    return {
      memberCount: league?.memberCount,
      rows: members.length,
      positionsAreOneToN: positions.every((p, i) => p === i + 1),
      admins: members.filter((m) => m.isAdmin).length,
    };
  }

  it('one user joining the same league 50 times at once gets one membership', async () => {
    const owner = new TestClient(t.app);
    await owner.signUp(uniqueUser('raceowner'));
    const league = ((await owner.post('/api/leagues', { name: 'Race' })).json() as { league: LeagueDetail }).league;
    const joiner = new TestClient(t.app);
    await joiner.signUp(uniqueUser('racejoiner'));

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => joiner.post('/api/leagues/join', { code: league.inviteCode })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    expect(await invariants(league.id)).toEqual({ memberCount: 2, rows: 2, positionsAreOneToN: true, admins: 1 });
  });

  it('50 different users joining at once give member_count 51 (with the creator) and positions 1..51', async () => {
    const [owner] = await makeUsers('own', 1);
    const league = await createLeague(t.database.db, owner!.id, { name: 'Crowd', isPrivate: true });
    const joiners = await makeUsers('crowd', PARALLEL);
    const results = await Promise.allSettled(
      // Half type the code in lower case: the same code once normalised.
      joiners.map((u, i) => joinByCode(t.database.db, t.config.rateLimits, u, i % 2 ? league.inviteCode! : league.inviteCode!.toLowerCase(), '127.0.0.1')),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await invariants(league.id)).toEqual({ memberCount: PARALLEL + 1, rows: PARALLEL + 1, positionsAreOneToN: true, admins: 1 });
  });

  it('parallel joins, leaves and removals keep member_count exact', async () => {
    const [owner] = await makeUsers('own2', 1);
    const league = await createLeague(t.database.db, owner!.id, { name: 'Churn', isPrivate: false });
    const early = await makeUsers('early', PARALLEL / 2);
    for (const u of early) await joinLeague(t.database.db, u, league.id);
    const late = await makeUsers('late', PARALLEL / 2);

    const ops = [
      ...early.slice(0, 15).map((u) => () => leaveLeague(t.database.db, u.id, league.id)),
      ...early.slice(15).map((u) => () => removeMember(t.database.db, owner!.id, league.id, u.id)),
      ...late.map((u) => () => joinLeague(t.database.db, u, league.id)),
      // The same users trying again at the same time must not double anything.
      ...late.slice(0, 10).map((u) => () => joinLeague(t.database.db, u, league.id)),
      ...early.slice(0, 5).map((u) => () => leaveLeague(t.database.db, u.id, league.id)),
    ].sort(() => 0.5 - Math.random());
    const results = await Promise.allSettled(ops.map((op) => op()));
    const unexpected = results.filter(
      (r) => r.status === 'rejected' && !/already a member|not a member|League not found|not a member of the league/i.test(String((r.reason as Error).message)),
    );
    expect(unexpected).toEqual([]);
    // Owner + the 25 late joiners remain.
    expect(await invariants(league.id)).toEqual({ memberCount: 1 + PARALLEL / 2, rows: 1 + PARALLEL / 2, positionsAreOneToN: true, admins: 1 });
  });
});
