import { and, asc, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  fantasyTeams,
  leagueMembers,
  leagues,
  managerEventScores,
  rateLimits,
  teamEventScores,
  userAchievements,
  userStatistics,
  users,
  verifications,
} from '../../db/schema/index';

/** Locks the account row, so two deletions (two tabs) of one account run one after the other. */
export async function lockUser(tx: Tx, userId: string): Promise<{ role: string; isAdmin: boolean } | undefined> {
  const rows = await tx
    .select({ role: users.role, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows[0];
}

/** Site admins other than this user, counted with their rows locked (as the admin console's last-admin rule). */
export async function countOtherSiteAdmins(tx: Tx, userId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(or(eq(users.role, 'admin'), eq(users.isAdmin, true)), sql`${users.id} <> ${userId}`))
    .for('update');
  return rows.length;
}

export interface LockedMembership {
  leagueId: number;
  isAdmin: boolean;
}

/** The user's leagues, locked in id order (the order every multi-league writer takes them in). */
export async function lockMyLeagues(tx: Tx, userId: string): Promise<LockedMembership[]> {
  const mine = await tx
    .select({ leagueId: leagueMembers.leagueId, isAdmin: leagueMembers.isAdmin })
    .from(leagueMembers)
    .where(eq(leagueMembers.userId, userId))
    .orderBy(asc(leagueMembers.leagueId));
  if (mine.length === 0) return [];
  await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(inArray(leagues.id, mine.map((m) => m.leagueId)))
    .orderBy(asc(leagues.id))
    .for('update');
  return mine;
}

export async function countOtherMembers(tx: Tx, leagueId: number, userId: string): Promise<{ members: number; admins: number }> {
  const rows = await tx
    .select({ members: count(), admins: sql<number>`count(*) FILTER (WHERE ${leagueMembers.isAdmin})::int` })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), sql`${leagueMembers.userId} <> ${userId}`));
  return { members: rows[0]?.members ?? 0, admins: rows[0]?.admins ?? 0 };
}

export async function deleteLeague(tx: Tx, leagueId: number): Promise<void> {
  await tx.delete(leagues).where(eq(leagues.id, leagueId));
}

export async function deleteMembership(tx: Tx, leagueId: number, userId: string): Promise<void> {
  await tx.delete(leagueMembers).where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
}

/** Makes the longest-standing remaining member (earliest join, then user id) an admin. */
export async function promoteLongestStanding(tx: Tx, leagueId: number): Promise<string | null> {
  const rows = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(asc(leagueMembers.joinedAt), sql`${leagueMembers.userId} COLLATE "C"`)
    .limit(1);
  const heir = rows[0]?.userId;
  if (!heir) return null;
  await tx
    .update(leagueMembers)
    .set({ isAdmin: true })
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, heir)));
  return heir;
}

export async function recountMembers(tx: Tx, leagueId: number): Promise<void> {
  await tx
    .update(leagues)
    .set({ memberCount: sql`(SELECT count(*)::int FROM ${leagueMembers} WHERE ${leagueMembers.leagueId} = ${leagueId})` })
    .where(eq(leagues.id, leagueId));
}

/**
 * Rows that name the user without a foreign key, so no cascade reaches them: the engine's per-event score
 * tables and per-manager totals and achievements (kept key-less for load speed, docs/decisions/0101 and
 * 0103), pending reset links and the user's rate-limit
 * counters (their keys hold the user id).
 */
export async function deleteUnlinkedRows(tx: Tx, userId: string): Promise<void> {
  const team = await tx.select({ id: fantasyTeams.id }).from(fantasyTeams).where(eq(fantasyTeams.userId, userId));
  const teamId = team[0]?.id;
  if (teamId !== undefined) await tx.delete(teamEventScores).where(eq(teamEventScores.teamId, teamId));
  await tx.delete(managerEventScores).where(eq(managerEventScores.userId, userId));
  await tx.delete(userStatistics).where(eq(userStatistics.userId, userId));
  await tx.delete(userAchievements).where(eq(userAchievements.userId, userId));
  await tx.delete(verifications).where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
  await tx.delete(rateLimits).where(like(rateLimits.key, `%:user:${userId}`));
}

/**
 * Deletes the account. The foreign keys do the rest in the same statement: sessions, accounts, the fantasy
 * team (its drivers, transfers and lineup history), predictions (their results), memberships, notifications,
 * notification read marks and preferences cascade; contact messages, leagues the
 * user created, publish jobs they requested and inbox messages they handled keep no link (set null).
 */
export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
