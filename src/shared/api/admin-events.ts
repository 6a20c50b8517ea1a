import { z } from 'zod';
import { LANGUAGES, SURFACES } from '../constants/enums';
import { eventSchema, stageSchema } from './events';
import { EVENT_LIMITS } from '../constants/limits';
import { errorResponseSchema } from './common';
export { EVENT_LIMITS };
import { ADMIN_EVENT_MESSAGES } from '../messages';
export { ADMIN_EVENT_MESSAGES };

/**
 * Admin console: events, their stages and entry lists (issue 10, part 2). Every route is `access: 'admin'`.
 *
 *   GET    /api/admin/events                              → adminEventListSchema
 *   POST   /api/admin/events                              body eventBodySchema → 201 adminEventSchema
 *   GET    /api/admin/events/:id                          → adminEventDetailSchema
 *   PUT    /api/admin/events/:id                          body eventBodySchema → adminEventSchema (409 eventEditConflictSchema)
 *   POST   /api/admin/events/:id/stages                   body stageBodySchema → 201 adminStageSchema
 *   PUT    /api/admin/events/:id/stages/:stageId          body stageBodySchema → adminStageSchema
 *   DELETE /api/admin/events/:id/stages/:stageId          → 204
 *   PUT    /api/admin/events/:id/entries                  body entriesBodySchema → adminEntryListSchema
 *
 * The schemas hold every field rule the console's form also shows; the rules that need the database
 * (unique round, unique stage number, one power stage, entries with results) live in the service.
 */



const M = ADMIN_EVENT_MESSAGES;

/** No NUL bytes or other control characters (PostgreSQL refuses NUL in text; the rest is never wanted). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Single-line fields refuse line breaks as well.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f]/;

const requiredText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .refine((s) => !CONTROL_OR_NEWLINE.test(s), { error: M.controlCharacters });

/** Optional text: blank becomes null, so clearing a field in the form stores "no value". */
const optionalText = (max: number, tooLong: string, pattern: RegExp = CONTROL_OR_NEWLINE) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .refine((s) => !pattern.test(s), { error: M.controlCharacters })
    .nullable()
    .transform((s) => (s ? s : null));

const instant = z.iso.datetime({ offset: true, error: M.dateInvalid });

export const eventBodySchema = z
  .strictObject({
    season: z.number({ error: M.seasonInvalid }).int({ error: M.seasonInvalid }).min(EVENT_LIMITS.minSeason, { error: M.seasonInvalid }).max(EVENT_LIMITS.maxSeason, { error: M.seasonInvalid }),
    round: z.number({ error: M.roundInvalid }).int({ error: M.roundInvalid }).min(1, { error: M.roundInvalid }).max(EVENT_LIMITS.maxRound, { error: M.roundInvalid }),
    name: requiredText(EVENT_LIMITS.name, M.nameRequired, M.nameTooLong),
    country: requiredText(EVENT_LIMITS.country, M.countryRequired, M.countryTooLong),
    location: optionalText(EVENT_LIMITS.location, M.locationTooLong),
    /**
     * Text the admin wrote (docs/decisions/0207): shown as written, in `descriptionLanguage`. Left out, the
     * description stays as it is (a generated one stays generated); null or blank removes it.
     */
    description: optionalText(EVENT_LIMITS.description, M.descriptionTooLong, CONTROL).optional(),
    /** The language the description is written in; left out, the admin's own language (their setting, else the request's). */
    descriptionLanguage: z.enum(LANGUAGES, { error: M.descriptionLanguageInvalid }).optional(),
    imageUrl: optionalText(EVENT_LIMITS.imageUrl, M.imageUrlTooLong).refine(
      (s) => s === null || /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i.test(s),
      { error: M.imageUrlInvalid },
    ),
    startDate: instant,
    endDate: instant,
    surfaceType: z.enum(SURFACES, { error: M.surfaceInvalid }),
    /**
     * On an edit that moves the start: move every timed stage with it, so the first starts at the new start
     * (docs/game-rules.md §2.6). Without it such a move is refused (409). Ignored when creating an event.
     */
    shiftStages: z.boolean({ error: M.shiftStagesInvalid }).optional(),
  })
  .refine((e) => Date.parse(e.endDate) >= Date.parse(e.startDate), { error: M.endBeforeStart, path: ['endDate'] })
  .refine((e) => e.descriptionLanguage === undefined || e.description !== undefined, {
    error: M.descriptionLanguageWithoutText,
    path: ['descriptionLanguage'],
  });
export type EventBody = z.input<typeof eventBodySchema>;

/** 409 on an edit: a moved start refused names the first stage's start (docs/game-rules.md §2.6). */
export const eventEditConflictSchema = errorResponseSchema.extend({
  details: z.object({ firstStageStart: z.string() }).optional(),
});
export type EventBodyParsed = z.output<typeof eventBodySchema>;

/** The public event plus what the console needs to see at a glance. */
export const adminEventSchema = eventSchema.extend({
  stageCount: z.number().int(),
  entryCount: z.number().int(),
  resultCount: z.number().int(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventListSchema = z.object({ events: z.array(adminEventSchema) });
export type AdminEventList = z.infer<typeof adminEventListSchema>;

export const adminStageSchema = stageSchema;
export type AdminStage = z.infer<typeof adminStageSchema>;

export const stageBodySchema = z.strictObject({
  number: z
    .number({ error: M.stageNumberInvalid })
    .int({ error: M.stageNumberInvalid })
    .min(1, { error: M.stageNumberInvalid })
    .max(EVENT_LIMITS.maxStageNumber, { error: M.stageNumberInvalid }),
  name: requiredText(EVENT_LIMITS.stageName, M.stageNameRequired, M.stageNameTooLong),
  length: z
    .number({ error: M.stageLengthInvalid })
    .gt(0, { error: M.stageLengthInvalid })
    .max(EVENT_LIMITS.maxStageLengthKm, { error: M.stageLengthInvalid })
    .nullable(),
  startTime: instant.nullable(),
  isPowerStage: z.boolean(),
});
export type StageBody = z.input<typeof stageBodySchema>;

export const adminEntrySchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  teamName: z.string().nullable(),
  carNumber: z.number().int().nullable(),
  hasResult: z.boolean(),
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;

export const adminEntryListSchema = z.object({ entries: z.array(adminEntrySchema) });
export type AdminEntryList = z.infer<typeof adminEntryListSchema>;

const id = z.number({ error: M.driverUnknown }).int({ error: M.driverUnknown }).positive({ error: M.driverUnknown }).max(2_147_483_647, { error: M.driverUnknown });

export const entriesBodySchema = z.strictObject({
  entries: z
    .array(
      z.strictObject({
        driverId: id,
        carNumber: z
          .number({ error: M.carNumberInvalid })
          .int({ error: M.carNumberInvalid })
          .min(1, { error: M.carNumberInvalid })
          .max(EVENT_LIMITS.maxCarNumber, { error: M.carNumberInvalid })
          .nullable(),
      }),
    )
    .max(EVENT_LIMITS.maxEntries, { error: M.tooManyEntries })
    .refine((list) => new Set(list.map((e) => e.driverId)).size === list.length, { error: M.driverTwice })
    .refine(
      (list) => {
        const numbers = list.flatMap((e) => (e.carNumber === null ? [] : [e.carNumber]));
        return new Set(numbers).size === numbers.length;
      },
      { error: M.carNumberTwice },
    ),
});
export type EntriesBody = z.input<typeof entriesBodySchema>;

export const adminEventDetailSchema = z.object({
  event: adminEventSchema,
  stages: z.array(adminStageSchema),
  entries: z.array(adminEntrySchema),
});
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
export const adminEventParamsSchema = z.strictObject({ id: dbId });
export const adminStageParamsSchema = z.strictObject({ id: dbId, stageId: dbId });
