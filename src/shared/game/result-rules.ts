import type { FinishStatus } from '../constants/enums';

/** One row of an event's result grid, as the admin enters it (src/shared/api/admin-results.ts). */
export interface ResultRowInput {
  driverId: number;
  status: FinishStatus;
  position: number | null;
  time: string | null;
  championshipPoints: number;
  stageWins: number;
  powerStagePosition: number | null;
  category: string | null;
  categoryPosition: number | null;
}

export interface EntryInput {
  driverId: number;
  driverName: string;
}

/** A problem with one field of one row; `row` is 1-based in the order the rows were sent. */
export interface ResultIssueInput {
  row: number;
  field: keyof ResultRowInput;
  message: string;
}

/**
 * The game's checks of a result grid (issue 10): every driver entered and listed once; a finisher has an
 * overall position and only finishers have one; finishers' positions are unique and run 1..n without gaps;
 * power-stage places are unique and run 1..m; a category position needs a category and a finish, and is
 * unique within its category; a driver who did not start won no stage and has no power-stage place.
 * Returns every issue, each message naming the row, the driver and the field; empty when the grid is valid.
 * The server runs it before writing anything; the console may run it too, for comfort.
 */
export function validateResultRows(
  rows: readonly ResultRowInput[],
  entries: readonly EntryInput[],
): ResultIssueInput[] {
  const issues: ResultIssueInput[] = [];
  const names = new Map(entries.map((e) => [e.driverId, e.driverName]));
  const label = (i: number) => {
    const name = names.get(rows[i]?.driverId ?? -1);
    return name ? `Row ${i + 1} (${name})` : `Row ${i + 1}`;
  };
  const add = (i: number, field: keyof ResultRowInput, problem: string) =>
    issues.push({ row: i + 1, field, message: `${label(i)}: ${field} ${problem}` });

  const seenDriver = new Map<number, number>();
  rows.forEach((r, i) => {
    if (!names.has(r.driverId)) add(i, 'driverId', `${r.driverId} is not on this event's entry list`);
    const earlier = seenDriver.get(r.driverId);
    if (earlier !== undefined) add(i, 'driverId', `repeats the driver of row ${earlier + 1}`);
    else seenDriver.set(r.driverId, i);
  });

  const finishers = rows.filter((r) => r.status === 'finished').length;
  const seenPosition = new Map<number, number>();
  rows.forEach((r, i) => {
    if (r.status === 'finished') {
      if (r.position === null) {
        add(i, 'position', 'is required for a driver who finished');
        return;
      }
      if (r.position < 1 || r.position > finishers) {
        add(
          i,
          'position',
          `must be between 1 and ${finishers} (positions run 1 to the number of finishers without gaps)`,
        );
      }
      const earlier = seenPosition.get(r.position);
      if (earlier !== undefined) add(i, 'position', `${r.position} is already given in row ${earlier + 1}`);
      else seenPosition.set(r.position, i);
    } else if (r.position !== null) {
      add(i, 'position', 'must be empty for a driver who did not finish');
    }
  });

  const powerStagers = rows.filter((r) => r.powerStagePosition !== null).length;
  const seenPowerStage = new Map<number, number>();
  rows.forEach((r, i) => {
    if (r.powerStagePosition === null) return;
    if (r.status === 'did_not_start') {
      add(i, 'powerStagePosition', 'must be empty for a driver who did not start');
      return;
    }
    if (r.powerStagePosition < 1 || r.powerStagePosition > powerStagers) {
      add(
        i,
        'powerStagePosition',
        `must be between 1 and ${powerStagers} (places run 1 to the number of drivers placed without gaps)`,
      );
    }
    const earlier = seenPowerStage.get(r.powerStagePosition);
    if (earlier !== undefined)
      add(i, 'powerStagePosition', `${r.powerStagePosition} is already given in row ${earlier + 1}`);
    else seenPowerStage.set(r.powerStagePosition, i);
  });

  const seenCategory = new Map<string, number>();
  rows.forEach((r, i) => {
    if (r.status === 'did_not_start' && r.stageWins > 0)
      add(i, 'stageWins', 'must be 0 for a driver who did not start');
    if (r.category !== null && r.category.trim() === '')
      add(i, 'category', 'must not be blank (leave it empty instead)');
    if (r.categoryPosition === null) return;
    if (r.category === null || r.category.trim() === '') {
      add(i, 'categoryPosition', 'needs a category');
      return;
    }
    if (r.status !== 'finished') {
      add(i, 'categoryPosition', 'must be empty for a driver who did not finish');
      return;
    }
    const key = `${r.category.trim().toUpperCase()}#${r.categoryPosition}`;
    const earlier = seenCategory.get(key);
    if (earlier !== undefined)
      add(
        i,
        'categoryPosition',
        `${r.categoryPosition} in ${r.category.trim()} is already given in row ${earlier + 1}`,
      );
    else seenCategory.set(key, i);
  });

  return issues.sort((a, b) => a.row - b.row);
}
