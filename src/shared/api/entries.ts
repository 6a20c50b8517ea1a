import { z } from 'zod';

/**
 * Entry lists (issue 30, part 1; docs/game-rules.md §16.1, docs/decisions/0191): who is entered in an event,
 * with car numbers, and who is entered in the next rally, so a player never buys a driver blind.
 */

export const eventEntrySchema = z.object({
  driverId: z.number().int(),
  name: z.string(),
  teamName: z.string().nullable(),
  carNumber: z.number().int().nullable(),
});
export type EventEntryDto = z.infer<typeof eventEntrySchema>;

export const eventEntryListSchema = z.object({ entries: z.array(eventEntrySchema) });
export type EventEntryList = z.infer<typeof eventEntryListSchema>;

/**
 * The next rally to start and its entry list. `event` is null when no rally is scheduled; an event without
 * any entry yet has `entries: []`, which means "not published", not "nobody entered" (no driver is marked).
 */
export const nextEntriesSchema = z.object({
  event: z
    .object({ id: z.number().int(), name: z.string(), round: z.number().int(), startDate: z.string() })
    .nullable(),
  entries: z.array(z.object({ driverId: z.number().int(), carNumber: z.number().int().nullable() })),
});
export type NextEntries = z.infer<typeof nextEntriesSchema>;
