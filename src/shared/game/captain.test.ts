import { describe, expect, it } from 'vitest';
import { captainBonus, teamEventPoints } from './captain';

describe('the captain (game-rules §5.4)', () => {
  // §5.3's event 1, team 2: A 35, B 24, C 17, F −5, G −10 held at the lock, 61 without a captain.
  const lineup = (captain: string | null) =>
    Object.entries({ A: 35, B: 24, C: 17, F: -5, G: -10 }).map(([name, points]) => ({ points, captain: name === captain }));

  it('adds the captain once more to the team score: 61 + 35 = 96 with A', () => {
    expect(teamEventPoints(lineup('A'))).toBe(96);
  });

  it('doubles a negative score too: 61 − 10 = 51 with G', () => {
    expect(teamEventPoints(lineup('G'))).toBe(51);
  });

  it('gives no bonus without a captain: 61', () => {
    expect(teamEventPoints(lineup(null))).toBe(61);
    expect(teamEventPoints([])).toBe(0);
  });

  it('names the bonus of each driver: his own points for the captain, nothing for the others', () => {
    expect(captainBonus({ points: 35, captain: true })).toBe(35);
    expect(captainBonus({ points: -10, captain: true })).toBe(-10);
    expect(captainBonus({ points: 24, captain: false })).toBe(0);
  });
});
