import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits';
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH, NAME_MAX_LENGTH };
import { AUTH_INPUT_MESSAGES } from '../messages';
export { AUTH_INPUT_MESSAGES };

export const EMAIL_MAX_LENGTH = 254;


const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_INPUT_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_INPUT_MESSAGES.passwordTooLong });

// The username plugin's own rule (letters, digits, underscore, dot), checked here so nothing else is stored.
const username = z
  .string()
  .min(USERNAME_MIN_LENGTH, { error: AUTH_INPUT_MESSAGES.usernameTooShort })
  .max(USERNAME_MAX_LENGTH, { error: AUTH_INPUT_MESSAGES.usernameTooLong })
  .regex(/^[a-zA-Z0-9_.]+$/, { error: AUTH_INPUT_MESSAGES.usernameInvalid });

const email = z.email({ error: AUTH_INPUT_MESSAGES.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: AUTH_INPUT_MESSAGES.emailInvalid });

// Only a same-site path: better-auth would redirect there.
const callbackURL = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])/, { error: 'callbackURL must be a path on this site' });

/**
 * Every body the auth routes accept, checked by the route before better-auth sees it. Strict, so a client
 * can never slip a role, an admin flag or an avatar URL into an account; bounded, so nothing huge is stored.
 */
export const signUpBodySchema = z.strictObject({
  email,
  password,
  name: z.string().trim().min(1, { error: AUTH_INPUT_MESSAGES.nameRequired }).max(NAME_MAX_LENGTH, { error: AUTH_INPUT_MESSAGES.nameTooLong }),
  username,
  displayUsername: username.optional(),
  callbackURL: callbackURL.optional(),
  rememberMe: z.boolean().optional(),
});

// Sign-in checks only the shape and bounds: a wrong-format e-mail is simply a failed sign-in.
export const signInBodySchema = z.strictObject({
  email: z.string().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  callbackURL: callbackURL.optional(),
  rememberMe: z.boolean().optional(),
});

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: password,
  /** Always treated as true (docs/decisions/0080-auth-routes-and-input-guards.md: a password change ends the other sessions). */
  revokeOtherSessions: z.boolean().optional(),
});

export const usernameAvailableBodySchema = z.strictObject({ username });

export const emptyAuthBodySchema = z.strictObject({});

/** get-session's query: better-auth's two switches, nothing else. */
export const getSessionQuerySchema = z.strictObject({
  disableCookieCache: z.enum(['true', 'false']).optional(),
  disableRefresh: z.enum(['true', 'false']).optional(),
});

/**
 * better-auth's own answers, passed through (without the session token, src/server/auth/auth.routes.ts): only
 * their outline is ours, so the schema promises an object and keeps every field it carries.
 */
export const authAnswerSchema = z.looseObject({});
/** get-session: the session and its user, or null for a visitor. */
export const authSessionAnswerSchema = z.looseObject({}).nullable();
/** reset-password: better-auth answers `{ status: true }` once the new password is set. */
export const resetPasswordAnswerSchema = z.looseObject({ status: z.boolean() });
