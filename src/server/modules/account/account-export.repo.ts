import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  achievements,
  apiTokens,
  contactMessages,
  drivers,
  events,
  fantasyTeamDrivers,
  fantasyTeams,
  leagueMembers,
  leagues,
  lineupHistory,
  captainHistory,
  managerEventScores,
  notificationFeed,
  predictionPerformance,
  predictionResults,
  predictions,
  pushSubscriptions,
  reachDeliveries,
  reachPreferences,
  sessions,
  transfers,
  userAchievements,
  userPreferences,
  userStatistics,
  users,
} from '../../db/schema/index';
import { teamColumns } from '../../lib/team-columns.repo';
import { freshenLeagueTables } from '../../lib/league-positions.repo';

/**
 * Everything the game holds about one player, for "Download my data" (issue 14). Secrets are left out: the
 * password hash and the session tokens are not data *about* the player and would let the file sign them in.
 */
export async function collectAccountData(db: Db, userId: string) {
  // The export holds the player's league positions: tables due since a publish are computed first.
  await freshenLeagueTables(db, { userIds: [userId] });
  const [account] = await db
    .select({
      id: users.id,
      username: users.username,
      displayUsername: users.displayUsername,
      email: users.email,
      fullName: users.fullName,
      country: users.country,
      avatarUrl: users.image,
      role: users.role,
      isAdmin: users.isAdmin,
      isPremium: users.isPremium,
      registrationDate: users.createdAt,
      lastLogin: users.lastLogin,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));

  const [preferences] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  const [statistics] = await db.select().from(userStatistics).where(eq(userStatistics.userId, userId));
  const [performance] = await db.select().from(predictionPerformance).where(eq(predictionPerformance.userId, userId));

  const [team] = await db.select(teamColumns).from(fantasyTeams).where(eq(fantasyTeams.userId, userId));
  const teamData = team
    ? {
        ...team,
        drivers: await db
          .select({ driverId: fantasyTeamDrivers.driverId, driver: drivers.name, purchasePrice: fantasyTeamDrivers.purchasePrice, purchaseDate: fantasyTeamDrivers.purchaseDate })
          .from(fantasyTeamDrivers)
          .innerJoin(drivers, eq(drivers.id, fantasyTeamDrivers.driverId))
          .where(eq(fantasyTeamDrivers.teamId, team.id)),
        transfers: await db
          .select({ driverId: transfers.driverId, driver: drivers.name, type: transfers.type, price: transfers.price, createdAt: transfers.createdAt })
          .from(transfers)
          .innerJoin(drivers, eq(drivers.id, transfers.driverId))
          .where(eq(transfers.teamId, team.id))
          .orderBy(asc(transfers.createdAt), asc(transfers.id)),
        lineupHistory: await db
          .select({ driverId: lineupHistory.driverId, driver: drivers.name, purchasePrice: lineupHistory.purchasePrice, acquiredAt: lineupHistory.acquiredAt, releasedAt: lineupHistory.releasedAt })
          .from(lineupHistory)
          .innerJoin(drivers, eq(drivers.id, lineupHistory.driverId))
          .where(eq(lineupHistory.teamId, team.id))
          .orderBy(asc(lineupHistory.acquiredAt), asc(lineupHistory.id)),
        // The captain named over time (docs/game-rules.md §5.4), kept like the lineup.
        captainHistory: await db
          .select({ driverId: captainHistory.driverId, driver: drivers.name, namedAt: captainHistory.namedAt, clearedAt: captainHistory.clearedAt })
          .from(captainHistory)
          .innerJoin(drivers, eq(drivers.id, captainHistory.driverId))
          .where(eq(captainHistory.teamId, team.id))
          .orderBy(asc(captainHistory.namedAt), asc(captainHistory.id)),
      }
    : null;

  const myPredictions = await db
    .select({ id: predictions.id, eventId: predictions.eventId, event: events.name, isProcessed: predictions.isProcessed, points: predictions.points, createdAt: predictions.createdAt, updatedAt: predictions.updatedAt })
    .from(predictions)
    .innerJoin(events, eq(events.id, predictions.eventId))
    .where(eq(predictions.userId, userId))
    .orderBy(asc(predictions.createdAt));
  const picks = myPredictions.length
    ? await db
        .select({ predictionId: predictionResults.predictionId, position: predictionResults.position, driverId: predictionResults.driverId, driver: drivers.name })
        .from(predictionResults)
        .innerJoin(drivers, eq(drivers.id, predictionResults.driverId))
        .where(inArray(predictionResults.predictionId, myPredictions.map((p) => p.id)))
        .orderBy(asc(predictionResults.position))
    : [];

  return {
    account,
    preferences: preferences ?? null,
    statistics: statistics ?? null,
    predictionPerformance: performance ?? null,
    fantasyTeam: teamData,
    predictions: myPredictions.map((p) => ({
      ...p,
      podium: picks.filter((r) => r.predictionId === p.id).map(({ predictionId: _id, ...pick }) => pick),
    })),
    eventScores: await db
      .select({ eventId: managerEventScores.eventId, season: managerEventScores.season, teamPoints: managerEventScores.teamPoints, predictionPoints: managerEventScores.predictionPoints, points: managerEventScores.points })
      .from(managerEventScores)
      .where(eq(managerEventScores.userId, userId))
      .orderBy(asc(managerEventScores.eventStart)),
    leagues: await db
      .select({ leagueId: leagues.id, name: leagues.name, points: leagueMembers.points, position: leagueMembers.position, isAdmin: leagueMembers.isAdmin, joinedAt: leagueMembers.joinedAt })
      .from(leagueMembers)
      .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
      .where(eq(leagueMembers.userId, userId))
      .orderBy(asc(leagueMembers.joinedAt)),
    achievements: await db
      .select({ id: achievements.id, name: achievements.name, earnedAt: userAchievements.earnedAt })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, userId))
      .orderBy(asc(userAchievements.earnedAt)),
    notifications: await db
      .select({ type: notificationFeed.type, title: notificationFeed.title, body: notificationFeed.body, link: notificationFeed.link, readAt: notificationFeed.readAt, createdAt: notificationFeed.createdAt })
      .from(notificationFeed)
      .where(eq(notificationFeed.userId, userId))
      .orderBy(desc(notificationFeed.createdAt)),
    messagesToSupport: await db
      .select({ source: contactMessages.source, category: contactMessages.category, subject: contactMessages.subject, message: contactMessages.message, createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(asc(contactMessages.createdAt)),
    sessions: await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    // Reminders and digests (issue 32): the switches, what was sent, and the devices push goes to (not their keys).
    reminderPreferences: (await db.select().from(reachPreferences).where(eq(reachPreferences.userId, userId)))[0] ?? null,
    remindersSent: await db
      .select({ eventId: reachDeliveries.eventId, kind: reachDeliveries.kind, channel: reachDeliveries.channel, status: reachDeliveries.status, sentAt: reachDeliveries.sentAt })
      .from(reachDeliveries)
      .where(eq(reachDeliveries.userId, userId))
      .orderBy(asc(reachDeliveries.id)),
    pushDevices: await db
      .select({ createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    // Personal API tokens (issue 34): what Settings shows of each, revoked ones too; never the secret's hash.
    apiTokens: await db
      .select({ name: apiTokens.name, prefix: apiTokens.prefix, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt, revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id)),
  };
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>;
