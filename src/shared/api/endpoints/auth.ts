import { requestPasswordResetBodySchema, messageResponseSchema, resetPasswordBodySchema } from '../account';
import {
  authAnswerSchema,
  authSessionAnswerSchema,
  changePasswordBodySchema,
  emptyAuthBodySchema,
  getSessionQuerySchema,
  resetPasswordAnswerSchema,
  signInBodySchema,
  signUpBodySchema,
  usernameAvailableBodySchema,
} from '../auth';
import { defineEndpoints } from './define';

const tags = ['auth'];

/**
 * better-auth's routes the game offers (docs/decisions/0080), each forwarded by src/server/auth/auth.routes.ts.
 * Their answers are better-auth's own, passed through: their schemas promise only an outline (src/shared/api/auth.ts),
 * and their refusals are better-auth's statuses in our error shape, listed by none of them.
 */
export const authEndpoints = defineEndpoints({
  signUp: {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    summary: 'Create an account and sign in',
    tags,
    access: 'public',
    body: signUpBodySchema,
    responses: { 200: authAnswerSchema },
  },
  signIn: {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with e-mail and password',
    tags,
    access: 'public',
    body: signInBodySchema,
    responses: { 200: authAnswerSchema },
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: 'End the session',
    tags,
    access: 'public',
    body: emptyAuthBodySchema.optional(),
    responses: { 200: authAnswerSchema },
  },
  getAuthSession: {
    method: 'GET',
    path: '/api/auth/get-session',
    summary: 'The current session (no token)',
    tags,
    access: 'public',
    query: getSessionQuerySchema,
    responses: { 200: authSessionAnswerSchema },
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Change the password (ends the other sessions)',
    tags,
    access: 'signedIn',
    body: changePasswordBodySchema,
    responses: { 200: authAnswerSchema },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'E-mail a one-time password reset link',
    tags,
    access: 'public',
    body: requestPasswordResetBodySchema,
    responses: { 200: messageResponseSchema },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset link (ends every session)',
    tags,
    access: 'public',
    body: resetPasswordBodySchema,
    responses: { 200: resetPasswordAnswerSchema },
  },
  checkUsernameAvailable: {
    method: 'POST',
    path: '/api/auth/is-username-available',
    summary: 'Whether a username is free',
    tags,
    access: 'public',
    body: usernameAvailableBodySchema,
    responses: { 200: authAnswerSchema },
  },
});
