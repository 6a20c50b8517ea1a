import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
/** `name` is better-auth's required display name; the web sends the username there. */
export const NAME_MAX_LENGTH = 100;

export const AUTH_INPUT_MESSAGES = {
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters long`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters long`,
  usernameInvalid: 'Username may only contain letters, numbers, underscores and dots',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
} as const;

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
  /** Always treated as true (DESIGN §3: a password change ends the other sessions). */
  revokeOtherSessions: z.boolean().optional(),
});

export const usernameAvailableBodySchema = z.strictObject({ username });

export const emptyAuthBodySchema = z.strictObject({});
