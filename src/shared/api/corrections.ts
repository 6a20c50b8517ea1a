import { z } from 'zod';
import { FINISH_STATUSES } from '../constants/enums';

/**
 * Corrections of published results (issue 30, part 3; docs/game-rules.md §16.3, docs/decisions/0192): every
 * republish that changed a result is recorded with what changed and its effect on managers' points, shown on
 * the event's results and on the public corrections log.
 */

/** One driver's result as published: null when he had no result on that side of the correction. */
export const correctedResultSchema = z.object({
  position: z.number().int().nullable(),
  status: z.enum(FINISH_STATUSES),
  /** Championship points. */
  points: z.number().int(),
  fantasyPoints: z.number().int(),
});
export type CorrectedResult = z.infer<typeof correctedResultSchema>;

export const correctionChangeSchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  before: correctedResultSchema.nullable(),
  after: correctedResultSchema.nullable(),
});
export type CorrectionChange = z.infer<typeof correctionChangeSchema>;

export const correctionSchema = z.object({
  id: z.number().int(),
  event: z.object({ id: z.number().int(), name: z.string(), season: z.number().int(), round: z.number().int() }),
  /** ISO 8601 instant. */
  correctedAt: z.string(),
  changes: z.array(correctionChangeSchema),
  /** Managers whose points for the event went up / down; null while the correction is being scored. */
  managersUp: z.number().int().nullable(),
  managersDown: z.number().int().nullable(),
});
export type CorrectionDto = z.infer<typeof correctionSchema>;

export const correctionListSchema = z.object({ corrections: z.array(correctionSchema) });
export type CorrectionList = z.infer<typeof correctionListSchema>;
