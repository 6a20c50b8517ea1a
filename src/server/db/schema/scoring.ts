import { appNowDefault } from './clock';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { drivers, events, finishStatus, teams } from './championship';

// Tables of the game engine (issue 10, docs/game-rules.md; docs/decisions/0100-game-engine.md).

// The result grid an admin is editing: publishing copies it into event_results and scores the event.
// Kept apart so a correction being typed never shows on the public Results tab before it is published.
export const resultDrafts = pgTable(
  'result_drafts',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    // The row's place in the grid as sent (1-based), so messages and the console keep the admin's order.
    rowNumber: integer('row_number').notNull(),
    status: finishStatus('status').notNull(),
    position: integer('position'),
    time: text('time'),
    points: integer('points').notNull().default(0),
    stageWins: integer('stage_wins').notNull().default(0),
    powerStagePosition: integer('power_stage_position'),
    category: text('category'),
    categoryPosition: integer('category_position'),
    // Carried into event_results.is_real (the demo marks rows taken from real published results).
    isReal: boolean('is_real').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.driverId] })],
);

// One row per publish request: the durable job every server instance polls with FOR UPDATE SKIP LOCKED.
export const scoringJobs = pgTable(
  'scoring_jobs',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    // How many steps are done; a step's writes and this count commit in one transaction.
    stepIndex: integer('step_index').notNull().default(0),
    steps: jsonb('steps')
      .notNull()
      .default(sql`'[]'::jsonb`),
    outcome: jsonb('outcome'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    // The claim: a worker owns the job while lease_token is its token and lease_until is in the future.
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    // The time recorded as results_published_at (the demo seed publishes its past events at their dates).
    publishAt: timestamp('publish_at', { withTimezone: true }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('scoring_jobs_status_idx').on(t.status, t.id),
    index('scoring_jobs_event_idx').on(t.eventId, t.id),
    check('scoring_jobs_status_known', sql`${t.status} IN ('queued', 'running', 'succeeded', 'failed')`),
  ],
);

// A manager's score in one event (team points + prediction points), the unit of every manager total,
// league tie-breaker and the Rally Winner achievement. Rewritten per event; no foreign keys or primary key
// so a million rows load at the speed of a plain insert (rows of deleted users are ignored by the joins).
export const managerEventScores = pgTable(
  'manager_event_scores',
  {
    userId: text('user_id').notNull(),
    eventId: integer('event_id').notNull(),
    season: integer('season').notNull(),
    eventStart: timestamp('event_start', { withTimezone: true }).notNull(),
    teamPoints: integer('team_points'),
    predictionPoints: integer('prediction_points'),
    points: integer('points').notNull(),
  },
  (t) => [
    index('manager_event_scores_event_idx').on(t.eventId),
    // A player's scores (profile, dashboard, one league's table on a join): without it each of those reads
    // scanned every manager's rows of the season. The engine's whole-season passes read the table whole.
    index('manager_event_scores_user_idx').on(t.userId),
  ],
);

// prediction_performance (docs/game-rules.md §6.4): a view over the processed predictions (migration 0009,
// docs/decisions/0179), so it is always exact and a publish writes nothing for it.
export const predictionPerformance = pgView('prediction_performance', {
  userId: text('user_id').notNull(),
  totalPredictions: integer('total_predictions').notNull(),
  correctPredictions: integer('correct_predictions').notNull(),
  // Percent, whole number, halves away from zero.
  accuracy: integer('accuracy').notNull(),
  pointsEarned: integer('points_earned').notNull(),
}).existing();

// championship_standings / team_standings (docs/game-rules.md §10), per season, written after each scored event.
export const championshipStandings = pgTable(
  'championship_standings',
  {
    season: integer('season').notNull(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    points: integer('points').notNull(),
    previousPosition: integer('previous_position'),
  },
  (t) => [primaryKey({ columns: [t.season, t.driverId] })],
);

export const constructorStandings = pgTable(
  'constructor_standings',
  {
    season: integer('season').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    points: integer('points').notNull(),
    previousPosition: integer('previous_position'),
  },
  (t) => [primaryKey({ columns: [t.season, t.teamId] })],
);
