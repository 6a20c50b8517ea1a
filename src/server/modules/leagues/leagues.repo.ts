import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { fantasyTeams, leagueMembers, leagues, users } from '../../db/schema/index';
import type { LeagueScope } from '@shared/api/leagues';
import type { LeagueFormat } from '@shared/constants/enums';
import { freshenLeagueTables } from '../../lib/league-positions.repo';

type Conn = Db | Tx;

export type LeagueRow = typeof leagues.$inferSelect;
export interface MembershipRow {
  isAdmin: boolean;
}

/** At most this many leagues in one list answer; search narrows it (docs/decisions/0060). */
export const LEAGUE_LIST_LIMIT = 100;

export async function findLeague(db: Conn, id: number): Promise<LeagueRow | undefined> {
  const rows = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
  return rows[0];
}

/**
 * The serialisation point of every membership change (docs/decisions/0060-leagues-api.md): joins, leaves, removals and admin
 * changes of one league wait for each other here, so member_count, positions and the "at least one
 * admin" rule are always decided on what the previous change left.
 */
export async function lockLeague(tx: Tx, id: number): Promise<LeagueRow | undefined> {
  const rows = await tx.select().from(leagues).where(eq(leagues.id, id)).limit(1).for('update');
  return rows[0];
}

export async function lockLeagueByCode(tx: Tx, code: string): Promise<LeagueRow | undefined> {
  const rows = await tx.select().from(leagues).where(eq(leagues.inviteCode, code)).limit(1).for('update');
  return rows[0];
}

export async function findMembership(db: Conn, leagueId: number, userId: string): Promise<MembershipRow | undefined> {
  const rows = await db
    .select({ isAdmin: leagueMembers.isAdmin })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .limit(1);
  return rows[0];
}

/** Leagues the player created that still exist (docs/game-rules.md §16.4); leagues_created_by_idx answers it. */
export async function countOwnedLeagues(tx: Tx, userId: string): Promise<number> {
  const rows = await tx.select({ n: sql<number>`count(*)::int` }).from(leagues).where(sql`${leagues.createdBy} = ${userId}`);
  return Number(rows[0]?.n ?? 0);
}

/** Serialises one player's league creations (a transaction-scoped advisory lock on the user id). */
export async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(731020, hashtext(${userId}))`);
}

/** Inserts the league unless its invite code is taken (then undefined, and the caller draws another). */
export async function insertLeague(
  tx: Tx,
  values: { name: string; description: string | null; isPrivate: boolean; format: LeagueFormat; createdBy: string; inviteCode: string },
): Promise<LeagueRow | undefined> {
  const rows = await tx
    .insert(leagues)
    .values({
      name: values.name,
      description: values.description,
      type: values.isPrivate ? 'private' : 'public',
      format: values.format,
      createdBy: values.createdBy,
      inviteCode: values.inviteCode,
      memberCount: 0,
      createdAt: sql`app_clock_timestamp()`,
    })
    .onConflictDoNothing({ target: leagues.inviteCode })
    .returning();
  return rows[0];
}

/** True when the row was added; false when the user was already a member (the primary key decides). */
export async function insertMember(tx: Tx, leagueId: number, userId: string, isAdmin: boolean): Promise<boolean> {
  const rows = await tx
    .insert(leagueMembers)
    .values({ leagueId, userId, isAdmin, points: 0, joinedAt: sql`app_clock_timestamp()` })
    .onConflictDoNothing()
    .returning({ userId: leagueMembers.userId });
  return rows.length === 1;
}

export async function deleteMember(tx: Tx, leagueId: number, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .returning({ userId: leagueMembers.userId });
  return rows.length === 1;
}

/** member_count from the rows themselves, written under the league lock, so it can never drift. */
export async function recountMembers(tx: Tx, leagueId: number): Promise<number> {
  const rows = await tx
    .update(leagues)
    .set({
      memberCount: sql`(SELECT count(*)::int FROM ${leagueMembers} WHERE ${leagueMembers.leagueId} = ${leagueId})`,
    })
    .where(eq(leagues.id, leagueId))
    .returning({ memberCount: leagues.memberCount });
  return rows[0]?.memberCount ?? 0;
}

export async function countAdmins(tx: Tx, leagueId: number): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.isAdmin, true)));
  return rows[0]?.n ?? 0;
}

export async function setMemberAdmin(tx: Tx, leagueId: number, userId: string, isAdmin: boolean): Promise<void> {
  await tx
    .update(leagueMembers)
    .set({ isAdmin })
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
}

export async function updateLeague(
  tx: Tx,
  id: number,
  patch: { name?: string; description?: string | null; rules?: string | null; isPrivate?: boolean; format?: LeagueFormat },
): Promise<void> {
  const set: Partial<typeof leagues.$inferInsert> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.rules !== undefined) set.rules = patch.rules;
  if (patch.isPrivate !== undefined) set.type = patch.isPrivate ? 'private' : 'public';
  if (patch.format !== undefined) set.format = patch.format;
  if (Object.keys(set).length === 0) return;
  await tx.update(leagues).set(set).where(eq(leagues.id, id));
}

/** Whether a league already uses the code (so a fresh draw can be retried before writing it). */
export async function inviteCodeTaken(tx: Tx, code: string): Promise<boolean> {
  const rows = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.inviteCode, code)).limit(1);
  return rows.length > 0;
}

export async function setInviteCode(tx: Tx, id: number, code: string): Promise<void> {
  await tx.update(leagues).set({ inviteCode: code }).where(eq(leagues.id, id));
}

export async function deleteLeague(tx: Tx, id: number): Promise<void> {
  await tx.delete(leagues).where(eq(leagues.id, id));
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Leagues the user may see (public ones and private ones they belong to — the visibility rule lives in
 * this WHERE, so a private league cannot slip into a list or a search), newest first.
 */
export async function listVisibleLeagues(db: Conn, userId: string, scope: LeagueScope, search: string | undefined) {
  const mine = and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, userId));
  const conditions: SQL[] = [
    scope === 'mine' ? isNotNull(leagueMembers.userId) : (or(eq(leagues.type, 'public'), isNotNull(leagueMembers.userId)) as SQL),
  ];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(leagues.name, pattern), ilike(leagues.description, pattern)) as SQL);
  }
  return db
    .select({
      id: leagues.id,
      name: leagues.name,
      description: leagues.description,
      memberCount: leagues.memberCount,
      type: leagues.type,
      createdBy: leagues.createdBy,
      createdAt: leagues.createdAt,
      format: leagues.format,
      isMember: sql<boolean>`${leagueMembers.userId} IS NOT NULL`,
      isAdmin: sql<boolean>`coalesce(${leagueMembers.isAdmin}, false)`,
    })
    .from(leagues)
    .leftJoin(leagueMembers, mine)
    .where(and(...conditions))
    .orderBy(desc(leagues.createdAt), desc(leagues.id))
    .limit(LEAGUE_LIST_LIMIT);
}

/** The league table: position order, then join order for rows the engine has not placed yet. */
export async function listMembers(db: Conn, leagueId: number) {
  await freshenLeagueTables(db, { leagueIds: [leagueId] });
  return db
    .select({
      userId: leagueMembers.userId,
      username: users.username,
      avatarUrl: users.image,
      isAdmin: leagueMembers.isAdmin,
      position: leagueMembers.position,
      teamName: fantasyTeams.name,
      points: leagueMembers.points,
      matchPoints: leagueMembers.matchPoints,
      joinedAt: leagueMembers.joinedAt,
    })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .leftJoin(fantasyTeams, eq(fantasyTeams.userId, leagueMembers.userId))
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(sql`${leagueMembers.position} ASC NULLS LAST`, asc(leagueMembers.joinedAt), asc(leagueMembers.userId));
}

/** The user's row in each league they belong to, best position first (dashboard, statistics). */
export async function listMyStandings(db: Conn, userId: string) {
  await freshenLeagueTables(db, { userIds: [userId] });
  return db
    .select({
      leagueId: leagues.id,
      leagueName: leagues.name,
      points: leagueMembers.points,
      position: leagueMembers.position,
      memberCount: leagues.memberCount,
    })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(eq(leagueMembers.userId, userId))
    .orderBy(sql`${leagueMembers.position} ASC NULLS LAST`, asc(leagues.name), asc(leagues.id));
}

/**
 * Whether the league's first event has locked (an event starting after its creation has started): from then
 * on its fixtures are drawn and its format is fixed (docs/game-rules.md §8.9).
 */
export async function firstLockPassed(db: Conn, league: LeagueRow): Promise<boolean> {
  const res = (await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM events WHERE start_date > ${league.createdAt.toISOString()}::timestamptz AND start_date <= app_now()) AS passed`,
  )) as unknown as { rows: { passed: boolean }[] };
  return Boolean(res.rows[0]?.passed);
}
