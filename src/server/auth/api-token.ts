import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN_MESSAGES } from '@shared/messages';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { hitWithWindow } from '../lib/rate-limit.repo';
import { findApiTokenByHash, touchApiToken } from './api-token.repo';
import type { SessionUser } from './session';

/**
 * Personal read-only API tokens (issue 34, docs/decisions/0213-api-tokens.md). A token is 32 random bytes
 * behind a recognisable prefix; only its SHA-256 is stored. A slow password hash would add nothing: the secret
 * is random and long, so there is no dictionary to try, and every API request has to hash it.
 */
export const API_TOKEN_PREFIX = 'rfp_';
/** Characters of the secret kept in clear to tell tokens apart: the prefix and four random ones. */
const SHOWN_CHARACTERS = API_TOKEN_PREFIX.length + 4;

export function hashApiToken(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newApiTokenSecret(): { secret: string; hash: string; prefix: string } {
  const secret = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashApiToken(secret), prefix: secret.slice(0, SHOWN_CHARACTERS) };
}

/**
 * The credential of `Authorization: Bearer <token>`; null when the request sends no Authorization header. Any
 * other Authorization header is a credential we do not know: '' (refused as an invalid token, never ignored,
 * so a script with a typo learns it at once instead of reading as nobody).
 */
export function bearerCredential(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  return match?.[1] ?? '';
}

export interface ApiTokenLimits {
  apiTokenRequests: number;
  apiTokenWindowSeconds: number;
}

/**
 * The owner of a valid token, counted against the token's own rate limit: 401 for an unknown or revoked token
 * (or one whose owner is disabled), 429 with `Retry-After` past the limit. Every request with a valid token
 * counts, refused ones included, so a script cannot hammer the write routes for free.
 */
export async function authenticateApiToken(db: Db, secret: string, limits: ApiTokenLimits, reply: FastifyReply): Promise<SessionUser> {
  const found = secret ? await findApiTokenByHash(db, hashApiToken(secret)) : null;
  if (!found || found.user.banned) throw new AppError('UNAUTHENTICATED', API_TOKEN_MESSAGES.invalid);
  if (found.revoked) throw new AppError('UNAUTHENTICATED', API_TOKEN_MESSAGES.revoked);
  const windowMs = limits.apiTokenWindowSeconds * 1000;
  const { count, remainingMs } = await hitWithWindow(db, `api-token:${found.tokenId}`, windowMs);
  if (count > limits.apiTokenRequests) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(remainingMs / 1000))));
    throw new AppError('TOO_MANY_REQUESTS', API_TOKEN_MESSAGES.tooMany);
  }
  await touchApiToken(db, found.tokenId);
  const u = found.user;
  const role = u.role === 'admin' ? 'admin' : 'user';
  return { id: u.id, email: u.email, username: u.username || u.name, avatarUrl: u.image, role, is_admin: u.isAdmin || role === 'admin' };
}
