import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { events, leagueMembers, leagues, managerEventScores, users } from '../db/schema/index';
import { rankLeagueMembers, type LeagueMemberScore } from '@shared/game/standings';
import { createTestDatabase, testDatabaseKinds } from '../test/test-database';
import type { Database } from '../db/client';
import { freshenLeagueTables, markLeagueTablesDue, writeLeaguePositions } from './league-positions.repo';

/** mulberry32: deterministic, so a failing seed can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ (x + x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// On the run's database (PostgreSQL 15 when TEST_DATABASE_URL is set, else PGlite; decision 0183). The publish
// tests (mini-season, scoring-jobs) run the same statement on both.
describe.each(testDatabaseKinds())('on %s', (kind) => {
  let database: Database;
  let db: Db;
  const SEASON = 2026;
  let eventRows: { id: number; startDate: Date }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    // Five events of the season, two sharing a start (the tie-break then goes by event id), one of another season.
    const base = Date.UTC(2026, 0, 10);
    const rows = [0, 1, 2, 2, 3].map((week, i) => ({
      name: `Rally ${i}`,
      country: 'Finland',
      location: 'Jyväskylä',
      season: SEASON,
      round: i + 1,
      startDate: new Date(base + week * 7 * 86_400_000),
      endDate: new Date(base + week * 7 * 86_400_000 + 2 * 86_400_000),
      surfaceType: 'gravel' as const,
    }));
    rows.push({
      ...rows[0]!,
      name: 'Last year',
      season: SEASON - 1,
      round: 1,
      startDate: new Date(Date.UTC(2025, 5, 1)),
      endDate: new Date(Date.UTC(2025, 5, 3)),
    });
    const inserted = await db
      .insert(events)
      .values(rows)
      .returning({ id: events.id, startDate: events.startDate, season: events.season });
    eventRows = inserted.filter((e) => e.season === SEASON);
  });
  afterAll(async () => database.close());

  async function buildLeague(seed: number, size: number) {
    const rnd = prng(seed);
    const pick = (n: number) => Math.floor(rnd() * n);
    const [league] = await db
      .insert(leagues)
      .values({ name: `L${seed}`, type: 'private', inviteCode: `S${String(seed).padStart(7, '0')}` })
      .returning();
    const members: LeagueMemberScore[] = [];
    for (let i = 0; i < size; i++) {
      // Ids in random order so the final user-id tie-break is exercised independently of insertion order.
      const id = `u${seed}-${pick(1000)}-${i}`;
      await db.insert(users).values({ id, name: id, email: `${id}@example.com`, username: id });
      // Few distinct join times, so "earliest join" ties too and the user id decides.
      const joinedAt = new Date(Date.UTC(2026, 0, 1 + pick(3)));
      await db
        .insert(leagueMembers)
        .values({ leagueId: league!.id, userId: id, joinedAt, points: 999, position: 999 });
      // A member's rally score per event as the engine records it: team points and prediction points.
      const scores: LeagueMemberScore['eventScores'] = [];
      const hasTeam = rnd() < 0.8;
      for (const ev of eventRows) {
        const team = hasTeam && rnd() < 0.7 ? pick(4) * 5 - 5 : null; // -5, 0, 5, 10: small range, many ties
        const prediction = rnd() < 0.4 ? [0, 3, 5][pick(3)]! : null;
        if (team === null && prediction === null) continue;
        const points = (team ?? 0) + (prediction ?? 0);
        await db.insert(managerEventScores).values({
          userId: id,
          eventId: ev.id,
          season: SEASON,
          eventStart: ev.startDate,
          teamPoints: team,
          predictionPoints: prediction,
          points,
        });
        scores.push({ eventId: ev.id, eventStart: ev.startDate, points });
      }
      // Other seasons' events never count (game-rules §1.3).
      if (rnd() < 0.5) {
        const other = await otherSeasonEvent();
        await db.insert(managerEventScores).values({
          userId: id,
          eventId: other.id,
          season: SEASON - 1,
          eventStart: new Date(Date.UTC(2025, 5, 1)),
          teamPoints: 15,
          predictionPoints: null,
          points: 15,
        });
      }
      members.push({ userId: id, joinedAt, eventScores: scores });
    }
    return { leagueId: league!.id, members };
  }

  async function otherSeasonEvent() {
    const [row] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.season, SEASON - 1));
    return row!;
  }

  describe('writeLeaguePositions', () => {
    it('agrees with rankLeagueMembers (game-rules §8.2 tie-breakers) on random leagues full of ties', async () => {
      const built = [];
      for (let seed = 1; seed <= 6; seed++) built.push(await buildLeague(seed, 4 + seed * 2));
      // One call for several leagues: each is ranked on its own (rally wins are per league).
      await writeLeaguePositions(
        db,
        SEASON,
        built.map((b) => b.leagueId),
      );
      for (const { leagueId, members } of built) {
        const expected = rankLeagueMembers(members).map((m) => [m.userId, m.position, m.points]);
        const rows = await db
          .select({
            userId: leagueMembers.userId,
            position: leagueMembers.position,
            points: leagueMembers.points,
          })
          .from(leagueMembers)
          .where(eq(leagueMembers.leagueId, leagueId))
          .orderBy(asc(leagueMembers.position));
        expect(
          rows.map((r) => [r.userId, r.position, r.points]),
          `league ${leagueId}`,
        ).toEqual(expected);
      }
    });

    it('game-rules §8.8: ranks the worked example of the rules document as worked out by hand', async () => {
      // E1, E2, E3 = the season's first, second and last events; E3 is the league's most recent scored event.
      const [e1, e2, e3] = [eventRows[0]!, eventRows[1]!, eventRows[4]!];
      const [league] = await db
        .insert(leagues)
        .values({ name: 'Worked example', type: 'private', inviteCode: 'WORKED88' })
        .returning();
      const jan = new Date(Date.UTC(2026, 0, 1));
      const table: [string, (number | null)[], Date][] = [
        ['Ann', [20, 10, 10], jan],
        ['Ben', [10, 20, 10], jan],
        ['Cat', [15, 15, 10], jan],
        ['Dan', [25, 5, null], jan],
        ['Eve', [5, 15, 20], jan],
        ['Gus', [10, 10, null], new Date(Date.UTC(2026, 2, 1))],
        ['Hal', [10, 10, 0], new Date(Date.UTC(2026, 2, 5))],
        ['Ivy', [10, 10, 0], new Date(Date.UTC(2026, 2, 2))],
      ];
      for (const [name, scores, joinedAt] of table) {
        const id = `worked-${name}`;
        await db.insert(users).values({ id, name: id, email: `${id}@example.com`, username: id });
        await db.insert(leagueMembers).values({ leagueId: league!.id, userId: id, joinedAt });
        for (const [i, ev] of [e1, e2, e3].entries()) {
          const points = scores[i];
          if (points === null || points === undefined) continue;
          await db.insert(managerEventScores).values({
            userId: id,
            eventId: ev.id,
            season: SEASON,
            eventStart: ev.startDate,
            teamPoints: points,
            predictionPoints: null,
            points,
          });
        }
      }
      await writeLeaguePositions(db, SEASON, [league!.id]);
      const rows = await db
        .select({ userId: leagueMembers.userId, position: leagueMembers.position, points: leagueMembers.points })
        .from(leagueMembers)
        .where(eq(leagueMembers.leagueId, league!.id))
        .orderBy(asc(leagueMembers.position));
      // By hand (docs/game-rules.md §8.8): four on 40 points — Eve and Ben one win each, best 20 each, E3 20
      // against 10; Ann and Cat no win, best 20 against 15 —, Dan 30; three on 20 points with no win and best 10:
      // Ivy and Hal took part in E3 (0 each; Ivy joined first), Gus did not and is last.
      expect(rows.map((r) => `${r.position}.${r.userId.slice(7)}:${r.points}`)).toEqual([
        '1.Eve:40',
        '2.Ben:40',
        '3.Ann:40',
        '4.Cat:40',
        '5.Dan:30',
        '6.Ivy:20',
        '7.Hal:20',
        '8.Gus:20',
      ]);
    });

    it('leaves other leagues alone and does nothing for an empty list', async () => {
      const a = await buildLeague(50, 3);
      const b = await buildLeague(51, 3);
      await writeLeaguePositions(db, SEASON, []);
      await writeLeaguePositions(db, SEASON, [a.leagueId]);
      const untouched = await db
        .select()
        .from(leagueMembers)
        .where(inArray(leagueMembers.leagueId, [b.leagueId]));
      expect(untouched.every((m) => m.position === 999 && m.points === 999)).toBe(true);
    });
  });

  describe('freshenLeagueTables (docs/decisions/0219)', () => {
    const table = async (leagueId: number) =>
      (
        await db
          .select({ userId: leagueMembers.userId, position: leagueMembers.position, points: leagueMembers.points })
          .from(leagueMembers)
          .where(eq(leagueMembers.leagueId, leagueId))
          .orderBy(asc(leagueMembers.position))
      ).map((r) => [r.userId, r.position, r.points]);
    const dueOf = async (leagueId: number) =>
      (await db.select({ due: leagues.tablesDueSeason }).from(leagues).where(eq(leagues.id, leagueId)))[0]!.due;

    it("computes a due league for the season it is due for, not for another season's computation", async () => {
      const a = await buildLeague(60, 7);
      await markLeagueTablesDue(db, SEASON);
      expect(await dueOf(a.leagueId)).toBe(SEASON);
      // Last season's table of the league (a join's, say) does not make this season's up to date.
      await writeLeaguePositions(db, SEASON - 1, [a.leagueId]);
      expect(await dueOf(a.leagueId)).toBe(SEASON);
      await freshenLeagueTables(db, { leagueIds: [a.leagueId] });
      expect(await dueOf(a.leagueId)).toBeNull();
      expect(await table(a.leagueId)).toEqual(rankLeagueMembers(a.members).map((m) => [m.userId, m.position, m.points]));
    });

    it("covers a member's leagues only, and leaves an up-to-date table as stored", async () => {
      const a = await buildLeague(61, 4);
      const b = await buildLeague(62, 4);
      await markLeagueTablesDue(db, SEASON);
      await freshenLeagueTables(db, { userIds: [a.members[0]!.userId] });
      expect(await dueOf(a.leagueId)).toBeNull();
      expect(await dueOf(b.leagueId)).toBe(SEASON);
      expect((await table(b.leagueId)).every(([, position, points]) => position === 999 && points === 999)).toBe(true);
      // Not due: nothing is recomputed, whatever the rows hold.
      await db.update(leagueMembers).set({ position: 999 }).where(eq(leagueMembers.leagueId, a.leagueId));
      await freshenLeagueTables(db, { leagueIds: [a.leagueId] });
      expect((await table(a.leagueId)).every(([, position]) => position === 999)).toBe(true);
    });
  });
});
