import { appNowDefault } from './clock';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRANSFER_TYPES } from '@shared/constants/enums';
import { users } from './auth';
import { drivers } from './championship';

export const transferType = pgEnum('transfer_type', TRANSFER_TYPES);

export const fantasyTeams = pgTable(
  'fantasy_teams',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The team's season points live in user_statistics.team_points, written by the engine in one pass with
    // the other season totals (docs/decisions/0179); src/server/lib/team-columns.repo.ts reads them with the team.
    budget: integer('budget').notNull().default(10_000_000),
    spentBudget: integer('spent_budget').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [
    check('fantasy_teams_spent_within_budget', sql`${t.spentBudget} >= 0 AND ${t.spentBudget} <= ${t.budget}`),
    check('fantasy_teams_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

export const fantasyTeamDrivers = pgTable(
  'fantasy_team_drivers',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    purchasePrice: integer('purchase_price').notNull(),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.driverId] }), index('fantasy_team_drivers_driver_idx').on(t.driverId)],
);

export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    type: transferType('type').notNull(),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [index('transfers_team_created_idx').on(t.teamId, t.createdAt)],
);

// Lineup history: the interval each driver spent on a team. The lineup that scores an event is
// the set of intervals open at the event's start (docs/game-rules.md §5.1).
export const lineupHistory = pgTable(
  'lineup_history',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    purchasePrice: integer('purchase_price').notNull(),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().default(appNowDefault),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('lineup_history_team_idx').on(t.teamId, t.acquiredAt),
    check('lineup_history_interval', sql`${t.releasedAt} IS NULL OR ${t.releasedAt} >= ${t.acquiredAt}`),
  ],
);

// Captain history: the interval during which a driver was the team's captain, kept like the lineup's so the
// captain at any event's lock can be recomputed (docs/game-rules.md §5.4, docs/decisions/0206-captain.md).
// Naming another captain closes the open interval and opens one; clearing it or selling him closes it. A
// separate table rather than a flag on lineup_history: the captain changes while the holding does not, and
// a holding's interval must keep meaning "from the purchase to the sale" (§3.5).
export const captainHistory = pgTable(
  'captain_history',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    namedAt: timestamp('named_at', { withTimezone: true }).notNull().default(appNowDefault),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('captain_history_team_idx').on(t.teamId, t.namedAt),
    // At most one captain at a time: the open interval is the current captain.
    uniqueIndex('captain_history_one_open').on(t.teamId).where(sql`${t.clearedAt} IS NULL`),
    check('captain_history_interval', sql`${t.clearedAt} IS NULL OR ${t.clearedAt} >= ${t.namedAt}`),
  ],
);

// Team points per scored event, rewritten whenever the event is (re)scored. Deliberately without primary
// key or foreign keys: the engine deletes an event's rows and reloads them with one INSERT … SELECT, and
// each constraint would multiply the cost of a million-row load (docs/decisions/0101-scoring-at-scale.md).
// Readers join fantasy_teams, so rows of a deleted team are never shown.
export const teamEventScores = pgTable(
  'team_event_scores',
  {
    teamId: integer('team_id').notNull(),
    eventId: integer('event_id').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [index('team_event_scores_event_idx').on(t.eventId)],
);
