import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Shape checks only: better-auth enforces lengths and uniqueness with the product's messages.
// Strict, so a client can never slip a role or an admin flag into a new account.
export const signUpBodySchema = z.strictObject({
  email: z.string(),
  password: z.string(),
  name: z.string(),
  username: z.string(),
  displayUsername: z.string().optional(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

export const signInBodySchema = z.strictObject({
  email: z.string(),
  password: z.string(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});
