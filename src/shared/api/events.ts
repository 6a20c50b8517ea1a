import { z } from 'zod';
import { idParamSchema } from './common';
import { EVENT_STATUSES, FINISH_STATUSES, LANGUAGES, SURFACES } from '../constants/enums';
import { eventDescriptionFactsSchema } from '../event-description';

/** Path parameter of every `/api/events/:id` route: a positive whole number, else 400. */
export const eventIdParamsSchema = z.strictObject({ id: idParamSchema });

export const eventSchema = z.object({
  id: z.number().int(),
  season: z.number().int(),
  round: z.number().int(),
  name: z.string(),
  country: z.string(),
  location: z.string().nullable(),
  /** Text an admin wrote, shown as written (docs/decisions/0207); null when there is none or it is generated. */
  description: z.string().nullable(),
  /** The language `description` is written in; null exactly when it is. */
  descriptionLanguage: z.enum(LANGUAGES).nullable(),
  /** A generated description: facts each screen words in its reader's language. Null when written or none. */
  descriptionFacts: eventDescriptionFactsSchema.nullable(),
  imageUrl: z.string().nullable(),
  /** ISO 8601 instants (UTC). The start is the first stage: predictions lock then. */
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(EVENT_STATUSES),
  surfaceType: z.enum(SURFACES),
  /** The IANA zone the rally runs in, derived from its country and location (docs/decisions/0167). */
  timeZone: z.string(),
});
export type EventDto = z.infer<typeof eventSchema>;

export const eventListSchema = z.object({ events: z.array(eventSchema) });
export type EventList = z.infer<typeof eventListSchema>;

export const stageSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  /** Kilometres; null when the itinerary does not give it. */
  length: z.number().nullable(),
  startTime: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  isPowerStage: z.boolean(),
});
export type StageDto = z.infer<typeof stageSchema>;

export const stageListSchema = z.object({ stages: z.array(stageSchema) });
export type StageList = z.infer<typeof stageListSchema>;

export const eventResultSchema = z.object({
  /** Null for a retirement, disqualification or non-starter. */
  position: z.number().int().nullable(),
  status: z.enum(FINISH_STATUSES),
  driver: z.object({
    id: z.number().int(),
    name: z.string(),
    teamId: z.number().int().nullable(),
    team: z.string().nullable(),
  }),
  time: z.string().nullable(),
  /** Official championship points (what the Results tab shows). */
  points: z.number().int(),
  fantasyPoints: z.number().int(),
});
export type EventResultDto = z.infer<typeof eventResultSchema>;

export const eventResultListSchema = z.object({ results: z.array(eventResultSchema) });
export type EventResultList = z.infer<typeof eventResultListSchema>;
