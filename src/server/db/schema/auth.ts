import { appNowDefault } from './clock';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The `users` table is better-auth's user model plus the profile fields the player screens show.
// Property names are the ones better-auth expects; column names follow our snake_case convention.
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('avatar_url'),
    username: text('username').notNull().unique(),
    displayUsername: text('display_username'),
    fullName: text('full_name'),
    country: text('country'),
    role: text('role').notNull().default('user'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('registration_date', { withTimezone: true }).notNull().default(appNowDefault),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    // The leaderboard's username search (docs/decisions/0212): a prefix LIKE and its alphabetical order both
    // walk a byte-order ("C") index, whatever the database's collation.
    index('users_username_c_idx').on(sql`(${t.username} COLLATE "C")`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
