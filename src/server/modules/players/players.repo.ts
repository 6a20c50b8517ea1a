import { asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freshenLeagueTables } from '../../lib/league-positions.repo';
import {
  achievements,
  events,
  fantasyTeamDrivers,
  fantasyTeams,
  drivers,
  leagueMembers,
  leagues,
  predictionPerformance,
  teams,
  userAchievements,
  userPreferences,
  users,
  userStatistics,
} from '../../db/schema/index';
import { currentCaptain } from '../../lib/lineup-at-lock.repo';
export { scoredLineup } from '../../lib/scored-lineup.repo';
import { teamColumns } from '../../lib/team-columns.repo';

// Reads of the player's own area (docs/decisions/0130). Every query is scoped by one user id that the
// service took from the session or from a profile the policy allowed; none returns another user's rows.

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function findUser(db: Db, userId: string) {
  const found = await db
    .select({
      id: users.id,
      username: users.username,
      avatarUrl: users.image,
      fullName: users.fullName,
      country: users.country,
      isPremium: users.isPremium,
      role: users.role,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      lastLogin: users.lastLogin,
      // A missing preferences row means the defaults (docs/decisions/0140-account-settings-api.md): the profile is public.
      publicProfile: sql<boolean>`coalesce(${userPreferences.publicProfile}, true)`,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return found[0];
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function findStatistics(db: Db, userId: string) {
  const found = await db.select().from(userStatistics).where(eq(userStatistics.userId, userId)).limit(1);
  return found[0];
}

/** Leagues joined now (the engine's leagues_joined is only rewritten after a publish). */
export async function countLeagues(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leagueMembers).where(eq(leagueMembers.userId, userId));
  return row?.n ?? 0;
}

export async function findTeam(db: Db, userId: string) {
  const found = await db
    .select({ ...teamColumns, captainId: currentCaptain(sql`"fantasy_teams"."id"`) })
    .from(fantasyTeams).where(eq(fantasyTeams.userId, userId)).limit(1);
  return found[0];
}

export async function teamDrivers(db: Db, teamId: number, limit: number) {
  return db
    .select({
      id: drivers.id,
      name: drivers.name,
      teamName: teams.name,
      points: drivers.points,
      imageUrl: drivers.imageUrl,
    })
    .from(fantasyTeamDrivers)
    .innerJoin(drivers, eq(drivers.id, fantasyTeamDrivers.driverId))
    .leftJoin(teams, eq(teams.id, drivers.teamId))
    .where(eq(fantasyTeamDrivers.teamId, teamId))
    .orderBy(asc(fantasyTeamDrivers.purchaseDate), asc(drivers.id))
    .limit(limit);
}

export async function countTeamDrivers(db: Db, teamId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fantasyTeamDrivers).where(eq(fantasyTeamDrivers.teamId, teamId));
  return row?.n ?? 0;
}

/** Events starting at or after now, soonest first (docs/decisions/0130-player-area-reads.md). */
export async function upcomingEvents(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: events.id,
      name: events.name,
      country: events.country,
      location: events.location,
      startDate: events.startDate,
    })
    .from(events)
    .where(gte(events.startDate, now))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);
}

/** The user's leagues by position (the dashboard's League Positions, ascending). */
export async function leaguePositions(db: Db, userId: string, limit?: number) {
  await freshenLeagueTables(db, { userIds: [userId] });
  const query = db
    .select({
      leagueId: leagues.id,
      name: leagues.name,
      position: leagueMembers.position,
      points: leagueMembers.points,
      memberCount: leagues.memberCount,
      format: leagues.format,
      matchPoints: leagueMembers.matchPoints,
    })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(eq(leagueMembers.userId, userId))
    .orderBy(sql`${leagueMembers.position} ASC NULLS LAST`, asc(leagues.name), asc(leagues.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function findPredictionPerformance(db: Db, userId: string) {
  const found = await db.select().from(predictionPerformance).where(eq(predictionPerformance.userId, userId)).limit(1);
  return found[0];
}

export async function earnedAchievements(db: Db, userId: string, limit?: number) {
  const query = db
    .select({
      id: achievements.id,
      name: achievements.name,
      description: achievements.description,
      icon: achievements.icon,
      earnedAt: userAchievements.earnedAt,
    })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.earnedAt), asc(achievements.name));
  return limit === undefined ? query : query.limit(limit);
}

export async function countAchievements(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userAchievements).where(eq(userAchievements.userId, userId));
  return row?.n ?? 0;
}

interface EventPointsRow {
  event_id: number;
  name: string;
  round: number;
  start_date: Date | string;
  team_points: number | null;
  prediction_points: number | null;
  points: number;
}

/** The user's score in each scored event of the season, oldest first (manager_event_scores). */
export async function seasonEventPoints(db: Db, userId: string, season: number) {
  return rows<EventPointsRow>(
    db,
    sql`SELECT m.event_id, e.name, e.round, e.start_date, m.team_points, m.prediction_points, m.points
        FROM manager_event_scores m JOIN events e ON e.id = m.event_id
        WHERE m.user_id = ${userId} AND m.season = ${season}
        ORDER BY e.start_date, e.id`,
  );
}

export interface ScoredPredictionRow {
  event_id: number;
  name: string;
  start_date: string | Date;
  points: number;
  /** Driver ids picked for P1..P3. */
  picks: number[];
  /** The classified P1..P3 driver ids, null where nobody finished in that place (docs/game-rules.md §6.3). */
  podium: (number | null)[];
}

/** The user's scored predictions, newest event first, with what the kind of hit is judged on. */
export async function scoredPredictions(db: Db, userId: string, limit: number) {
  const place = (n: number) =>
    sql`(SELECT r.driver_id FROM event_results r WHERE r.event_id = p.event_id AND r.status = 'finished' AND r.position = ${n})`;
  return rows<ScoredPredictionRow>(
    db,
    sql`SELECT p.event_id, e.name, e.start_date, p.points,
               (SELECT json_agg(pr.driver_id ORDER BY pr.position) FROM prediction_results pr WHERE pr.prediction_id = p.id) AS picks,
               json_build_array(${place(1)}, ${place(2)}, ${place(3)}) AS podium
        FROM predictions p JOIN events e ON e.id = p.event_id
        WHERE p.user_id = ${userId} AND p.is_processed
        ORDER BY e.start_date DESC, e.id DESC LIMIT ${limit}`,
  );
}

/** The user's score in one event, or undefined when the engine has not scored it for them (explain view). */
export async function scoredEventOf(db: Db, userId: string, eventId: number) {
  const [row] = await rows<EventPointsRow>(
    db,
    sql`SELECT m.event_id, e.name, e.round, e.start_date, m.team_points, m.prediction_points, m.points
        FROM manager_event_scores m JOIN events e ON e.id = m.event_id
        WHERE m.user_id = ${userId} AND m.event_id = ${eventId}`,
  );
  return row;
}

/** Every event scored for the user (any season), newest first: the explain view's picker. */
export async function scoredEventList(db: Db, userId: string) {
  return rows<Pick<EventPointsRow, 'event_id' | 'name' | 'start_date' | 'points'>>(
    db,
    sql`SELECT m.event_id, e.name, e.start_date, m.points
        FROM manager_event_scores m JOIN events e ON e.id = m.event_id
        WHERE m.user_id = ${userId}
        ORDER BY e.start_date DESC, e.id DESC`,
  );
}

export interface ExplainedPredictionRow {
  points: number;
  /** P1..P3 picks with the driver's name and his classified place (null: not classified). */
  picks: { position: number; driver_id: number; name: string; finish_position: number | null }[];
  podium: (number | null)[];
}

/** The user's scored prediction for one event with what its kind of hit is judged on, or undefined. */
export async function explainedPrediction(db: Db, userId: string, eventId: number) {
  const place = (n: number) =>
    sql`(SELECT r.driver_id FROM event_results r WHERE r.event_id = p.event_id AND r.status = 'finished' AND r.position = ${n})`;
  const [row] = await rows<ExplainedPredictionRow>(
    db,
    sql`SELECT p.points,
               (SELECT json_agg(json_build_object('position', pr.position, 'driver_id', pr.driver_id, 'name', d.name,
                                                  'finish_position', CASE WHEN er.status = 'finished' THEN er.position END)
                                ORDER BY pr.position)
                FROM prediction_results pr JOIN drivers d ON d.id = pr.driver_id
                LEFT JOIN event_results er ON er.event_id = p.event_id AND er.driver_id = pr.driver_id
                WHERE pr.prediction_id = p.id) AS picks,
               json_build_array(${place(1)}, ${place(2)}, ${place(3)}) AS podium
        FROM predictions p
        WHERE p.user_id = ${userId} AND p.event_id = ${eventId} AND p.is_processed`,
  );
  return row;
}

/** The user's most recently started scored event (any season), or undefined. */
export async function lastScoredEvent(db: Db, userId: string) {
  const [row] = await rows<EventPointsRow>(
    db,
    sql`SELECT m.event_id, e.name, e.round, e.start_date, m.team_points, m.prediction_points, m.points
        FROM manager_event_scores m JOIN events e ON e.id = m.event_id
        WHERE m.user_id = ${userId}
        ORDER BY e.start_date DESC, e.id DESC LIMIT 1`,
  );
  return row;
}

interface ActivityRow {
  kind: 'transfer' | 'prediction' | 'league' | 'points';
  at: Date | string;
  ref_id: number;
  label: string;
  direction: 'in' | 'out' | null;
  amount: number | null;
}

/**
 * The user's recent activity, newest first: transfers of their team, predictions made, leagues joined and
 * points scored (at the time the event's results were published). One query, limited in SQL.
 */
export async function recentActivity(db: Db, userId: string, limit: number) {
  return rows<ActivityRow>(
    db,
    sql`SELECT * FROM (
          SELECT 'transfer' AS kind, t.created_at AS at, t.driver_id AS ref_id, d.name AS label,
                 t.type::text AS direction, t.price AS amount, t.id AS tie
          FROM transfers t JOIN fantasy_teams ft ON ft.id = t.team_id JOIN drivers d ON d.id = t.driver_id
          WHERE ft.user_id = ${userId}
          UNION ALL
          SELECT 'prediction', p.created_at, p.event_id, e.name, NULL, NULL, p.id
          FROM predictions p JOIN events e ON e.id = p.event_id WHERE p.user_id = ${userId}
          UNION ALL
          SELECT 'league', lm.joined_at, lm.league_id, l.name, NULL, NULL, lm.league_id
          FROM league_members lm JOIN leagues l ON l.id = lm.league_id WHERE lm.user_id = ${userId}
          UNION ALL
          SELECT 'points', coalesce(e.results_published_at, e.end_date), m.event_id, e.name, NULL, m.points, m.event_id
          FROM manager_event_scores m JOIN events e ON e.id = m.event_id WHERE m.user_id = ${userId}
        ) a
        ORDER BY at DESC, tie DESC
        LIMIT ${limit}`,
  );
}
