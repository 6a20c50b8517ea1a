import type { EventResultDto } from '@shared/api/events';

/** Overall places no row of ours holds: cars of another class finished there (WRC2, Rally2 …). */
export interface PositionGap {
  from: number;
  to: number;
}

/**
 * For each result row (by index), the gap in the overall positions just before it, if any. Only classified
 * finishers count; the rows come sorted by position, non-finishers last.
 */
export function positionGapsBefore(results: readonly Pick<EventResultDto, 'position' | 'status'>[]): (PositionGap | null)[] {
  let expected = 1;
  return results.map((r) => {
    if (r.status !== 'finished' || r.position === null) return null;
    const gap = r.position > expected ? { from: expected, to: r.position - 1 } : null;
    expected = Math.max(expected, r.position + 1);
    return gap;
  });
}
