import { appNowDefault } from './clock';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Personal read-only API tokens (issue 34, docs/decisions/0213-api-tokens.md). Only the SHA-256 of the secret
// is kept: the secret is shown once, at creation. A revoked token keeps its row (revoked_at set), so using it
// answers "revoked" rather than "unknown"; the account's deletion takes its tokens with it.
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The secret's first characters, so the player can tell two tokens apart in Settings. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);
