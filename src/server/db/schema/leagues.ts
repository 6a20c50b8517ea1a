import { appNowDefault } from './clock';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LEAGUE_TYPES } from '@shared/constants/enums';
import { users } from './auth';

export const leagueType = pgEnum('league_type', LEAGUE_TYPES);

export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    type: leagueType('type').notNull().default('private'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    inviteCode: text('invite_code').unique(),
    rules: text('rules'),
    memberCount: integer('member_count').notNull().default(0),
  },
  (t) => [
    index('leagues_type_idx').on(t.type),
    // A founder's leagues: the League Founder check at every player action, and deleting an account (SET NULL).
    index('leagues_created_by_idx').on(t.createdBy),
    check('leagues_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('leagues_member_count_nonneg', sql`${t.memberCount} >= 0`),
  ],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    position: integer('position'),
    isAdmin: boolean('is_admin').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId] }),
    index('league_members_user_idx').on(t.userId),
  ],
);
