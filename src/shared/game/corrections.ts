import type { CorrectedResult, CorrectionChange } from '../api/corrections';

/**
 * What a correction changed (docs/game-rules.md §16.3): per driver, his published result before and after,
 * for every driver whose position, status, championship points or fantasy points differ, or who gained or
 * lost a result. Drivers in id order, so the record reads the same however the rows came.
 */
export interface ResultFacts extends CorrectedResult {
  driverId: number;
}

function same(a: CorrectedResult, b: CorrectedResult): boolean {
  return a.position === b.position && a.status === b.status && a.points === b.points && a.fantasyPoints === b.fantasyPoints;
}

function facts(r: ResultFacts): CorrectedResult {
  return { position: r.position, status: r.status, points: r.points, fantasyPoints: r.fantasyPoints };
}

export function resultChanges(
  before: readonly ResultFacts[],
  after: readonly ResultFacts[],
  nameOf: (driverId: number) => string,
): CorrectionChange[] {
  const old = new Map(before.map((r) => [r.driverId, r]));
  const fresh = new Map(after.map((r) => [r.driverId, r]));
  const ids = [...new Set([...old.keys(), ...fresh.keys()])].sort((a, b) => a - b);
  const changes: CorrectionChange[] = [];
  for (const driverId of ids) {
    const b = old.get(driverId);
    const a = fresh.get(driverId);
    if (b && a && same(b, a)) continue;
    changes.push({ driverId, driverName: nameOf(driverId), before: b ? facts(b) : null, after: a ? facts(a) : null });
  }
  return changes;
}
