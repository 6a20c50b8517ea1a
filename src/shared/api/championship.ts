import { z } from 'zod';
import { idParamSchema } from './common';
import { FINISH_STATUSES, FORMS } from '../constants/enums';

/** Path parameter of `/api/teams/:id` and `/api/drivers/:id` routes. */
export const idParamsSchema = z.strictObject({ id: idParamSchema });

/** `?season=2026`; without it the server uses the year of its current date. */
export const seasonQuerySchema = z.strictObject({
  season: z.coerce.number().int().min(1900).max(2999).optional(),
});

export const trendSchema = z.enum(['up', 'down', 'same']);

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string().nullable(),
  car: z.string().nullable(),
  country: z.string().nullable(),
  imageUrl: z.string().nullable(),
  championships: z.number().int(),
  /** Position in the current season's constructor standings; null before the first completed event. */
  currentPosition: z.number().int().nullable(),
  /** Official points of the current season (sum of the team's drivers). */
  points: z.number().int(),
  driverCount: z.number().int(),
});
export type TeamDto = z.infer<typeof teamSchema>;

export const teamListSchema = z.object({ teams: z.array(teamSchema) });
export type TeamList = z.infer<typeof teamListSchema>;

export const driverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  coDriverName: z.string().nullable(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  country: z.string().nullable(),
  carNumber: z.number().int().nullable(),
  /** Whole euros. */
  price: z.number().int(),
  /** Season fantasy points. */
  points: z.number().int(),
  form: z.enum(FORMS),
  nextEventOdds: z.number().int(),
  championships: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type DriverDto = z.infer<typeof driverSchema>;

export const driverListSchema = z.object({ drivers: z.array(driverSchema) });
export type DriverList = z.infer<typeof driverListSchema>;

/** `GET /api/drivers?teamId=1` lists one team's drivers. */
export const driverListQuerySchema = z.strictObject({
  teamId: idParamSchema.optional(),
});

export const driverStandingSchema = z.object({
  position: z.number().int(),
  previousPosition: z.number().int().nullable(),
  trend: trendSchema,
  driverId: z.number().int(),
  name: z.string(),
  teamId: z.number().int().nullable(),
  team: z.string().nullable(),
  points: z.number().int(),
});
export type DriverStandingDto = z.infer<typeof driverStandingSchema>;

export const driverStandingsSchema = z.object({
  season: z.number().int(),
  standings: z.array(driverStandingSchema),
});
export type DriverStandings = z.infer<typeof driverStandingsSchema>;

export const constructorStandingSchema = z.object({
  position: z.number().int(),
  previousPosition: z.number().int().nullable(),
  trend: trendSchema,
  teamId: z.number().int(),
  name: z.string(),
  points: z.number().int(),
});
export type ConstructorStandingDto = z.infer<typeof constructorStandingSchema>;

export const constructorStandingsSchema = z.object({
  season: z.number().int(),
  standings: z.array(constructorStandingSchema),
});
export type ConstructorStandings = z.infer<typeof constructorStandingsSchema>;

/** One completed event of a driver ("driver_history"), newest first in lists. */
export const driverHistoryEntrySchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  country: z.string(),
  season: z.number().int(),
  round: z.number().int(),
  startDate: z.string(),
  status: z.enum(FINISH_STATUSES),
  position: z.number().int().nullable(),
  time: z.string().nullable(),
  /** Official championship points. */
  points: z.number().int(),
  fantasyPoints: z.number().int(),
  stageWins: z.number().int(),
});
export type DriverHistoryEntry = z.infer<typeof driverHistoryEntrySchema>;

export const driverHistorySchema = z.object({ history: z.array(driverHistoryEntrySchema) });
export type DriverHistory = z.infer<typeof driverHistorySchema>;

/**
 * One move of a driver's price (docs/game-rules.md §9.4): his opening price (no event), then one row per
 * published event, a zero change where he was not entered. Oldest first.
 */
export const driverPriceMoveSchema = z.object({
  /** The event that caused the move; null for the opening price. */
  eventId: z.number().int().nullable(),
  eventName: z.string().nullable(),
  season: z.number().int().nullable(),
  round: z.number().int().nullable(),
  /** The event's start, or when the opening price was recorded. */
  date: z.string(),
  /** Whole euros, after the move. */
  price: z.number().int(),
  change: z.number().int(),
});
export type DriverPriceMove = z.infer<typeof driverPriceMoveSchema>;

export const driverPricesSchema = z.object({ prices: z.array(driverPriceMoveSchema) });
export type DriverPrices = z.infer<typeof driverPricesSchema>;

/** A team's drivers' latest results, for the constructor page's Recent Results block. */
export const teamResultSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  startDate: z.string(),
  driverId: z.number().int(),
  driverName: z.string(),
  status: z.enum(FINISH_STATUSES),
  position: z.number().int().nullable(),
  points: z.number().int(),
});
export type TeamResultDto = z.infer<typeof teamResultSchema>;

export const teamResultListSchema = z.object({ results: z.array(teamResultSchema) });
export type TeamResultList = z.infer<typeof teamResultListSchema>;
