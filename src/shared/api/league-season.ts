import { z } from 'zod';

/**
 * A league's season rally by rally (docs/decisions/0212): one column per scored event of the season, each
 * member's event score and place after it, the movement since the event before, and the league's averages.
 * Read with GET /api/leagues/:id/season, by whoever may read the league.
 */

export const leagueSeasonEventSchema = z.object({
  eventId: z.number().int(),
  round: z.number().int(),
  name: z.string(),
  country: z.string(),
});
export type LeagueSeasonEvent = z.infer<typeof leagueSeasonEventSchema>;

/** A member after one event; `steps[i]` belongs to `events[i]`. */
export const leagueSeasonStepSchema = z.object({
  /** The member's score in the event (§7.1); null when he has none (not the same as 0). */
  eventPoints: z.number().int().nullable(),
  /** League points after the event: the season points up to and including it. */
  points: z.number().int(),
  /** The place the league table gave after the event (§8.2 over the events up to it). */
  position: z.number().int(),
});
export type LeagueSeasonStep = z.infer<typeof leagueSeasonStepSchema>;

export const leagueSeasonMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  steps: z.array(leagueSeasonStepSchema),
  /** Places gained (positive) or lost (negative) at the last event; null before a second event. */
  movement: z.number().int().nullable(),
});
export type LeagueSeasonMember = z.infer<typeof leagueSeasonMemberSchema>;

/** The league's average after each event: one decimal, halves away from zero (§1.1). */
export const leagueSeasonAverageSchema = z.object({
  /** Mean league points of the members after the event. */
  points: z.number(),
  /** Mean event score of the members who scored in it; null when none did. */
  eventPoints: z.number().nullable(),
});
export type LeagueSeasonAverage = z.infer<typeof leagueSeasonAverageSchema>;

export const leagueSeasonResponseSchema = z.object({
  season: z.number().int(),
  events: z.array(leagueSeasonEventSchema),
  averages: z.array(leagueSeasonAverageSchema),
  /** In the order of the table after the last event. */
  members: z.array(leagueSeasonMemberSchema),
});
export type LeagueSeasonResponse = z.infer<typeof leagueSeasonResponseSchema>;
