import { z } from 'zod';

/**
 * An event's description comes in one of two kinds (docs/decisions/0207):
 * - generated: the facts below, which each reader's screen turns into sentences in its own language
 *   (src/web/features/events/lib/describe-event.ts, texts `events:description.*`). The demo seed writes them.
 * - written: text an admin typed, shown as written and marked with the language it is in.
 */

/** The surface as the description words it: finer than the event's four-value surface type. */
export const DESCRIPTION_SURFACES = ['tarmac', 'gravel', 'snowIce', 'tarmacSnowIce', 'mixed'] as const;
export type DescriptionSurface = (typeof DESCRIPTION_SURFACES)[number];

export const eventDescriptionFactsSchema = z.strictObject({
  /** The real championship calendar the round is from (2026 for the demo, whatever the season it is laid in). */
  calendarYear: z.number().int().min(1950).max(2100),
  round: z.number().int().positive(),
  /** The rally's own edition number ("the 94th edition"), when the data gives it. */
  edition: z.number().int().positive().nullable(),
  /** A place name, shown as it is in every language. */
  base: z.string().min(1).nullable(),
  surface: z.enum(DESCRIPTION_SURFACES),
  stagesPlanned: z.number().int().positive().nullable(),
  distanceKm: z.number().positive().nullable(),
});
export type EventDescriptionFacts = z.infer<typeof eventDescriptionFactsSchema>;
