import {
  accountExportSchema,
  accountSettingsSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  updateSettingsBodySchema,
} from '../account';
import { apiTokenListSchema, apiTokenParamsSchema, createApiTokenBodySchema, createdApiTokenSchema } from '../api-tokens';
import { meResponseSchema, sessionResponseSchema } from '../me';
import { defineEndpoints } from './define';

const tags = ['account'];

/** The signed-in player and their account: who they are, their settings, their data and their API tokens. */
export const accountEndpoints = defineEndpoints({
  getMe: {
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in user',
    tags,
    access: 'signedIn',
    responses: { 200: meResponseSchema },
    errors: [401],
  },
  getSession: {
    method: 'GET',
    path: '/api/session',
    summary: 'The signed-in user, or null for a visitor',
    tags,
    access: 'public',
    responses: { 200: sessionResponseSchema },
  },
  getAccountSettings: {
    method: 'GET',
    path: '/api/me/settings',
    summary: 'Profile and preferences of the signed-in user (spec defaults when none are stored)',
    tags,
    access: 'signedIn',
    responses: { 200: accountSettingsSchema },
    errors: [401],
  },
  updateAccountSettings: {
    method: 'PATCH',
    path: '/api/me/settings',
    summary: 'Save profile and preferences (the e-mail cannot be changed)',
    tags,
    access: 'signedIn',
    body: updateSettingsBodySchema,
    responses: { 200: accountSettingsSchema },
    errors: [400, 401, 409],
  },
  exportAccountData: {
    method: 'GET',
    path: '/api/me/export',
    summary: 'Everything the game holds about the signed-in player, as a JSON file',
    tags,
    access: 'signedIn',
    responses: { 200: accountExportSchema },
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/me/delete',
    summary: 'Delete the account and everything in it (asks for the password; cannot be undone)',
    tags,
    access: 'signedIn',
    body: deleteAccountBodySchema,
    responses: { 200: deleteAccountResponseSchema },
    errors: [400, 401, 409, 429],
  },
  listApiTokens: {
    method: 'GET',
    path: '/api/me/api-tokens',
    summary: "The signed-in player's API tokens in force and the rate limit of each",
    tags,
    access: 'signedIn',
    responses: { 200: apiTokenListSchema },
    errors: [401],
  },
  createApiToken: {
    method: 'POST',
    path: '/api/me/api-tokens',
    summary: 'Create a read-only API token (its secret is in this answer only)',
    tags,
    access: 'signedIn',
    body: createApiTokenBodySchema,
    responses: { 201: createdApiTokenSchema },
    errors: [400, 401, 409],
  },
  revokeApiToken: {
    method: 'DELETE',
    path: '/api/me/api-tokens/:id',
    summary: 'Revoke one of your API tokens: it stops working at once',
    tags,
    access: 'signedIn',
    params: apiTokenParamsSchema,
    responses: { 204: null },
    errors: [400, 401, 404],
  },
});
