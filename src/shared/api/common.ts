import { z } from 'zod';

export const errorResponseSchema = z.object({
  code: z.string(),
  /** English, as the catalogue has it (src/shared/messages.ts). */
  message: z.string(),
  /** The catalogue code of `message` (src/shared/message-codes.ts), for showing it in the reader's language. */
  messageCode: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The largest value of PostgreSQL's `integer`, the type of every serial id column. */
export const MAX_DB_INT = 2_147_483_647;

/**
 * A row id in a body: a positive whole number that fits the database's 32-bit id columns, so an id out of
 * range is a 400 here rather than a database error.
 */
export const idSchema = z.number().int().positive().max(MAX_DB_INT);
/** The same, from a path or query string. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_DB_INT);
