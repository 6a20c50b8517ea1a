import { z } from 'zod';
import { COUNTRIES } from '../constants/countries';
import { LANGUAGES, THEMES } from '../constants/enums';
import {
  AUTH_INPUT_MESSAGES,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './auth';
import { FULL_NAME_MAX_LENGTH } from '../constants/limits';
import { ACCOUNT_MESSAGES } from '../messages';
export { ACCOUNT_MESSAGES, FULL_NAME_MAX_LENGTH };



const username = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, { error: AUTH_INPUT_MESSAGES.usernameTooShort })
  .max(USERNAME_MAX_LENGTH, { error: AUTH_INPUT_MESSAGES.usernameTooLong })
  .regex(/^[a-zA-Z0-9_.]+$/, { error: AUTH_INPUT_MESSAGES.usernameInvalid });

/** Blank means "not given": stored as null, so the profile falls back to the username. */
const fullName = z
  .string({ error: ACCOUNT_MESSAGES.fullNameTooLong })
  .trim()
  .max(FULL_NAME_MAX_LENGTH, { error: ACCOUNT_MESSAGES.fullNameTooLong })
  .transform((v) => (v === '' ? null : v))
  .nullable();

const country = z
  .enum(COUNTRIES, { error: ACCOUNT_MESSAGES.countryInvalid })
  .nullable();

export const preferencesSchema = z.object({
  notifications: z.boolean(),
  emailUpdates: z.boolean(),
  publicProfile: z.boolean(),
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** What a player without a preferences row has (docs/decisions/0140-account-settings-api.md). */
export const DEFAULT_PREFERENCES: Preferences = {
  notifications: true,
  emailUpdates: true,
  publicProfile: true,
  language: 'en',
  theme: 'light',
};

export const accountSettingsSchema = z.object({
  profile: z.object({
    username: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    country: z.string().nullable(),
  }),
  preferences: preferencesSchema,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/**
 * PATCH /api/me/settings: any of the editable fields; the e-mail is not among them (it cannot be changed). Strict, so an
 * `email`, a `role` or an `avatarUrl` is refused rather than ignored.
 */
export const updateSettingsBodySchema = z
  .strictObject({
    username: username.optional(),
    fullName: fullName.optional(),
    country: country.optional(),
    notifications: z.boolean().optional(),
    emailUpdates: z.boolean().optional(),
    publicProfile: z.boolean().optional(),
    language: z.enum(LANGUAGES, { error: ACCOUNT_MESSAGES.languageInvalid }).optional(),
    theme: z.enum(THEMES, { error: ACCOUNT_MESSAGES.themeInvalid }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: ACCOUNT_MESSAGES.nothingToSave });
export type UpdateSettingsBody = z.input<typeof updateSettingsBodySchema>;

export const deleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.wrongPassword }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/**
 * GET /api/me/export: the player's data as a JSON file to download (its sections follow the tables that hold
 * them, src/server/modules/account/account.service.ts); the file is sent as written, never reshaped by this.
 */
export const accountExportSchema = z.looseObject({ exportedAt: z.string() });

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

export const requestPasswordResetBodySchema = z.strictObject({
  email: z
    .string({ error: AUTH_INPUT_MESSAGES.emailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: AUTH_INPUT_MESSAGES.emailInvalid })
    .pipe(z.email({ error: AUTH_INPUT_MESSAGES.emailInvalid })),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

/** better-auth's reset tokens are 24 letters and digits; anything else cannot be one. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9]{16,64}$/;

export const resetPasswordBodySchema = z.strictObject({
  token: z.string({ error: ACCOUNT_MESSAGES.resetInvalid }).regex(RESET_TOKEN_PATTERN, { error: ACCOUNT_MESSAGES.resetInvalid }),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: AUTH_INPUT_MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_INPUT_MESSAGES.passwordTooLong }),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
