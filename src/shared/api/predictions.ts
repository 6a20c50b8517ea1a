import { z } from 'zod';
import { PREDICTION_HITS } from '../game/prediction-points';
import { PREDICTION_MESSAGES } from '../messages';
export { PREDICTION_MESSAGES };

/**
 * Podium predictions API (docs/decisions/0070-podium-predictions.md; rules: docs/game-rules.md §6).
 * The prediction is always the signed-in user's own for the event in the path: no prediction id or user
 * id is ever sent, so another user's prediction cannot even be addressed (docs/decisions/0009, 0070).
 */

/** The largest id PostgreSQL's `integer` holds: anything above is refused by the schema, never sent to SQL. */
export const MAX_ID = 2_147_483_647;

export const PODIUM_POSITIONS = [1, 2, 3] as const;
export type PodiumPosition = (typeof PODIUM_POSITIONS)[number];

export const predictionEventParamsSchema = z.strictObject({
  eventId: z.coerce.number().int().positive().max(MAX_ID),
});

const pick = z.number().int().positive().max(MAX_ID).nullable().optional();

/**
 * Strict: a `points`, `is_processed` or `userId` sent by a client is rejected, never stored. A pick may be
 * left out or null so the server can answer the spec's own "Please select drivers for all podium positions"
 * (a form with an empty select sends exactly that); a pick of the wrong type is a plain 400.
 */
export const savePredictionBodySchema = z.strictObject({
  first: pick,
  second: pick,
  third: pick,
});
export type SavePredictionBody = z.infer<typeof savePredictionBodySchema>;

const driverRef = z.object({
  id: z.number().int(),
  name: z.string(),
  teamName: z.string().nullable(),
});
export type PredictionDriverRef = z.infer<typeof driverRef>;

/** One option of the three selects: "name (team) - points pts", by season points descending (docs/decisions/0070-podium-predictions.md). */
export const predictionDriverSchema = driverRef.extend({
  points: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type PredictionDriver = z.infer<typeof predictionDriverSchema>;

export const podiumPlaceSchema = z.object({
  position: z.number().int().min(1).max(3),
  driver: driverRef,
});
export type PodiumPlace = z.infer<typeof podiumPlaceSchema>;

export const predictionSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  /** When the player first saved it ("You submitted a prediction on {date}"). */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set by the game engine when the event's results are published (docs/game-rules.md §6.2). */
  isProcessed: z.boolean(),
  points: z.number().int(),
  picks: z.array(podiumPlaceSchema).length(3),
});
export type Prediction = z.infer<typeof predictionSchema>;

export const predictionViewSchema = z.object({
  eventId: z.number().int(),
  startDate: z.string(),
  /** Decided by the database clock: true while the event start is in the future. */
  open: z.boolean(),
  /** The database clock when this answer was made, so a client can correct its own clock for the countdown. */
  serverTime: z.string(),
  drivers: z.array(predictionDriverSchema),
  prediction: predictionSchema.nullable(),
  /** The real podium (finishers in positions 1–3) once the event's results are published, else null. */
  podium: z.array(podiumPlaceSchema).nullable(),
  /** The kind of hit behind the scored prediction's points (docs/game-rules.md §6.2); null until it is scored. */
  hit: z.enum(PREDICTION_HITS).nullable(),
  /** The player's prediction record over every scored prediction (docs/game-rules.md §6.4). */
  record: z.object({
    scored: z.number().int(),
    correct: z.number().int(),
    /** Whole percent: correct / scored. */
    accuracy: z.number().int(),
    points: z.number().int(),
  }),
});
export type PredictionView = z.infer<typeof predictionViewSchema>;

export const savePredictionResponseSchema = z.object({ prediction: predictionSchema });
export type SavePredictionResponse = z.infer<typeof savePredictionResponseSchema>;

/** Share of managers who picked each driver, per podium place: only after the lock (docs/decisions/0070-podium-predictions.md). */
export const crowdPicksSchema = z.object({
  eventId: z.number().int(),
  /** Number of predictions for the event; each place's counts add up to it. */
  total: z.number().int(),
  places: z.array(
    z.object({
      position: z.number().int().min(1).max(3),
      picks: z.array(driverRef.extend({ count: z.number().int() })),
    }),
  ),
});
export type CrowdPicks = z.infer<typeof crowdPicksSchema>;

