import { z } from 'zod';

/**
 * Ownership: the crowd behind each driver (docs/game-rules.md §9.11, docs/decisions/0208). Percent figures
 * only: the counts behind them would tell how many managers play, which the site keeps to itself below 1,000
 * (docs/decisions/0169).
 */
export const driverOwnershipSchema = z.object({
  driverId: z.number().int(),
  /** Percent of the teams holding a driver now that hold him, one decimal. */
  now: z.number(),
  /** The same at the last lock; null when no event has started yet. */
  atLock: z.number().nullable(),
});
export type DriverOwnership = z.infer<typeof driverOwnershipSchema>;

export const ownershipResponseSchema = z.object({
  /** When "now" was counted: recounted once it is OWNERSHIP_MAX_AGE_MS (constants/game.ts) old, never served at twice that. */
  countedAt: z.string(),
  /** The most recent event whose start has passed: its lock is "the last lock". */
  lastLock: z
    .object({ eventId: z.number().int(), eventName: z.string(), startDate: z.string() })
    .nullable(),
  /** Every driver, the most owned now first, then by name. */
  drivers: z.array(driverOwnershipSchema),
});
export type OwnershipResponse = z.infer<typeof ownershipResponseSchema>;

/** The route takes no parameters; an unknown one is refused rather than ignored. */
export const ownershipQuerySchema = z.strictObject({});
