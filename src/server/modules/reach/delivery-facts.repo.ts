import { eq, sql } from 'drizzle-orm';
import type { ReachKind } from '@shared/game/reminders';
import type { Db } from '../../db/client';
import { reachDeliveries } from '../../db/schema/index';
import { freshenLeagueTables } from '../../lib/league-positions.repo';
import type { ReachChannel } from './deliveries.repo';

/** Everything one reminder or digest says, read when it is sent (so it tells the state of that moment). */
export interface DeliveryFacts {
  id: number;
  kind: ReachKind;
  channel: ReachChannel;
  userId: string;
  email: string;
  username: string;
  language: string | null;
  eventId: number;
  eventName: string;
  startDate: Date;
  /** Drivers in the player's team now; null without a team. */
  drivers: number | null;
  hasPrediction: boolean;
  teamPoints: number | null;
  predictionPoints: number | null;
  rank: number | null;
  /** The rank the player's previous digest reported, for the rank move. */
  previousRank: number | null;
  leagues: { name: string; position: number | null; members: number }[];
}

interface Row {
  id: number;
  kind: ReachKind;
  channel: ReachChannel;
  user_id: string;
  email: string;
  username: string;
  language: string | null;
  event_id: number;
  event_name: string;
  start_date: string | Date;
  drivers: number | null;
  has_prediction: boolean;
  team_points: number | null;
  prediction_points: number | null;
  rank: number | null;
  previous_rank: number | null;
  leagues: { name: string; position: number | null; members: number }[] | string | null;
}

export async function deliveryFacts(db: Db, id: number): Promise<DeliveryFacts | undefined> {
  // A digest tells the player's league positions: tables due since a publish are computed first.
  const [owner] = await db
    .select({ userId: reachDeliveries.userId, kind: reachDeliveries.kind })
    .from(reachDeliveries)
    .where(eq(reachDeliveries.id, id));
  if (owner?.kind === 'digest') await freshenLeagueTables(db, { userIds: [owner.userId] });
  const res = await db.execute(sql`
    SELECT d.id, d.kind, d.channel, d.user_id, u.email, u.username, up.language, e.id AS event_id, e.name AS event_name, e.start_date,
           CASE WHEN ft.id IS NOT NULL THEN (SELECT count(*)::int FROM fantasy_team_drivers td WHERE td.team_id = ft.id) END AS drivers,
           p.id IS NOT NULL AS has_prediction,
           (SELECT s.points FROM team_event_scores s WHERE s.team_id = ft.id AND s.event_id = e.id LIMIT 1) AS team_points,
           CASE WHEN p.is_processed THEN p.points END AS prediction_points,
           st.global_rank AS rank,
           (SELECT prev.rank FROM reach_deliveries prev
             WHERE prev.user_id = d.user_id AND prev.kind = 'digest' AND prev.channel = d.channel
               AND prev.status = 'sent' AND prev.id <> d.id
             ORDER BY prev.sent_at DESC LIMIT 1) AS previous_rank,
           CASE WHEN d.kind = 'digest' THEN
             (SELECT coalesce(json_agg(json_build_object('name', l.name, 'position', lm.position, 'members', l.member_count)
                                       ORDER BY l.name), '[]'::json)
              FROM league_members lm JOIN leagues l ON l.id = lm.league_id WHERE lm.user_id = d.user_id)
           END AS leagues
    FROM reach_deliveries d
    JOIN users u ON u.id = d.user_id
    JOIN events e ON e.id = d.event_id
    LEFT JOIN user_preferences up ON up.user_id = d.user_id
    LEFT JOIN fantasy_teams ft ON ft.user_id = d.user_id
    LEFT JOIN predictions p ON p.user_id = d.user_id AND p.event_id = d.event_id
    LEFT JOIN user_statistics st ON st.user_id = d.user_id
    WHERE d.id = ${id}`);
  const row = (res as unknown as { rows: Row[] }).rows[0];
  if (!row) return undefined;
  const leagues =
    typeof row.leagues === 'string'
      ? (JSON.parse(row.leagues) as DeliveryFacts['leagues'])
      : (row.leagues ?? []);
  return {
    id: Number(row.id),
    kind: row.kind,
    channel: row.channel,
    userId: row.user_id,
    email: row.email,
    username: row.username,
    language: row.language,
    eventId: Number(row.event_id),
    eventName: row.event_name,
    startDate: new Date(row.start_date),
    drivers: row.drivers === null ? null : Number(row.drivers),
    hasPrediction: row.has_prediction,
    teamPoints: row.team_points === null ? null : Number(row.team_points),
    predictionPoints: row.prediction_points === null ? null : Number(row.prediction_points),
    rank: row.rank === null ? null : Number(row.rank),
    previousRank: row.previous_rank === null ? null : Number(row.previous_rank),
    leagues,
  };
}
