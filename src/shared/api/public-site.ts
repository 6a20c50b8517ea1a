import { z } from 'zod';

/**
 * Figures for the stats strip of the home and about pages. Every number is counted in the database at
 * request time: the spec's "10,000+ managers" style claims are replaced by what the product can back.
 */
export const siteStatsSchema = z.object({
  /** Registered accounts; null below MANAGERS_SHOWN_FROM (docs/decisions/0169). */
  managers: z.number().int().nonnegative().nullable(),
  /** Events on the calendar, every season. */
  events: z.number().int().nonnegative(),
  /** Special stages of those events. */
  stages: z.number().int().nonnegative(),
  /** Their total length, whole kilometres. */
  kilometres: z.number().int().nonnegative(),
  drivers: z.number().int().nonnegative(),
  /** Distinct countries that host an event. */
  countries: z.number().int().nonnegative(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

/** The event the floating badge points at: the running one, else the next to start. */
export const badgeEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  location: z.string().nullable(),
  /** ISO 8601 instant (UTC): the first stage, when predictions and lineups lock. */
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(['upcoming', 'active']),
});
export type BadgeEvent = z.infer<typeof badgeEventSchema>;

export const nextEventResponseSchema = z.object({ event: badgeEventSchema.nullable() });
export type NextEventResponse = z.infer<typeof nextEventResponseSchema>;

/** The game clock's "now" (ISO 8601 instant): the web app sets its own clock by it (docs/decisions/0184). */
export const serverTimeSchema = z.object({ now: z.string() });
export type ServerTime = z.infer<typeof serverTimeSchema>;
