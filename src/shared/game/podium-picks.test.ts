import { describe, expect, it } from 'vitest';
import { PREDICTION_MESSAGES } from '../api/predictions';
import { checkPodiumPicks, pickOutcome } from './podium-picks';

describe('checkPodiumPicks', () => {
  it.each([
    [null, 2, 3],
    [1, undefined, 3],
    [1, 2, null],
    [undefined, undefined, undefined],
  ])('asks for all three places when one is empty (%s, %s, %s)', (a, b, c) => {
    expect(checkPodiumPicks(a, b, c)).toEqual({ ok: false, message: PREDICTION_MESSAGES.missingPick });
  });

  it.each([
    [1, 1, 3],
    [1, 2, 1],
    [4, 2, 2],
    [5, 5, 5],
  ])('refuses a driver twice (%s, %s, %s)', (a, b, c) => {
    expect(checkPodiumPicks(a, b, c)).toEqual({ ok: false, message: PREDICTION_MESSAGES.duplicateDriver });
  });

  it('checks for empty places before duplicates, as docs/game-rules.md §6.1 lists them', () => {
    expect(checkPodiumPicks(1, 1, null)).toEqual({ ok: false, message: PREDICTION_MESSAGES.missingPick });
  });

  it('accepts three distinct drivers in order', () => {
    expect(checkPodiumPicks(7, 3, 9)).toEqual({ ok: true, picks: [7, 3, 9] });
  });
});

describe('pickOutcome', () => {
  const podium = [10, 20, 30];
  it('is exact for the right driver in the right place', () => {
    expect(pickOutcome(20, 2, podium)).toBe('exact');
  });
  it('is podium for a podium finisher in another place', () => {
    expect(pickOutcome(30, 1, podium)).toBe('podium');
  });
  it('is miss for a driver off the podium', () => {
    expect(pickOutcome(40, 3, podium)).toBe('miss');
  });
  it('handles a podium with fewer than three finishers', () => {
    expect(pickOutcome(30, 3, [10, 20])).toBe('miss');
    expect(pickOutcome(10, 2, [10, 20])).toBe('podium');
  });
});
