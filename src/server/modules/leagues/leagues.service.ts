import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config';
import { databaseNow } from '../../db/clock.repo';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { LEAGUE_LIMITS } from '@shared/constants/limits';
import {
  LEAGUE_MESSAGES,
  type LeagueDetail,
  type LeagueMember,
  type LeagueScope,
  type LeagueSummary,
  type MyLeagueStanding,
} from '@shared/api/leagues';
import { generateInviteCode, isInviteCodeFormat, normalizeInviteCode } from '@shared/game/invite-code';
import { notify } from '../notifications/index';
import { current, hit } from '../../lib/rate-limit.repo';
import { writeLeaguePositions } from '../../lib/league-positions.repo';
import { drawDueFixtures } from '../../lib/league-fixtures.repo';
import type { LeagueFormat } from '@shared/constants/enums';
import { awardActionAchievements } from '../../lib/action-achievements.repo';
import { currentSeason } from '@shared/game/season';
import { authorizeLeague, mayReadInviteCode } from './leagues.policy';
import {
  countAdmins,
  countOwnedLeagues,
  deleteLeague as deleteLeagueRow,
  deleteMember,
  findLeague,
  firstLockPassed,
  findMembership,
  insertLeague,
  insertMember,
  inviteCodeTaken,
  listMembers,
  listMyStandings,
  listVisibleLeagues,
  lockLeague,
  lockLeagueByCode,
  lockOwner,
  recountMembers,
  setInviteCode,
  setMemberAdmin,
  updateLeague,
  type LeagueRow,
  type MembershipRow,
} from './leagues.repo';
import { fillTemplate, NOTIFICATION_TEXTS } from '@shared/notification-texts';

type Conn = Db | Tx;

/** A collision among 36^8 codes is rare; a handful of draws makes a failure practically impossible. */
const CODE_ATTEMPTS = 8;

const drawCode = () => generateInviteCode((n) => randomBytes(n));

function toSummary(league: LeagueRow, membership: MembershipRow | undefined): LeagueSummary {
  return {
    id: league.id,
    name: league.name,
    description: league.description,
    memberCount: league.memberCount,
    isPrivate: league.type === 'private',
    isMember: Boolean(membership),
    isAdmin: Boolean(membership?.isAdmin),
    createdBy: league.createdBy,
    createdAt: league.createdAt.toISOString(),
    format: league.format,
  };
}

async function membersOf(db: Conn, leagueId: number): Promise<LeagueMember[]> {
  const rows = await listMembers(db, leagueId);
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
}

async function toDetail(db: Conn, league: LeagueRow, membership: MembershipRow | undefined): Promise<LeagueDetail> {
  return {
    ...toSummary(league, membership),
    rules: league.rules,
    inviteCode: mayReadInviteCode(league, membership) ? league.inviteCode : null,
    members: await membersOf(db, league.id),
  };
}

/** Re-reads the league and the caller's membership, e.g. after a write changed them. */
async function detailFor(db: Conn, leagueId: number, userId: string): Promise<LeagueDetail> {
  const league = await findLeague(db, leagueId);
  const membership = await findMembership(db, leagueId, userId);
  authorizeLeague(league, membership, 'view');
  return toDetail(db, league, membership);
}

export async function listLeagues(
  db: Db,
  userId: string,
  query: { scope: LeagueScope; search?: string | undefined },
): Promise<LeagueSummary[]> {
  const rows = await listVisibleLeagues(db, userId, query.scope, query.search || undefined);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    memberCount: r.memberCount,
    isPrivate: r.type === 'private',
    isMember: Boolean(r.isMember),
    isAdmin: Boolean(r.isAdmin),
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    format: r.format,
  }));
}

export async function getLeague(db: Db, userId: string, leagueId: number): Promise<LeagueDetail> {
  return detailFor(db, leagueId, userId);
}

export async function getLeagueMembers(db: Db, userId: string, leagueId: number): Promise<LeagueMember[]> {
  const league = await findLeague(db, leagueId);
  authorizeLeague(league, await findMembership(db, leagueId, userId), 'view');
  return membersOf(db, leagueId);
}

/** The settings screen's data: the same detail, but only for the league's admins. */
export async function getLeagueSettings(db: Db, userId: string, leagueId: number): Promise<LeagueDetail> {
  const league = await findLeague(db, leagueId);
  const membership = await findMembership(db, leagueId, userId);
  authorizeLeague(league, membership, 'manage');
  return toDetail(db, league, membership);
}

export async function getMyStandings(db: Db, userId: string): Promise<MyLeagueStanding[]> {
  return listMyStandings(db, userId);
}

/**
 * docs/game-rules.md §8.5: the creator is the league's admin at position 1 and member_count is 1. The invite code
 * (8 characters from a CSPRNG) is unique: a draw that collides is simply drawn again.
 */
export async function createLeague(
  db: Db,
  userId: string,
  input: { name: string; description?: string | null | undefined; isPrivate: boolean; format?: LeagueFormat | undefined },
  limits?: AppConfig['rateLimits'],
): Promise<LeagueDetail> {
  // A cap on leagues kept and a rate on creations (docs/game-rules.md §16.4): one account cannot flood the
  // league list. Refused creations are not counted.
  const key = `league-create:user:${userId}`;
  const windowMs = (limits?.windowSeconds ?? 0) * 1000;
  if (limits && (await current(db, key, windowMs)) >= limits.leagueCreationsPerUser) {
    throw new AppError('TOO_MANY_REQUESTS', LEAGUE_MESSAGES.creatingTooFast);
  }
  const created = await db.transaction(async (tx) => {
    // Two creations at once by one player are serialised, so the cap holds.
    await lockOwner(tx, userId);
    if ((await countOwnedLeagues(tx, userId)) >= LEAGUE_LIMITS.maxOwned) {
      throw new AppError('CONFLICT', LEAGUE_MESSAGES.tooManyOwned);
    }
    let league: LeagueRow | undefined;
    for (let attempt = 0; attempt < CODE_ATTEMPTS && !league; attempt++) {
      league = await insertLeague(tx, {
        name: input.name,
        description: input.description ?? null,
        isPrivate: input.isPrivate,
        format: input.format ?? 'classic',
        createdBy: userId,
        inviteCode: drawCode(),
      });
    }
    if (!league) throw new Error('could not draw a free invite code');
    await insertMember(tx, league.id, userId, true);
    const memberCount = await recountMembers(tx, league.id);
    await writeLeaguePositions(tx, currentSeason(await databaseNow(tx)), [league.id]);
    await awardActionAchievements(tx, [userId]);
    return toDetail(tx, { ...league, memberCount }, { isAdmin: true });
  });
  if (limits) await hit(db, key, windowMs);
  return created;
}

/**
 * Adds the user to a locked league: one membership however many times it is sent at once (the primary key),
 * member_count recounted under the lock, the member's season points and everyone's positions recomputed,
 * and the league's admins told.
 */
async function addMember(tx: Tx, league: LeagueRow, user: { id: string; username: string }): Promise<LeagueDetail> {
  // The passed locks are drawn with the members before this change (docs/game-rules.md §8.9).
  await drawDueFixtures(tx, [league.id]);
  const added = await insertMember(tx, league.id, user.id, false);
  if (!added) throw new AppError('CONFLICT', LEAGUE_MESSAGES.alreadyMember);
  const memberCount = await recountMembers(tx, league.id);
  await writeLeaguePositions(tx, currentSeason(await databaseNow(tx)), [league.id]);
  await awardActionAchievements(tx, [user.id]);
  // The joiner is not an admin yet, so the league's admins are exactly the people to tell.
  await notify(
    tx,
    { kind: 'leagueAdmins', leagueId: league.id },
    {
      type: 'league_member_joined',
      title: NOTIFICATION_TEXTS.league_member_joined.title,
      body: fillTemplate(NOTIFICATION_TEXTS.league_member_joined.body, { username: user.username, league: league.name }),
      link: `/leagues/${league.id}`,
      dedupeKey: null,
    },
  );
  return toDetail(tx, { ...league, memberCount }, { isAdmin: false });
}

/** Joining from a card: public leagues only. A private league is a 404 here, like any unknown id. */
export async function joinLeague(db: Db, user: { id: string; username: string }, leagueId: number): Promise<LeagueDetail> {
  return db.transaction(async (tx) => {
    const league = await lockLeague(tx, leagueId);
    const membership = league ? await findMembership(tx, leagueId, user.id) : undefined;
    authorizeLeague(league, membership, 'view');
    if (membership) throw new AppError('CONFLICT', LEAGUE_MESSAGES.alreadyMember);
    return addMember(tx, league, user);
  });
}

/**
 * Joining by invite code (docs/game-rules.md §8.6), public or private. Failed codes are counted per user and, past the
 * limit, every attempt is refused with 429 for the rest of the window, so codes cannot be guessed.
 */
export async function joinByCode(
  db: Db,
  limits: AppConfig['rateLimits'],
  user: { id: string; username: string },
  rawCode: string,
  ip: string,
): Promise<LeagueDetail> {
  // Per account and per address (docs/game-rules.md §16.5): fresh accounts from one address share its budget.
  const key = `invite:user:${user.id}`;
  const ipKey = `invite:ip:${ip}`;
  const windowMs = limits.windowSeconds * 1000;
  if (
    (await current(db, key, windowMs)) >= limits.inviteFailuresPerUser ||
    (await current(db, ipKey, windowMs)) >= limits.inviteFailuresPerIp
  ) {
    throw new AppError('TOO_MANY_REQUESTS', LEAGUE_MESSAGES.tooManyCodes);
  }
  const code = normalizeInviteCode(rawCode);
  try {
    return await db.transaction(async (tx) => {
      const league = isInviteCodeFormat(code) ? await lockLeagueByCode(tx, code) : undefined;
      if (!league) throw new AppError('BAD_REQUEST', LEAGUE_MESSAGES.invalidCode);
      return addMember(tx, league, user);
    });
  } catch (error) {
    // Counted outside the rolled-back transaction, so the failure sticks.
    if (error instanceof AppError && error.message === LEAGUE_MESSAGES.invalidCode) {
      await hit(db, key, windowMs);
      await hit(db, ipKey, windowMs);
    }
    throw error;
  }
}

/**
 * Leaving (spec is silent; docs/decisions/0060): the last member takes the league with them; otherwise the
 * last admin must hand the role over first, so a league always keeps an admin.
 */
export async function leaveLeague(db: Db, userId: string, leagueId: number): Promise<{ leagueDeleted: boolean }> {
  return db.transaction(async (tx) => {
    const league = await lockLeague(tx, leagueId);
    const membership = league ? await findMembership(tx, leagueId, userId) : undefined;
    authorizeLeague(league, membership, 'leave');
    if (league.memberCount <= 1) {
      await deleteLeagueRow(tx, leagueId);
      return { leagueDeleted: true };
    }
    if (membership?.isAdmin && (await countAdmins(tx, leagueId)) <= 1) {
      throw new AppError('CONFLICT', LEAGUE_MESSAGES.lastAdminLeave);
    }
    // A leaver stays in the fixtures of the locks already passed (docs/game-rules.md §8.9).
    await drawDueFixtures(tx, [leagueId]);
    await deleteMember(tx, leagueId, userId);
    await recountMembers(tx, leagueId);
    await writeLeaguePositions(tx, currentSeason(await databaseNow(tx)), [leagueId]);
    return { leagueDeleted: false };
  });
}

/** Locks the league and checks the caller is its admin; every settings write starts here. */
async function lockForManage(tx: Tx, userId: string, leagueId: number): Promise<LeagueRow> {
  const league = await lockLeague(tx, leagueId);
  const membership = league ? await findMembership(tx, leagueId, userId) : undefined;
  authorizeLeague(league, membership, 'manage');
  return league;
}

export async function updateLeagueSettings(
  db: Db,
  userId: string,
  leagueId: number,
  patch: {
    name?: string | undefined;
    description?: string | null | undefined;
    rules?: string | null | undefined;
    isPrivate?: boolean | undefined;
    format?: LeagueFormat | undefined;
  },
): Promise<LeagueDetail> {
  return db.transaction(async (tx) => {
    const league = await lockForManage(tx, userId, leagueId);
    // The format is the draw's: fixed from the first lock on, whichever way (docs/game-rules.md §8.9).
    if (patch.format !== undefined && patch.format !== league.format && (await firstLockPassed(tx, league))) {
      throw new AppError('CONFLICT', LEAGUE_MESSAGES.formatLocked);
    }
    await updateLeague(tx, leagueId, patch);
    // The format decides which events count and the order (§8.9), so the table is written again.
    if (patch.format !== undefined && patch.format !== league.format) {
      await writeLeaguePositions(tx, currentSeason(await databaseNow(tx)), [leagueId]);
    }
    return detailFor(tx, leagueId, userId);
  });
}

/** A new code at once invalidates the old one (e.g. after it was shared too widely). */
export async function regenerateInviteCode(db: Db, userId: string, leagueId: number): Promise<string> {
  return db.transaction(async (tx) => {
    await lockForManage(tx, userId, leagueId);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = drawCode();
      if (await inviteCodeTaken(tx, code)) continue;
      await setInviteCode(tx, leagueId, code);
      return code;
    }
    throw new Error('could not draw a free invite code');
  });
}

export async function removeMember(db: Db, userId: string, leagueId: number, targetUserId: string): Promise<LeagueDetail> {
  return db.transaction(async (tx) => {
    await lockForManage(tx, userId, leagueId);
    if (targetUserId === userId) throw new AppError('BAD_REQUEST', LEAGUE_MESSAGES.removeSelf);
    await drawDueFixtures(tx, [leagueId]);
    // The caller stays an admin, so removing another admin never leaves the league without one.
    if (!(await deleteMember(tx, leagueId, targetUserId))) throw new AppError('NOT_FOUND', LEAGUE_MESSAGES.memberNotFound);
    await recountMembers(tx, leagueId);
    await writeLeaguePositions(tx, currentSeason(await databaseNow(tx)), [leagueId]);
    return detailFor(tx, leagueId, userId);
  });
}

/** Grants or withdraws the admin role; the last admin cannot withdraw their own (the lock makes it exact). */
export async function setLeagueAdmin(
  db: Db,
  userId: string,
  leagueId: number,
  targetUserId: string,
  isAdmin: boolean,
): Promise<LeagueDetail> {
  return db.transaction(async (tx) => {
    await lockForManage(tx, userId, leagueId);
    const target = await findMembership(tx, leagueId, targetUserId);
    if (!target) throw new AppError('NOT_FOUND', LEAGUE_MESSAGES.memberNotFound);
    if (target.isAdmin && !isAdmin && (await countAdmins(tx, leagueId)) <= 1) {
      throw new AppError('CONFLICT', LEAGUE_MESSAGES.lastAdmin);
    }
    await setMemberAdmin(tx, leagueId, targetUserId, isAdmin);
    // The caller may have withdrawn their own role: they still see the (now read-only) league.
    return detailFor(tx, leagueId, userId);
  });
}

export async function deleteLeague(db: Db, userId: string, leagueId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockForManage(tx, userId, leagueId);
    await deleteLeagueRow(tx, leagueId);
  });
}
