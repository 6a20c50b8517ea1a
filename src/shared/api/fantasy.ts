import { z } from 'zod';
import { idParamSchema, idSchema } from './common';
import { FORMS, TRANSFER_TYPES } from '../constants/enums';
import { FANTASY_MESSAGES } from '../messages';
import { TEAM_NAME_MAX_LENGTH } from '../constants/limits';
export { FANTASY_MESSAGES };

/**
 * "My team" API (docs/decisions/0050-my-team-api.md; rules: docs/game-rules.md §3).
 * Every route acts on the signed-in user's own team; there is no team id in any path, so another
 * user's team cannot even be addressed. Money is whole euros (docs/game-rules.md §1.2).
 */

export { TEAM_NAME_MAX_LENGTH };

export const createTeamBodySchema = z.strictObject({
  // Trimmed before the length checks so "   " is refused like "" (docs/game-rules.md §3.1).
  name: z
    .string()
    .trim()
    .min(1, 'Team name is required')
    .max(TEAM_NAME_MAX_LENGTH, `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`),
});
export type CreateTeamBody = z.infer<typeof createTeamBodySchema>;

/** Strict: a `price` or `spent_budget` sent by a client is rejected, never used (docs/decisions/0050-my-team-api.md). */
export const purchaseDriverBodySchema = z.strictObject({
  driverId: idSchema,
  /**
   * Asks the server to refuse (409, `fantasy.budgetTrap`) a purchase that would leave free seats the budget
   * cannot fill at today's prices, so the player can confirm it first (docs/decisions/0193). The web app sends
   * it on the first attempt and leaves it out once the player confirmed.
   */
  warnShortfall: z.boolean().optional(),
});
export type PurchaseDriverBody = z.infer<typeof purchaseDriverBodySchema>;

/** Names the captain (docs/game-rules.md §5.4): one of the team's drivers, before the lock. */
export const captainBodySchema = z.strictObject({
  driverId: idSchema,
});
export type CaptainBody = z.infer<typeof captainBodySchema>;

export const driverIdParamsSchema = z.strictObject({
  driverId: idParamSchema,
});

export const teamDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamName: z.string().nullable(),
  country: z.string().nullable(),
  imageUrl: z.string().nullable(),
  points: z.number().int(),
  form: z.enum(FORMS),
  /** Today's market price: the team value is the sum of these. */
  price: z.number().int(),
  /** What the team paid; a sale refunds exactly this (docs/game-rules.md §3.4). */
  purchasePrice: z.number().int(),
  purchaseDate: z.string(),
});
export type TeamDriver = z.infer<typeof teamDriverSchema>;

export const fantasyTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  budget: z.number().int(),
  spentBudget: z.number().int(),
  createdAt: z.string(),
  drivers: z.array(teamDriverSchema),
  /**
   * The driver named captain, one of `drivers`; null when none is named (docs/game-rules.md §5.4). At the
   * next lock his points for that event count twice.
   */
  captainId: z.number().int().nullable(),
});
export type FantasyTeam = z.infer<typeof fantasyTeamSchema>;

/** No team is a normal state (docs/decisions/0050-my-team-api.md), hence null rather than 404. */
export const myTeamResponseSchema = z.object({ team: fantasyTeamSchema.nullable() });
export type MyTeamResponse = z.infer<typeof myTeamResponseSchema>;

export const teamResponseSchema = z.object({ team: fantasyTeamSchema });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const transferSchema = z.object({
  id: z.number().int(),
  driverId: z.number().int(),
  driverName: z.string(),
  teamName: z.string().nullable(),
  type: z.enum(TRANSFER_TYPES),
  price: z.number().int(),
  createdAt: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transfersResponseSchema = z.object({ transfers: z.array(transferSchema) });
export type TransfersResponse = z.infer<typeof transfersResponseSchema>;

