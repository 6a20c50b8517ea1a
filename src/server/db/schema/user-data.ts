import { appNowDefault } from './clock';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifications: boolean('notifications').notNull().default(true),
  emailUpdates: boolean('email_updates').notNull().default(true),
  publicProfile: boolean('public_profile').notNull().default(true),
  language: text('language').notNull().default('en'),
  theme: text('theme').notNull().default('light'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
});

// Written by the scoring engine after each scored event; recomputable from results, lineups and predictions.
// No foreign key, and one index beyond the key: the engine writes a row per manager (docs/decisions/0103), and
// account deletion removes the user's row itself (deleteUnlinkedRows). The global leaderboard reads ranks by
// keyset (docs/decisions/0212); the publish rebuilds that index once after its refill rather than per row.
export const userStatistics = pgTable(
  'user_statistics',
  {
    userId: text('user_id').primaryKey(),
    totalPoints: integer('total_points').notNull().default(0),
    // The fantasy team's points over the season (team points only; total_points adds predictions).
    teamPoints: integer('team_points').notNull().default(0),
    globalRank: integer('global_rank'),
    ralliesParticipated: integer('rallies_participated').notNull().default(0),
    bestRallyPoints: integer('best_rally_points').notNull().default(0),
    leaguesJoined: integer('leagues_joined').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [index('user_statistics_global_rank_idx').on(t.globalRank).where(sql`${t.globalRank} IS NOT NULL`)],
);

export const achievements = pgTable('achievements', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
});

// Written only by the engine, a row per manager and achievement: the primary key and nothing else (no
// foreign keys: readers join achievements and users, account deletion removes the rows; docs/decisions/0103).
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: text('user_id').notNull(),
    achievementId: text('achievement_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);
