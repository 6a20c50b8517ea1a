import { describe, expect, it } from 'vitest';
import { rankChampionship, rankLeagueMembers, standingTrend, type LeagueMemberScore } from './standings';

describe('standingTrend (game-rules §10.3)', () => {
  it('is up when the position number dropped', () => {
    expect(standingTrend(2, 5)).toBe('up');
  });

  it('is down when the position number rose', () => {
    expect(standingTrend(5, 2)).toBe('down');
  });

  it('is same when equal', () => {
    expect(standingTrend(3, 3)).toBe('same');
  });

  it('is same with no previous position', () => {
    expect(standingTrend(1, null)).toBe('same');
    expect(standingTrend(1, undefined)).toBe('same');
  });
});

describe('rankChampionship (game-rules §10.1)', () => {
  it('orders by points, highest first', () => {
    const ranked = rankChampionship([
      { id: 1, points: 40 },
      { id: 2, points: 90 },
      { id: 3, points: 65 },
    ]);
    expect(ranked.map((r) => [r.id, r.position])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('orders tied rows by ascending id with distinct positions', () => {
    const ranked = rankChampionship([
      { id: 9, points: 50 },
      { id: 4, points: 50 },
      { id: 7, points: 80 },
    ]);
    expect(ranked.map((r) => [r.id, r.position])).toEqual([
      [7, 1],
      [4, 2],
      [9, 3],
    ]);
  });

  it('keeps extra fields and does not modify the input', () => {
    const rows = [
      { id: 1, points: 10, name: 'Ogier' },
      { id: 2, points: 20, name: 'Evans' },
    ];
    const ranked = rankChampionship(rows);
    expect(ranked[0]).toEqual({ id: 2, points: 20, name: 'Evans', position: 1 });
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    expect(rows[0]).not.toHaveProperty('position');
  });

  it('returns an empty list for no rows', () => {
    expect(rankChampionship([])).toEqual([]);
  });
});

describe('rankLeagueMembers (game-rules §8.2)', () => {
  const e1 = new Date('2025-01-23T08:00:00Z');
  const e2 = new Date('2025-02-13T08:00:00Z');
  const e3 = new Date('2025-03-20T08:00:00Z');
  const joined = new Date('2025-01-01T00:00:00Z');

  const member = (
    userId: string,
    scores: [number, Date, number][],
    joinedAt = joined,
  ): LeagueMemberScore => ({
    userId,
    joinedAt,
    eventScores: scores.map(([eventId, eventStart, points]) => ({ eventId, eventStart, points })),
  });

  const order = (ranked: { userId: string; position: number }[]) => ranked.map((m) => [m.userId, m.position]);

  it('sums points and orders by them', () => {
    const ranked = rankLeagueMembers([
      member('a', [
        [1, e1, 10],
        [2, e2, 5],
      ]),
      member('b', [
        [1, e1, 30],
        [2, e2, -4],
      ]),
    ]);
    expect(order(ranked)).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
    expect(ranked[0]).toMatchObject({ points: 26, rallyWins: 1, bestRally: 30, lastRally: -4 });
    expect(ranked[1]).toMatchObject({ points: 15, rallyWins: 1, bestRally: 10, lastRally: 5 });
  });

  it('breaks a points tie by rally wins before best rally', () => {
    // c: 51 points. a: 50 with wins in events 1 and 2 (21 each). b: 50 with no win but the better best (30).
    const ranked = rankLeagueMembers([
      member('b', [
        [1, e1, 20],
        [2, e2, 0],
        [3, e3, 30],
      ]),
      member('a', [
        [1, e1, 21],
        [2, e2, 21],
        [3, e3, 8],
      ]),
      member('c', [
        [1, e1, 0],
        [2, e2, 20],
        [3, e3, 31],
      ]),
    ]);
    expect(order(ranked)).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(ranked.map((m) => m.rallyWins)).toEqual([1, 2, 0]);
  });

  it('breaks a points and wins tie by best single rally before most recent', () => {
    // c wins both events; a and b have 30 points and no wins; a's best is 30, b's is 15 (b's last is better).
    const ranked = rankLeagueMembers([
      member('b', [
        [1, e1, 15],
        [2, e2, 15],
      ]),
      member('a', [
        [1, e1, 30],
        [2, e2, 0],
      ]),
      member('c', [
        [1, e1, 31],
        [2, e2, 16],
      ]),
    ]);
    expect(order(ranked)).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(ranked[1]).toMatchObject({ points: 30, rallyWins: 0, bestRally: 30, lastRally: 0 });
    expect(ranked[2]).toMatchObject({ points: 30, rallyWins: 0, bestRally: 15, lastRally: 15 });
  });

  it('breaks a remaining tie by the most recent rally score, by event start not list order', () => {
    // a and b: 30 points, 0 wins, best 20. a's latest rally (event 2) gave 10, b's gave 20.
    const ranked = rankLeagueMembers([
      member('a', [
        [1, e1, 20],
        [2, e2, 10],
      ]),
      member('b', [
        [2, e2, 20],
        [1, e1, 10],
      ]),
      member('c', [
        [1, e1, 25],
        [2, e2, 25],
      ]),
    ]);
    expect(order(ranked)).toEqual([
      ['c', 1],
      ['b', 2],
      ['a', 3],
    ]);
    expect(ranked[1]?.lastRally).toBe(20);
    expect(ranked[2]?.lastRally).toBe(10);
  });

  it('breaks a full tie by earliest join, then by user id', () => {
    const scores: [number, Date, number][] = [[1, e1, 12]];
    const ranked = rankLeagueMembers([
      member('late', scores, new Date('2025-03-01T00:00:00Z')),
      member('z-early', scores, new Date('2025-01-05T00:00:00Z')),
      member('a-early', scores, new Date('2025-01-05T00:00:00Z')),
    ]);
    expect(order(ranked)).toEqual([
      ['a-early', 1],
      ['z-early', 2],
      ['late', 3],
    ]);
  });

  it('gives a rally win to every member sharing the top score (game-rules §8.3)', () => {
    const ranked = rankLeagueMembers([
      member('a', [[1, e1, 20]]),
      member('b', [[1, e1, 20]]),
      member('c', [[1, e1, 19]]),
    ]);
    expect(ranked.map((m) => [m.userId, m.rallyWins])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 0],
    ]);
  });

  it('counts the top score of an event as a win even when it is negative (game-rules §8.3)', () => {
    const ranked = rankLeagueMembers([member('a', [[1, e1, -5]]), member('b', [[1, e1, -8]])]);
    expect(ranked[0]).toMatchObject({ userId: 'a', rallyWins: 1, bestRally: -5, lastRally: -5 });
    expect(ranked[1]).toMatchObject({ userId: 'b', rallyWins: 0 });
  });

  it('ranks a member without rallies with zero points and best rally and no most recent rally', () => {
    const ranked = rankLeagueMembers([member('new', []), member('a', [[1, e1, 3]])]);
    expect(order(ranked)).toEqual([
      ['a', 1],
      ['new', 2],
    ]);
    expect(ranked[1]).toMatchObject({ points: 0, rallyWins: 0, bestRally: 0, lastRally: null, position: 2 });
  });

  it('game-rules §8.4: a member who skipped the league\'s most recent event ranks below one who took part, even with a negative score', () => {
    // cat wins all three events. ann: 10 + 5 = 15, best 10, not in event 3. ben: 10 + 10 − 5 = 15, best 10,
    // −5 in event 3, the league's most recent scored event. ann joined first, and her own latest rally (5)
    // beats ben's −5: the old reading ("each member's own latest rally") put her second.
    const ranked = rankLeagueMembers([
      member('ann', [[1, e1, 10], [2, e2, 5]], new Date('2025-01-01T00:00:00Z')),
      member('ben', [[1, e1, 10], [2, e2, 10], [3, e3, -5]], new Date('2025-01-09T00:00:00Z')),
      member('cat', [[1, e1, 30], [2, e2, 30], [3, e3, 30]]),
    ]);
    expect(order(ranked)).toEqual([
      ['cat', 1],
      ['ben', 2],
      ['ann', 3],
    ]);
    expect(ranked.map((m) => m.lastRally)).toEqual([30, -5, null]);
  });

  it('game-rules §8.8: the worked example of the rules document', () => {
    const jan = new Date('2025-01-01T00:00:00Z');
    const ranked = rankLeagueMembers([
      member('Ann', [[1, e1, 20], [2, e2, 10], [3, e3, 10]], jan),
      member('Ben', [[1, e1, 10], [2, e2, 20], [3, e3, 10]], jan),
      member('Cat', [[1, e1, 15], [2, e2, 15], [3, e3, 10]], jan),
      member('Dan', [[1, e1, 25], [2, e2, 5]], jan),
      member('Eve', [[1, e1, 5], [2, e2, 15], [3, e3, 20]], jan),
      member('Gus', [[1, e1, 10], [2, e2, 10]], new Date('2025-03-01T00:00:00Z')),
      member('Hal', [[1, e1, 10], [2, e2, 10], [3, e3, 0]], new Date('2025-03-05T00:00:00Z')),
      member('Ivy', [[1, e1, 10], [2, e2, 10], [3, e3, 0]], new Date('2025-03-02T00:00:00Z')),
    ]);
    // Worked by hand in docs/game-rules.md §8.8: tops 25 (Dan), 20 (Ben), 20 (Eve).
    expect(ranked.map((m) => [m.position, m.userId, m.points, m.rallyWins, m.bestRally, m.lastRally])).toEqual([
      [1, 'Eve', 40, 1, 20, 20],
      [2, 'Ben', 40, 1, 20, 10],
      [3, 'Ann', 40, 0, 20, 10],
      [4, 'Cat', 40, 0, 15, 10],
      [5, 'Dan', 30, 1, 25, null],
      [6, 'Ivy', 20, 0, 10, 0],
      [7, 'Hal', 20, 0, 10, 0],
      [8, 'Gus', 20, 0, 10, null],
    ]);
  });

  it('treats entries with the same event id as one rally', () => {
    // a: team 10 + prediction 5 in event 1 = 15, which beats b's 12 for the win.
    const ranked = rankLeagueMembers([
      member('b', [[1, e1, 12]]),
      member('a', [
        [1, e1, 10],
        [1, e1, 5],
      ]),
    ]);
    expect(ranked[0]).toMatchObject({ userId: 'a', points: 15, rallyWins: 1, bestRally: 15, lastRally: 15 });
    expect(ranked[1]).toMatchObject({ userId: 'b', points: 12, rallyWins: 0 });
  });

  it('takes the higher event id as most recent when two events start together', () => {
    const ranked = rankLeagueMembers([
      member('a', [
        [5, e1, 7],
        [4, e1, 3],
      ]),
    ]);
    expect(ranked[0]?.lastRally).toBe(7);
  });

  it('keeps the member fields and returns an empty list for no members', () => {
    const m = member('a', [[1, e1, 3]]);
    expect(rankLeagueMembers([m])[0]).toMatchObject({
      userId: 'a',
      joinedAt: joined,
      eventScores: m.eventScores,
    });
    expect(rankLeagueMembers([])).toEqual([]);
  });
});
