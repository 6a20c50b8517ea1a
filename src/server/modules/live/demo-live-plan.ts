import { z } from 'zod';
import { idSchema } from '@shared/api/common';
import { stageResultRowSchema } from '@shared/api/live';

/**
 * The demo's rally in progress (DEMO_LIVE, docs/decisions/0201), as the seed leaves it for the server: which
 * event, how often a stage is due, and each stage's rows exactly as the admin's Live page would send them. Kept
 * in `system_config` under this key; a database without it (every real one) has no demo rally to run.
 */
export const DEMO_LIVE_PLAN_KEY = 'demo_live_rally';

export const demoLivePlanSchema = z.object({
  eventId: idSchema,
  /** Stage k is due once the game clock passes the event's start + k × this. */
  intervalMs: z.number().int().positive(),
  stages: z.array(z.object({ stageId: idSchema, number: z.number().int().positive(), results: z.array(stageResultRowSchema).min(1) })),
});
export type DemoLivePlan = z.input<typeof demoLivePlanSchema>;
