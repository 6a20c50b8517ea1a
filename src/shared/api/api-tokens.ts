import { z } from 'zod';
import { API_TOKEN_LIMITS } from '../constants/limits';
import { API_TOKEN_MESSAGES, COMMON_MESSAGES } from '../messages';
import { idParamSchema } from './common';

/** A personal API token as Settings lists it: never its secret, which is shown once, at creation. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The secret's first characters (`rfp_ab12…`), to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** When a script last used it (to the minute); null when never. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({
  tokens: z.array(apiTokenSchema),
  /** The documented limit per token: `requests` per `windowSeconds`. */
  rateLimit: z.object({ requests: z.number().int(), windowSeconds: z.number().int() }),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

// A name is one line of text: control characters have no use in it (and PostgreSQL refuses NUL).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export const createApiTokenBodySchema = z.strictObject({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: API_TOKEN_MESSAGES.nameRequired })
    .max(API_TOKEN_LIMITS.name, { error: API_TOKEN_MESSAGES.nameTooLong })
    .refine((s) => !CONTROL.test(s), { error: COMMON_MESSAGES.controlCharacters }),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

/** The answer to a creation: the only time the secret leaves the server. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenParamsSchema = z.strictObject({ id: idParamSchema });
