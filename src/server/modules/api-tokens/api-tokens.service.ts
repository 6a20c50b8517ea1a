import type { ApiToken, ApiTokenList, CreateApiTokenBody, CreatedApiToken } from '@shared/api/api-tokens';
import { API_TOKEN_LIMITS } from '@shared/constants/limits';
import { API_TOKEN_MESSAGES } from '@shared/messages';
import { newApiTokenSecret } from '../../auth/api-token';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { insertApiToken, listApiTokens, revokeApiToken, type ApiTokenRow } from './api-tokens.repo';

function toDto(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

export async function getApiTokens(db: Db, config: AppConfig, userId: string): Promise<ApiTokenList> {
  const rows = await listApiTokens(db, userId);
  return {
    tokens: rows.map(toDto),
    rateLimit: { requests: config.rateLimits.apiTokenRequests, windowSeconds: config.rateLimits.apiTokenWindowSeconds },
  };
}

/** A new token: its secret is in this answer and nowhere else (only its hash is stored). */
export async function createApiToken(db: Db, userId: string, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const { secret, hash, prefix } = newApiTokenSecret();
  const row = await insertApiToken(db, { userId, name: body.name, tokenHash: hash, prefix }, API_TOKEN_LIMITS.perUser);
  if (!row) throw new AppError('CONFLICT', API_TOKEN_MESSAGES.limitReached);
  return { token: toDto(row), secret };
}

export async function deleteApiToken(db: Db, userId: string, id: number): Promise<void> {
  if (!(await revokeApiToken(db, userId, id))) throw new AppError('NOT_FOUND', API_TOKEN_MESSAGES.notFound);
}
