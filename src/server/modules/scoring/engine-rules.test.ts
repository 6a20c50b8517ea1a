import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import {
  driverPrices,
  drivers,
  events,
  fantasyTeams,
  lineupHistory,
  managerEventScores,
  resultDrafts,
  teamEventScores,
  userStatistics,
  users,
} from '../../db/schema/index';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-database';
import { writeUserStatistics } from './scoring.repo';
import { publishNow } from './scoring.service';

/**
 * Rules of docs/game-rules.md checked through the engine itself, where no other test does. Every expected
 * figure is worked out by hand in the comments, not taken from the code under test.
 *
 * Two of them were decided in issue 28, part 6:
 *
 * - §9.7 form: the last event against the average of the driver's EARLIER events of the season. A season
 *   average that includes the last event (the engine's old reading) says "stable" for both drivers below.
 * - §7.6 / §8.4 global rank: the fourth tie-breaker is the manager's score in the season's most recent scored
 *   event, and a manager who did not take part in it ranks below every manager who did. The old reading (each
 *   manager's own latest rally) puts Gus sixth.
 *
 * And the lineup at the lock with a driver not entered (§4.8, §5.1, §5.2, §7.4) and his unchanged price (§9.4).
 */

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('game rules through the engine (%s)', (kind) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => database.close());

  it('game-rules §9.7: form compares the last event with the average of the earlier ones (10, 10, 14 is up)', async () => {
    const names = ['Form A', 'Form B', 'Form C', 'Form D', 'Form E', 'Form F'];
    const rows = await db
      .insert(drivers)
      .values(names.map((name) => ({ name, price: 2_000_000 })))
      .returning({ id: drivers.id, name: drivers.name });
    const id = Object.fromEntries(rows.map((r) => [r.name.slice(-1), r.id])) as Record<string, number>;
    const base = Date.UTC(2026, 0, 8);
    const evs = await db
      .insert(events)
      .values(
        [0, 1, 2].map((i) => ({
          season: 2026,
          round: i + 1,
          name: `Form rally ${i + 1}`,
          country: 'Finland',
          startDate: new Date(base + i * 14 * DAY),
          endDate: new Date(base + i * 14 * DAY + 3 * DAY),
          surfaceType: 'gravel' as const,
        })),
      )
      .returning({ id: events.id });
    // Everyone finishes. Events 1 and 2: A B C D E F in 1st..6th; event 3: D and F swap 4th and 6th.
    // Fantasy points (position + 2 for finishing): 4th 12 + 2 = 14, 6th 8 + 2 = 10.
    // D: 14, 14, 10 → earlier average 14, last 10: −4 → down (a season average of 12.67 gives −2.67: stable).
    // F: 10, 10, 14 → earlier average 10, last 14: +4 → up (a season average of 11.33 gives +2.67: stable).
    const orders = [
      ['A', 'B', 'C', 'D', 'E', 'F'],
      ['A', 'B', 'C', 'D', 'E', 'F'],
      ['A', 'B', 'C', 'F', 'E', 'D'],
    ];
    const formAfter: Record<string, string>[] = [];
    for (const [i, ev] of evs.entries()) {
      await db.insert(resultDrafts).values(
        orders[i]!.map((d, k) => ({
          eventId: ev.id,
          driverId: id[d]!,
          rowNumber: k + 1,
          status: 'finished' as const,
          position: k + 1,
        })),
      );
      await db.execute(sql`UPDATE events SET results_draft_saved_at = app_now() WHERE id = ${ev.id}`);
      await publishNow(db, ev.id);
      const now = await db
        .select({ name: drivers.name, form: drivers.form, points: drivers.points })
        .from(drivers)
        .where(inArray(drivers.id, [id.A!, id.D!, id.F!]))
        .orderBy(asc(drivers.name));
      formAfter.push(Object.fromEntries(now.map((d) => [d.name.slice(-1), `${d.form} ${d.points}`])));
    }
    // After one event nobody has an earlier event: stable. After two: D 14 vs 14, F 10 vs 10: stable.
    expect(formAfter[0]).toEqual({ A: 'stable 27', D: 'stable 14', F: 'stable 10' });
    expect(formAfter[1]).toEqual({ A: 'stable 54', D: 'stable 28', F: 'stable 20' });
    // After three: A 27, 27, 27 stable; D down; F up. Season points D 38, F 34.
    expect(formAfter[2]).toEqual({ A: 'stable 81', D: 'down 38', F: 'up 34' });
  });

  it('game-rules §8.4: the global rank puts a manager who skipped the season\'s latest event below those who took part', async () => {
    const season = 2031;
    const base = Date.UTC(season, 1, 5);
    const evs = await db
      .insert(events)
      .values(
        [0, 1, 2].map((i) => ({
          season,
          round: i + 1,
          name: `Rank rally ${i + 1}`,
          country: 'Sweden',
          startDate: new Date(base + i * 14 * DAY),
          endDate: new Date(base + i * 14 * DAY + 3 * DAY),
          surfaceType: 'snow' as const,
        })),
      )
      .returning({ id: events.id, startDate: events.startDate });
    // The worked example of docs/game-rules.md §8.8, as managers with a team: the team's creation stands in
    // for the league join (earliest team first).
    const jan = new Date(Date.UTC(season, 0, 1));
    const table: [string, (number | null)[], Date][] = [
      ['Ann', [20, 10, 10], jan],
      ['Ben', [10, 20, 10], jan],
      ['Cat', [15, 15, 10], jan],
      ['Dan', [25, 5, null], jan],
      ['Eve', [5, 15, 20], jan],
      ['Gus', [10, 10, null], new Date(Date.UTC(season, 2, 1))],
      ['Hal', [10, 10, 0], new Date(Date.UTC(season, 2, 5))],
      ['Ivy', [10, 10, 0], new Date(Date.UTC(season, 2, 2))],
    ];
    for (const [name, scores, createdAt] of table) {
      const userId = `rank-${name}`;
      await db.insert(users).values({ id: userId, name: userId, email: `${userId}@example.com`, username: userId });
      await db.insert(fantasyTeams).values({ userId, name: `Team ${name}`, createdAt });
      for (const [i, ev] of evs.entries()) {
        const points = scores[i];
        if (points === null || points === undefined) continue;
        await db.insert(managerEventScores).values({
          userId,
          eventId: ev.id,
          season,
          eventStart: ev.startDate,
          teamPoints: points,
          predictionPoints: null,
          points,
        });
      }
    }
    // The ranking step's statement, in a transaction of its own as the engine runs it.
    await db.transaction(async (tx) => {
      await writeUserStatistics(tx as unknown as Db, season);
    });
    const ranks = await db
      .select({ userId: userStatistics.userId, rank: userStatistics.globalRank, total: userStatistics.totalPoints })
      .from(userStatistics)
      .innerJoin(users, eq(users.id, userStatistics.userId))
      .where(sql`${users.id} LIKE 'rank-%'`)
      .orderBy(asc(userStatistics.globalRank));
    // By hand: as in §8.8 — Eve, Ben, Ann, Cat on 40, Dan 30, then Ivy and Hal (took part in the last event
    // with 0; Ivy's team is older) before Gus, who did not take part in it.
    expect(ranks.map((r) => `${r.rank}.${r.userId.slice(5)}:${r.total}`)).toEqual([
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

  it('game-rules §4.8, §5.1, §5.2, §7.4 and §9.4: the lineup at the lock, a driver not entered, a team with no lineup', async () => {
    const season = 2033;
    const start = new Date(Date.UTC(season, 4, 7, 7));
    const hour = 3_600_000;
    const [ev] = await db
      .insert(events)
      .values({
        season,
        round: 1,
        name: 'Lineup rally',
        country: 'Portugal',
        startDate: start,
        endDate: new Date(start.getTime() + 3 * DAY),
        surfaceType: 'gravel',
      })
      .returning({ id: events.id });
    const [p, q] = await db
      .insert(drivers)
      .values([
        { name: 'Lineup P', price: 2_000_000 },
        { name: 'Lineup Q', price: 1_500_000 },
      ])
      .returning({ id: drivers.id });
    // Who held what, relative to the start (the lock). Hours; null: still held.
    const holdings: Record<string, [number, number, number | null][]> = {
      both: [
        [p!.id, -24, null],
        [q!.id, -24, null],
      ],
      qOnly: [[q!.id, -24, null]],
      late: [[p!.id, 1, null]],
      soldAfter: [[p!.id, -24, 1]],
      soldBefore: [[p!.id, -24, -1]],
    };
    const teamOf: Record<string, number> = {};
    for (const [name, held] of Object.entries(holdings)) {
      const userId = `lineup-${name}`;
      await db.insert(users).values({ id: userId, name: userId, email: `${userId}@example.com`, username: userId });
      const [team] = await db
        .insert(fantasyTeams)
        .values({ userId, name: `Team ${name}`, createdAt: new Date(start.getTime() - 48 * hour) })
        .returning({ id: fantasyTeams.id });
      teamOf[name] = team!.id;
      for (const [driverId, from, to] of held) {
        await db.insert(lineupHistory).values({
          teamId: team!.id,
          driverId,
          purchasePrice: 1_000_000,
          acquiredAt: new Date(start.getTime() + from * hour),
          releasedAt: to === null ? null : new Date(start.getTime() + to * hour),
        });
      }
    }
    // Only P is classified (1st: 25 + 2 = 27); Q is not entered and has no result.
    await db.insert(resultDrafts).values({ eventId: ev!.id, driverId: p!.id, rowNumber: 1, status: 'finished', position: 1 });
    await db.execute(sql`UPDATE events SET results_draft_saved_at = app_now() WHERE id = ${ev!.id}`);
    await publishNow(db, ev!.id);

    const scores = await db
      .select({ teamId: teamEventScores.teamId, points: teamEventScores.points })
      .from(teamEventScores)
      .where(eq(teamEventScores.eventId, ev!.id));
    const byTeam = Object.fromEntries(scores.map((r) => [r.teamId, r.points]));
    // both: P 27 + Q 0 = 27; qOnly: Q adds 0, a team score of 0; soldAfter: P sold after the lock still counts.
    // late (bought after the lock) and soldBefore (sold before it) held nothing at the lock: no team score.
    expect(Object.fromEntries(Object.entries(teamOf).map(([name, id]) => [name, byTeam[id] ?? null]))).toEqual({
      both: 27,
      qOnly: 0,
      late: null,
      soldAfter: 27,
      soldBefore: null,
    });
    const rallies = await db
      .select({ userId: userStatistics.userId, rallies: userStatistics.ralliesParticipated })
      .from(userStatistics)
      .where(sql`${userStatistics.userId} LIKE 'lineup-%'`);
    // A scored 0 is a rally; no team score is none.
    expect(Object.fromEntries(rallies.map((r) => [r.userId.slice(7), r.rallies]))).toEqual({
      both: 1,
      qOnly: 1,
      late: 0,
      soldAfter: 1,
      soldBefore: 0,
    });
    const managerRows = await db
      .select({ userId: managerEventScores.userId })
      .from(managerEventScores)
      .where(eq(managerEventScores.eventId, ev!.id));
    expect(managerRows.map((r) => r.userId).sort()).toEqual(['lineup-both', 'lineup-qOnly', 'lineup-soldAfter']);
    // Q was not entered: his price stays €1.5M, with a change-0 row for the event.
    const qPrice = await db
      .select({ price: driverPrices.price, change: driverPrices.change })
      .from(driverPrices)
      .where(sql`${driverPrices.driverId} = ${q!.id} AND ${driverPrices.eventId} = ${ev!.id}`);
    expect(qPrice).toEqual([{ price: 1_500_000, change: 0 }]);
    const [qNow] = await db.select({ price: drivers.price }).from(drivers).where(eq(drivers.id, q!.id));
    expect(qNow?.price).toBe(1_500_000);
  });
});
