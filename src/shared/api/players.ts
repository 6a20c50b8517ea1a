import { z } from 'zod';
import { FINISH_STATUSES, LEAGUE_FORMATS, TRANSFER_TYPES } from '../constants/enums';
import { PREDICTION_HITS } from '../game/prediction-points';
import { PLAYER_MESSAGES } from '../messages';
import { fantasyBreakdownSchema } from './admin-results';
export { PLAYER_MESSAGES };

/**
 * The player's own area (the Dashboard, Statistics and Profile screens;
 * docs/decisions/0130-player-area-reads.md, docs/decisions/0131-profile-visibility.md). Dashboard and statistics are always
 * the caller's own (no user id in the path); a profile is addressed by user id and the server decides what
 * the caller may see (docs/decisions/0130-player-area-reads.md).
 */


/** Number of items the screens show (the product spec's display limits). */
export const DASHBOARD_DRIVERS = 5;
export const DASHBOARD_EVENTS = 3;
export const DASHBOARD_LEAGUES = 3;
export const PROFILE_ACHIEVEMENTS = 6;
export const RECENT_ACTIVITY = 20;
/** Scored predictions listed under the accuracy, newest first (the accuracy itself counts them all). */
export const SCORED_PREDICTIONS_SHOWN = 10;

/** user_statistics; a missing row is all zeros and unranked (docs/decisions/0130-player-area-reads.md). */
export const playerStatsSchema = z.object({
  totalPoints: z.number().int(),
  globalRank: z.number().int().nullable(),
  rallies: z.number().int(),
  bestRally: z.number().int(),
  leagues: z.number().int(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

export const predictionSummarySchema = z.object({
  total: z.number().int(),
  correct: z.number().int(),
  /** Whole percent (prediction_performance.accuracy). */
  accuracy: z.number().int(),
  pointsEarned: z.number().int(),
});
export type PredictionSummary = z.infer<typeof predictionSummarySchema>;

/** One scored prediction: its points and the kind of hit that gave them (docs/game-rules.md §6.2). */
export const scoredPredictionSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  startDate: z.string(),
  points: z.number().int(),
  hit: z.enum(PREDICTION_HITS),
});
export type ScoredPrediction = z.infer<typeof scoredPredictionSchema>;

export const earnedAchievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  earnedAt: z.string(),
});
export type EarnedAchievement = z.infer<typeof earnedAchievementSchema>;

export const leaguePositionSchema = z.object({
  leagueId: z.number().int(),
  name: z.string(),
  position: z.number().int().nullable(),
  /** Fantasy points in the league (a head-to-head league's tie-breaker). */
  points: z.number().int(),
  memberCount: z.number().int(),
  /** A head-to-head league ranks by league points (match points, game-rules §8.9); a classic one by points. */
  format: z.enum(LEAGUE_FORMATS),
  /** League points from the league's fixtures; 0 in a classic league. */
  matchPoints: z.number().int(),
});
export type LeaguePosition = z.infer<typeof leaguePositionSchema>;

// ---------------------------------------------------------------- dashboard

export const dashboardDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamName: z.string().nullable(),
  points: z.number().int(),
  imageUrl: z.string().nullable(),
});

export const dashboardTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  budget: z.number().int(),
  spentBudget: z.number().int(),
  driverCount: z.number().int(),
  /** At most DASHBOARD_DRIVERS. */
  drivers: z.array(dashboardDriverSchema),
  /** The captain named for the next lock, null when none (docs/game-rules.md §5.4). */
  captainId: z.number().int().nullable(),
});
export type DashboardTeam = z.infer<typeof dashboardTeamSchema>;

export const upcomingEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  location: z.string().nullable(),
  startDate: z.string(),
});
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;

/** Fantasy points of one driver in one event, rule by rule (docs/game-rules.md §4); they add up to `points`. */
export const pointsBreakdownSchema = fantasyBreakdownSchema.omit({ total: true });
export type PointsBreakdown = z.infer<typeof pointsBreakdownSchema>;

export const scoredDriverSchema = z.object({
  driverId: z.number().int(),
  name: z.string(),
  /** null: the driver was in the lineup but not entered (scores 0). */
  status: z.enum(FINISH_STATUSES).nullable(),
  finishPosition: z.number().int().nullable(),
  stageWins: z.number().int(),
  powerStagePosition: z.number().int().nullable(),
  /** The driver's own points; the team's event score counts a captain's twice. */
  points: z.number().int(),
  /** He was the captain at the lock (docs/game-rules.md §5.4). */
  captain: z.boolean(),
  /** What the armband added to the team score: his points once more for the captain, 0 for the others. */
  captainBonus: z.number().int(),
  breakdown: pointsBreakdownSchema,
});
export type ScoredDriver = z.infer<typeof scoredDriverSchema>;

/** "Explain my points": the latest scored event of the player, with the lineup that scored it. */
export const lastScoredEventSchema = z.object({
  eventId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  teamPoints: z.number().int().nullable(),
  predictionPoints: z.number().int().nullable(),
  points: z.number().int(),
  drivers: z.array(scoredDriverSchema),
});
export type LastScoredEvent = z.infer<typeof lastScoredEventSchema>;

// ---------------------------------------------------------------- explain my points (issue 31 part 5)

export const explainParamsSchema = z.strictObject({
  eventId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One pick of the scored prediction, with where that driver actually finished (null: not classified). */
export const explainedPickSchema = z.object({
  position: z.number().int(),
  driverId: z.number().int(),
  name: z.string(),
  finishPosition: z.number().int().nullable(),
});

/** The scored prediction: its points and the rule of docs/game-rules.md §6.2 that gave them. */
export const explainedPredictionSchema = z.object({
  points: z.number().int(),
  hit: z.enum(PREDICTION_HITS),
  picks: z.array(explainedPickSchema),
});
export type ExplainedPrediction = z.infer<typeof explainedPredictionSchema>;

/** A scored event of the player, for the picker of the explain view (newest first). */
export const scoredEventSchema = z.object({
  eventId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  points: z.number().int(),
});
export type ScoredEvent = z.infer<typeof scoredEventSchema>;

/** One scored event explained: the team's points driver by driver and rule by rule, and the prediction's. */
export const eventExplanationSchema = lastScoredEventSchema.extend({
  prediction: explainedPredictionSchema.nullable(),
  /** Every scored event of the player, newest first. */
  scoredEvents: z.array(scoredEventSchema),
});
export type EventExplanation = z.infer<typeof eventExplanationSchema>;

export const dashboardResponseSchema = z.object({
  /** The database clock, so the lock countdown is right on a device whose clock is not. */
  serverTime: z.string(),
  stats: playerStatsSchema,
  team: dashboardTeamSchema.nullable(),
  upcoming: z.array(upcomingEventSchema),
  leagues: z.array(leaguePositionSchema),
  lastScored: lastScoredEventSchema.nullable(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// ---------------------------------------------------------------- statistics

export const eventPointsSchema = z.object({
  eventId: z.number().int(),
  name: z.string(),
  /** The event's round in its season: the chart labels rallies by it, not by list position (issue 30, part 4). */
  round: z.number().int(),
  startDate: z.string(),
  teamPoints: z.number().int().nullable(),
  predictionPoints: z.number().int().nullable(),
  points: z.number().int(),
});
export type EventPoints = z.infer<typeof eventPointsSchema>;

export const activitySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('transfer'),
    at: z.string(),
    direction: z.enum(TRANSFER_TYPES),
    driverId: z.number().int(),
    driverName: z.string(),
    price: z.number().int(),
  }),
  z.object({ kind: z.literal('prediction'), at: z.string(), eventId: z.number().int(), eventName: z.string() }),
  z.object({ kind: z.literal('league'), at: z.string(), leagueId: z.number().int(), leagueName: z.string() }),
  z.object({
    kind: z.literal('points'),
    at: z.string(),
    eventId: z.number().int(),
    eventName: z.string(),
    points: z.number().int(),
  }),
]);
export type Activity = z.infer<typeof activitySchema>;

export const statsResponseSchema = z.object({
  season: z.number().int(),
  stats: playerStatsSchema,
  leagues: z.array(leaguePositionSchema),
  /** null until a prediction has been scored (spec: "You haven't made any predictions yet."). */
  predictions: predictionSummarySchema.nullable(),
  /** The latest scored predictions, newest first, at most SCORED_PREDICTIONS_SHOWN. */
  scoredPredictions: z.array(scoredPredictionSchema),
  achievements: z.array(earnedAchievementSchema),
  /** Newest first, at most RECENT_ACTIVITY. */
  activity: z.array(activitySchema),
  /** The season's scored events of the player, oldest first (the points-per-event chart). */
  pointsPerEvent: z.array(eventPointsSchema),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

// ---------------------------------------------------------------- profiles

/** Better-auth ids are URL-safe random strings; anything else cannot be a user (and never reaches SQL). */
export const profileParamsSchema = z.strictObject({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid user id'),
});

export const profileDetailsSchema = z.object({
  fullName: z.string().nullable(),
  country: z.string().nullable(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  joinedAt: z.string(),
  lastActive: z.string().nullable(),
});

export const profileTeamSchema = z.object({
  name: z.string(),
  points: z.number().int(),
  budget: z.number().int(),
  spentBudget: z.number().int(),
});

export const profileResponseSchema = z.object({
  isOwn: z.boolean(),
  /** `limited`: another user turned the public profile off; only username and avatar are sent. */
  visibility: z.enum(['full', 'limited']),
  user: z.object({ id: z.string(), username: z.string(), avatarUrl: z.string().nullable() }),
  details: profileDetailsSchema.nullable(),
  stats: playerStatsSchema.nullable(),
  /** Whether the user has a fantasy team (null when the profile is limited). */
  hasTeam: z.boolean().nullable(),
  /** Own profile only (docs/decisions/0131-profile-visibility.md). */
  team: profileTeamSchema.nullable(),
  /** Own profile only (docs/decisions/0131-profile-visibility.md). */
  predictions: predictionSummarySchema.nullable(),
  /** Latest PROFILE_ACHIEVEMENTS, newest first. */
  achievements: z.array(earnedAchievementSchema),
  achievementCount: z.number().int(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
