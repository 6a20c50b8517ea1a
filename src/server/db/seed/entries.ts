import type { RosterDriver } from './roster';

// Entry lists per round. Full-time drivers (programme "full…" in the data) enter every round.
// Part-timers: rounds 1–3 follow the published 2026 results (who finished or retired there); from round 4
// on the plan below is an assumption of the demo, shaped by the data's programme notes: Ogier "more than
// half the season", the third Hyundai shared by Paddon (from Monte-Carlo), Lappi (from Sweden) and Sordo
// (from Canarias), M-Sport's third Puma for Munster or Sesks.
const PART_TIME_ENTRIES: Record<number, readonly string[]> = {
  1: ['Sébastien Ogier', 'Hayden Paddon', 'Grégoire Munster'],
  2: ['Esapekka Lappi', 'Mārtiņš Sesks'],
  3: ['Sébastien Ogier', 'Esapekka Lappi'],
  4: ['Sébastien Ogier', 'Esapekka Lappi', 'Grégoire Munster'],
  5: ['Sébastien Ogier', 'Dani Sordo', 'Grégoire Munster'],
  6: ['Sébastien Ogier', 'Dani Sordo', 'Mārtiņš Sesks'],
  7: ['Sébastien Ogier', 'Hayden Paddon'],
  8: ['Sébastien Ogier', 'Esapekka Lappi', 'Mārtiņš Sesks'],
  9: ['Esapekka Lappi', 'Mārtiņš Sesks'],
  10: ['Esapekka Lappi', 'Mārtiņš Sesks'],
  11: ['Sébastien Ogier', 'Hayden Paddon'],
  12: ['Hayden Paddon'],
  13: ['Sébastien Ogier', 'Dani Sordo', 'Mārtiņš Sesks'],
  14: ['Sébastien Ogier', 'Esapekka Lappi', 'Grégoire Munster'],
};

const isFullTime = (d: RosterDriver): boolean => /^full/i.test(d.source.programme);

/** The roster drivers entered in a round, in roster order (the data's team order). */
export function entriesForRound(roster: readonly RosterDriver[], round: number): RosterDriver[] {
  const partTime = new Set(PART_TIME_ENTRIES[round] ?? []);
  return roster.filter((d) => isFullTime(d) || partTime.has(d.source.name));
}
