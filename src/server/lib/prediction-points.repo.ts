import { sql, type SQL } from 'drizzle-orm';
import { PREDICTION_POINTS } from '@shared/constants/game';

/**
 * docs/game-rules.md §6.2 as a SQL expression over per-prediction counts (exact places, picks, picks on the
 * podium), for set-based reads over many predictions. The figures come from the same constants as
 * `predictionPoints` (src/shared/game/prediction-points.ts); a test compares the two.
 */
export function predictionPointsSql(exact: SQL, picks: SQL, onPodium: SQL): SQL {
  const p = PREDICTION_POINTS;
  return sql`(CASE WHEN ${exact} = 3 THEN ${sql.raw(String(p.perfect))} WHEN ${exact} = 2 THEN ${sql.raw(String(p.twoExact))}
    WHEN ${exact} = 1 THEN ${sql.raw(String(p.oneExact))}
    WHEN ${picks} = 3 AND ${onPodium} = 3 THEN ${sql.raw(String(p.podiumWrongOrder))} ELSE 0 END)::int`;
}
