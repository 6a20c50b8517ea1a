import { describe, expect, it } from 'vitest';
import { managerTotals } from './manager-totals';

describe('managerTotals (game-rules §7.1, §7.2, §7.3 and §7.4)', () => {
  it('is all zero with no events', () => {
    expect(managerTotals([])).toEqual({ totalPoints: 0, bestRally: 0, rallies: 0 });
  });

  it('adds team and prediction points across events', () => {
    expect(
      managerTotals([
        { eventId: 1, teamPoints: 80, predictionPoints: 10 },
        { eventId: 2, teamPoints: 95, predictionPoints: 0 },
        { eventId: 3, teamPoints: 40, predictionPoints: 15 },
      ]),
    ).toEqual({ totalPoints: 240, bestRally: 95, rallies: 3 });
  });

  it('counts an event with only a team or only a prediction as a rally', () => {
    expect(
      managerTotals([
        { eventId: 1, teamPoints: 50, predictionPoints: null },
        { eventId: 2, teamPoints: null, predictionPoints: 5 },
      ]),
    ).toEqual({ totalPoints: 55, bestRally: 50, rallies: 2 });
  });

  it('does not count an event with neither team nor prediction', () => {
    expect(
      managerTotals([
        { eventId: 1, teamPoints: null, predictionPoints: null },
        { eventId: 2, teamPoints: 30, predictionPoints: 3 },
      ]),
    ).toEqual({ totalPoints: 33, bestRally: 33, rallies: 1 });
  });

  it('counts a scored zero as a rally', () => {
    expect(managerTotals([{ eventId: 1, teamPoints: 0, predictionPoints: 0 }])).toEqual({
      totalPoints: 0,
      bestRally: 0,
      rallies: 1,
    });
  });

  it('keeps negative scores, including a negative best when every rally was negative', () => {
    expect(
      managerTotals([
        { eventId: 1, teamPoints: -12, predictionPoints: 0 },
        { eventId: 2, teamPoints: -20, predictionPoints: 5 },
      ]),
    ).toEqual({ totalPoints: -27, bestRally: -12, rallies: 2 });
  });

  it('combines rows with the same event id into one rally', () => {
    expect(
      managerTotals([
        { eventId: 1, teamPoints: 40, predictionPoints: null },
        { eventId: 1, teamPoints: null, predictionPoints: 15 },
        { eventId: 2, teamPoints: 50, predictionPoints: null },
      ]),
    ).toEqual({ totalPoints: 105, bestRally: 55, rallies: 2 });
  });
});
