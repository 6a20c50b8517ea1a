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
import { LEAGUE_FORMATS, LEAGUE_TYPES } from '@shared/constants/enums';
import { users } from './auth';
import { events } from './championship';

export const leagueType = pgEnum('league_type', LEAGUE_TYPES);
export const leagueFormat = pgEnum('league_format', LEAGUE_FORMATS);

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
    // Classic (season points) or head-to-head (docs/game-rules.md §8.9); fixed once the first event locks.
    format: leagueFormat('format').notNull().default('classic'),
    // The season whose published results the stored table (league_members.points, match_points, position) does
    // not show yet: a publish marks every league, the league's first read recomputes it (docs/decisions/0219).
    // NULL: the stored table is up to date.
    tablesDueSeason: integer('tables_due_season'),
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
    // League points from head-to-head fixtures (§8.9); 0 in a classic league. Written with position.
    matchPoints: integer('match_points').notNull().default(0),
    position: integer('position'),
    isAdmin: boolean('is_admin').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId] }),
    index('league_members_user_idx').on(t.userId),
  ],
);

/**
 * A head-to-head league's draw (docs/game-rules.md §8.9, docs/decisions/0210): one row per member per event
 * whose lock has passed, written from src/shared/game/head-to-head.ts and never rewritten, so a rescore or a
 * correction only changes the scores the fixtures compare. No foreign key to users: a member who left keeps
 * the fixtures already drawn, so his opponents' results stay what they were.
 */
export const leagueFixtures = pgTable(
  'league_fixtures',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    // null: a bye.
    opponentId: text('opponent_id'),
    // The event the draw started at, the round within it and the member's slot: the state the next event's
    // pairing goes on from.
    drawEventId: integer('draw_event_id').notNull(),
    round: integer('round').notNull(),
    slot: integer('slot').notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.eventId, t.userId] })],
);
