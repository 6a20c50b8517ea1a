import { describe, expect, it } from 'vitest';
import { drawEvent, drawEvents, fixturePoints, pairingsOf, roundPairs, stateAfter } from './head-to-head';

// game-rules §8.9: the draw is a circle-method round robin; the figures below are worked out by hand.
describe('the head-to-head draw (game-rules §8.9)', () => {
  const five = ['A', 'B', 'C', 'D', 'E'];

  it('pairs five members over five rounds, one bye each, everyone met once', () => {
    expect(roundPairs(five, 0)).toEqual([['A', null], ['B', 'E'], ['C', 'D']]);
    expect(roundPairs(five, 1)).toEqual([['A', 'E'], ['D', null], ['B', 'C']]);
    expect(roundPairs(five, 2)).toEqual([['A', 'D'], ['E', 'C'], ['B', null]]);
    expect(roundPairs(five, 3)).toEqual([['A', 'C'], ['D', 'B'], ['E', null]]);
    expect(roundPairs(five, 4)).toEqual([['A', 'B'], ['C', null], ['D', 'E']]);
    // The sixth round starts the circle again.
    expect(roundPairs(five, 5)).toEqual(roundPairs(five, 0));
  });

  it('pairs four members over three rounds without a bye', () => {
    expect(roundPairs(['A', 'B', 'C', 'D'], 0)).toEqual([['A', 'D'], ['B', 'C']]);
    expect(roundPairs(['A', 'B', 'C', 'D'], 1)).toEqual([['A', 'C'], ['D', 'B']]);
    expect(roundPairs(['A', 'B', 'C', 'D'], 2)).toEqual([['A', 'B'], ['C', 'D']]);
  });

  it('gives a lone member a bye and an empty league nothing', () => {
    expect(roundPairs(['A'], 0)).toEqual([['A', null]]);
    expect(roundPairs([], 0)).toEqual([]);
    expect(drawEvent(null, 7, [])).toBeNull();
  });

  it('goes on with the same draw while the members are the same, and draws again when they change', () => {
    const [e1, e2, e3] = drawEvents(null, [
      { eventId: 10, membersAtLock: five },
      // Same members in another order: the draw in progress goes on, slots unchanged.
      { eventId: 11, membersAtLock: ['E', 'D', 'C', 'B', 'A'] },
      // F joined: a new draw of six from this event.
      { eventId: 12, membersAtLock: [...five, 'F'] },
    ]);
    expect(e1).toMatchObject({ eventId: 10, drawEventId: 10, round: 0 });
    expect(e2).toMatchObject({ eventId: 11, drawEventId: 10, round: 1 });
    expect(e2!.sides).toEqual([
      { userId: 'A', opponentId: 'E', slot: 0 },
      { userId: 'B', opponentId: 'C', slot: 1 },
      { userId: 'C', opponentId: 'B', slot: 2 },
      { userId: 'D', opponentId: null, slot: 3 },
      { userId: 'E', opponentId: 'A', slot: 4 },
    ]);
    // A new draw turns the circle on at the league's round 2: [A, B, C, D, E, F] as A, E, F, B, C, D, so
    // nobody meets the opponent of the last two rounds again at once.
    expect(e3).toMatchObject({ eventId: 12, drawEventId: 12, round: 2 });
    expect(e3!.sides.map((s) => [s.userId, s.opponentId])).toEqual([
      ['A', 'D'],
      ['B', 'F'],
      ['C', 'E'],
      ['D', 'A'],
      ['E', 'C'],
      ['F', 'B'],
    ]);
    expect(stateAfter(e3!)).toEqual({ drawEventId: 12, round: 2, members: ['A', 'B', 'C', 'D', 'E', 'F'] });
  });

  it('gives 3 league points for a win, 1 for a draw, 0 for a loss', () => {
    expect(fixturePoints(50, 49)).toBe(3);
    expect(fixturePoints(-5, -5)).toBe(1);
    expect(fixturePoints(0, 12)).toBe(0);
  });

  it('lists an event\'s fixtures once each, from the lower slot, a bye with one side', () => {
    const sides = [
      { userId: 'M4', opponentId: 'M2', slot: 3 },
      { userId: 'M1', opponentId: null, slot: 0 },
      { userId: 'M2', opponentId: 'M4', slot: 1 },
      { userId: 'M3', opponentId: 'M5', slot: 2 },
      { userId: 'M5', opponentId: 'M3', slot: 4 },
    ];
    expect(pairingsOf(sides)).toEqual([
      { home: 'M1', away: null },
      { home: 'M2', away: 'M4' },
      { home: 'M3', away: 'M5' },
    ]);
  });
});
