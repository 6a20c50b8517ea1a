import { z } from 'zod';

/**
 * Rivals side by side (issue 31 part 4, docs/decisions/0211): a fellow league member's team at the lock of each
 * event that has locked, beside mine. Lineups of events not yet locked are never sent (docs/game-rules.md §8.11).
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const rivalParamsSchema = z.strictObject({ id, userId: z.string().min(1).max(100) });
export const rivalQuerySchema = z.strictObject({
  /** The locked event to show; without it the latest one. */
  eventId: id.optional(),
});
export type RivalQuery = z.infer<typeof rivalQuerySchema>;

/** A locked event, with both managers' event scores (null: not scored yet, or no score). */
export const rivalEventSchema = z.object({
  eventId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  scored: z.boolean(),
  myPoints: z.number().int().nullable(),
  theirPoints: z.number().int().nullable(),
});
export type RivalEvent = z.infer<typeof rivalEventSchema>;

export const rivalDriverSchema = z.object({
  driverId: z.number().int(),
  name: z.string(),
  /** His event points, null until the event is scored. */
  points: z.number().int().nullable(),
  captain: z.boolean(),
  /** What the armband added (his points once more for the captain, else 0); null until scored. */
  captainBonus: z.number().int().nullable(),
});
export type RivalDriver = z.infer<typeof rivalDriverSchema>;

/** One manager's team at the event's lock. */
export const rivalSideSchema = z.object({
  teamName: z.string(),
  /** The team's event score as the engine stored it (captain included); null until scored or without a lineup. */
  teamPoints: z.number().int().nullable(),
  drivers: z.array(rivalDriverSchema),
});
export type RivalSide = z.infer<typeof rivalSideSchema>;

export const comparedDriverSchema = z.object({
  driverId: z.number().int(),
  name: z.string(),
  held: z.enum(['both', 'mine', 'theirs']),
  mine: z.number().int().nullable(),
  theirs: z.number().int().nullable(),
  difference: z.number().int().nullable(),
});

export const rivalResponseSchema = z.object({
  league: z.object({ id: z.number().int(), name: z.string() }),
  member: z.object({ userId: z.string(), username: z.string(), avatarUrl: z.string().nullable(), isMe: z.boolean() }),
  /** Every event whose lock has passed, newest first. */
  events: z.array(rivalEventSchema),
  /** The event shown; null before the first lock. */
  event: rivalEventSchema.nullable(),
  /** null: no team. */
  me: rivalSideSchema.nullable(),
  them: rivalSideSchema.nullable(),
  /** Both lineups driver by driver, the ones that made the difference first (src/shared/game/rival-comparison.ts). */
  comparison: z.array(comparedDriverSchema),
});
export type RivalResponse = z.infer<typeof rivalResponseSchema>;
