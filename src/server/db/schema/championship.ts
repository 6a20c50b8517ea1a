import { appNowDefault } from './clock';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EVENT_STATUSES, FINISH_STATUSES, FORMS, SURFACES } from '@shared/constants/enums';

export const eventStatus = pgEnum('event_status', EVENT_STATUSES);
export const surfaceType = pgEnum('surface_type', SURFACES);
export const finishStatus = pgEnum('finish_status', FINISH_STATUSES);
export const driverForm = pgEnum('driver_form', FORMS);

// Constructor teams ("teams" in the spec).
export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  manufacturer: text('manufacturer'),
  car: text('car'),
  country: text('country'),
  imageUrl: text('image_url'),
  championships: integer('championships').notNull().default(0),
});

export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    coDriverName: text('co_driver_name'),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    country: text('country'),
    carNumber: integer('car_number'),
    // Whole euros (docs/game-rules.md §1.2). Moved by the market rule after each scored event.
    price: integer('price').notNull(),
    // Season fantasy points, form and odds are caches the engine rewrites from results after each event.
    points: integer('points').notNull().default(0),
    form: driverForm('form').notNull().default('stable'),
    nextEventOdds: integer('next_event_odds').notNull().default(3),
    championships: integer('championships').notNull().default(0),
    imageUrl: text('image_url'),
  },
  (t) => [
    index('drivers_team_idx').on(t.teamId),
    index('drivers_points_idx').on(t.points),
    check('drivers_price_positive', sql`${t.price} > 0`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    season: integer('season').notNull(),
    round: integer('round').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    location: text('location'),
    description: text('description'),
    imageUrl: text('image_url'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: eventStatus('status').notNull().default('upcoming'),
    surfaceType: surfaceType('surface_type').notNull(),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    // When the admin last saved a result draft that is not yet published (null when none).
    resultsDraftSavedAt: timestamp('results_draft_saved_at', { withTimezone: true }),
  },
  (t) => [
    index('events_start_date_idx').on(t.startDate),
    uniqueIndex('events_season_round_idx').on(t.season, t.round),
    check('events_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const stages = pgTable(
  'stages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    length: doublePrecision('length'),
    startTime: timestamp('start_time', { withTimezone: true }),
    status: eventStatus('status').notNull().default('upcoming'),
    isPowerStage: boolean('is_power_stage').notNull().default(false),
    // The live weekend (issue 29): bumped by every save of the stage's results, so two saves of one stage at
    // once cannot both win (the second is a 409); set when its results were first published.
    resultsRevision: integer('results_revision').notNull().default(0),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
  },
  (t) => [index('stages_event_start_idx').on(t.eventId, t.startTime)],
);

// The entry list: who is expected to start. A driver not entered scores 0 (docs/game-rules.md §4.8).
export const eventEntries = pgTable(
  'event_entries',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    carNumber: integer('car_number'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.driverId] }), index('event_entries_driver_idx').on(t.driverId)],
);

// One row per driver and event with everything the scoring rules read (docs/game-rules.md §4.1).
export const eventResults = pgTable(
  'event_results',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    status: finishStatus('status').notNull(),
    position: integer('position'),
    time: text('time'),
    points: integer('points').notNull().default(0),
    stageWins: integer('stage_wins').notNull().default(0),
    powerStagePosition: integer('power_stage_position'),
    category: text('category'),
    categoryPosition: integer('category_position'),
    // True when the row comes from real published results; false when the demo seed simulated it.
    isReal: boolean('is_real').notNull().default(false),
    fantasyPoints: integer('fantasy_points').notNull().default(0),
    // fantasy_points per rule (docs/game-rules.md §4), written by the engine so players can be shown the breakdown.
    fpPosition: integer('fp_position').notNull().default(0),
    fpFinish: integer('fp_finish').notNull().default(0),
    fpStageWins: integer('fp_stage_wins').notNull().default(0),
    fpPowerStage: integer('fp_power_stage').notNull().default(0),
    fpSupportCategory: integer('fp_support_category').notNull().default(0),
    fpPenalty: integer('fp_penalty').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.driverId] }),
    index('event_results_event_position_idx').on(t.eventId, t.position),
    index('event_results_driver_idx').on(t.driverId),
    check('event_results_position_positive', sql`${t.position} IS NULL OR ${t.position} > 0`),
  ],
);

// Price history: one row per change, the newest row per driver feeds market trends.
export const driverPrices = pgTable(
  'driver_prices',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    price: integer('price').notNull(),
    change: integer('change').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [
    index('driver_prices_driver_created_idx').on(t.driverId, t.createdAt),
    // One row per driver and scored event, so re-scoring an event rewrites its row instead of adding one.
    uniqueIndex('driver_prices_driver_event_idx').on(t.driverId, t.eventId),
  ],
);
