import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { awardActionAchievements } from '../../lib/action-achievements.repo';
import { FANTASY_MESSAGES, type FantasyTeam, type Transfer } from '@shared/api/fantasy';
import { MAX_TEAM_DRIVERS, TEAM_BUDGET } from '@shared/constants/game';
import { isBudgetTrap } from '@shared/game/budget-trap';
import { remainingBudget } from '@shared/game/money';
import { findRunningEvent } from '../../lib/next-event.repo';
import {
  closeCaptainInterval,
  closeLineupInterval,
  findCaptain,
  openCaptainInterval,
  deleteTeamDriver,
  findDriverPrice,
  cheapestOtherPrices,
  findTeamByUser,
  findTeamWithDrivers,
  insertTeam,
  insertTeamDriver,
  insertTransfer,
  listTeamDrivers,
  listTransfers,
  lockTeamByUser,
  openLineupInterval,
  setSpentBudget,
  type TeamDriverRow,
  type TeamRow,
} from './fantasy.repo';

type Conn = Db | Tx;

async function toTeamDto(db: Conn, team: TeamRow): Promise<FantasyTeam> {
  const [rows, captainId] = await Promise.all([listTeamDrivers(db, team.id), findCaptain(db, team.id)]);
  return teamDto(team, rows, captainId);
}

function teamDto(team: TeamRow, rows: TeamDriverRow[], captainId: number | null): FantasyTeam {
  return {
    id: team.id,
    name: team.name,
    points: team.points,
    budget: team.budget,
    spentBudget: team.spentBudget,
    createdAt: team.createdAt.toISOString(),
    drivers: rows.map((r) => ({ ...r, purchaseDate: r.purchaseDate.toISOString() })),
    captainId,
  };
}

/** The signed-in user's team, or null: having no team is a normal state, not an error (docs/decisions/0050-my-team-api.md). */
export async function getMyTeam(db: Db, userId: string): Promise<FantasyTeam | null> {
  const found = await findTeamWithDrivers(db, userId);
  return found ? teamDto(found.team, found.drivers, found.captainId) : null;
}

/** docs/game-rules.md §3.1: name trimmed (the schema did it), budget 10,000,000, spent 0, one team per user. */
export async function createTeam(db: Db, userId: string, name: string): Promise<FantasyTeam> {
  // The unique user_id decides a race between two creates; the loser gets the same 409 as a late one.
  const team = await insertTeam(db, userId, name, TEAM_BUDGET);
  if (!team) throw new AppError('CONFLICT', FANTASY_MESSAGES.teamExists);
  await awardActionAchievements(db, [userId]);
  return toTeamDto(db, team);
}

/**
 * Buys a driver at today's price (docs/game-rules.md §3.3). One transaction: lock the team row, re-read
 * the drivers under the lock, check every rule, then write the team driver, the spent budget, the `in`
 * transfer and the open lineup interval. Any refusal throws before the first write, so nothing changes.
 */
export async function purchaseDriver(
  db: Db,
  userId: string,
  driverId: number,
  options: { warnShortfall?: boolean } = {},
): Promise<FantasyTeam> {
  return db.transaction(async (tx) => {
    const team = await lockTeamByUser(tx, userId);
    if (!team) throw new AppError('BAD_REQUEST', FANTASY_MESSAGES.noTeam);

    const driver = await findDriverPrice(tx, driverId);
    if (!driver) throw new AppError('NOT_FOUND', FANTASY_MESSAGES.driverNotFound);

    const held = await listTeamDrivers(tx, team.id);
    if (held.some((d) => d.id === driverId)) throw new AppError('CONFLICT', FANTASY_MESSAGES.alreadyOnTeam);
    if (held.length >= MAX_TEAM_DRIVERS) throw new AppError('BAD_REQUEST', FANTASY_MESSAGES.teamFull);
    if (driver.price > remainingBudget(team.budget, team.spentBudget)) {
      throw new AppError('BAD_REQUEST', FANTASY_MESSAGES.budgetShort);
    }
    // A purchase that strands the free seats is confirmed by the player first (docs/decisions/0193).
    const seatsAfter = MAX_TEAM_DRIVERS - held.length - 1;
    if (options.warnShortfall && seatsAfter > 0) {
      const otherPrices = await cheapestOtherPrices(tx, team.id, driverId, seatsAfter);
      const remaining = remainingBudget(team.budget, team.spentBudget);
      if (isBudgetTrap({ held: held.length, remaining, price: driver.price, otherPrices })) {
        throw new AppError('CONFLICT', FANTASY_MESSAGES.budgetTrap);
      }
    }

    await insertTeamDriver(tx, team.id, driverId, driver.price);
    await setSpentBudget(tx, team.id, team.spentBudget + driver.price);
    await insertTransfer(tx, team.id, driverId, 'in', driver.price);
    await openLineupInterval(tx, team.id, driverId, driver.price);
    await awardActionAchievements(tx, [userId]);
    return toTeamDto(tx, { ...team, spentBudget: team.spentBudget + driver.price });
  });
}

/**
 * Sells a driver: the refund is the purchase price (docs/game-rules.md §3.4),
 * recorded as an `out` transfer at that price, and the lineup interval is closed; selling the captain closes
 * the captain's interval too (§5.4), at the same instant. Same lock as a purchase.
 */
export async function removeDriver(db: Db, userId: string, driverId: number): Promise<FantasyTeam> {
  return db.transaction(async (tx) => {
    const team = await lockTeamByUser(tx, userId);
    if (!team) throw new AppError('NOT_FOUND', FANTASY_MESSAGES.teamNotFound);

    const held = await listTeamDrivers(tx, team.id);
    const owned = held.find((d) => d.id === driverId);
    if (!owned) throw new AppError('NOT_FOUND', FANTASY_MESSAGES.driverNotOnTeam);

    const spent = team.spentBudget - owned.purchasePrice;
    await deleteTeamDriver(tx, team.id, driverId);
    await setSpentBudget(tx, team.id, spent);
    await insertTransfer(tx, team.id, driverId, 'out', owned.purchasePrice);
    await closeLineupInterval(tx, team.id, driverId);
    await closeCaptainInterval(tx, team.id, driverId);
    return toTeamDto(tx, { ...team, spentBudget: spent });
  });
}

/**
 * The captain stays as it was at a lock until that event's results are published (docs/game-rules.md §5.4),
 * as a prediction closes at the start (§2.3). The running event is the one the header badge and the lineup
 * notice show as live, so the page says "locked" exactly when the server refuses.
 */
async function refuseWhileLocked(tx: Tx): Promise<void> {
  if (await findRunningEvent(tx)) throw new AppError('CONFLICT', FANTASY_MESSAGES.captainLocked);
}

/**
 * Names the captain (docs/game-rules.md §5.4): one of the team's drivers, while no event runs. Naming another
 * closes the current captain's interval and opens his; naming the same one again writes nothing. Checks in
 * this order, each before any write: team, lock, driver in the lineup. Serialised with purchases and sales
 * by the team lock, so a captain can never be named for a driver being sold at the same moment.
 */
export async function nameCaptain(db: Db, userId: string, driverId: number): Promise<FantasyTeam> {
  return db.transaction(async (tx) => {
    const team = await lockTeamByUser(tx, userId);
    if (!team) throw new AppError('NOT_FOUND', FANTASY_MESSAGES.teamNotFound);
    await refuseWhileLocked(tx);
    const held = await listTeamDrivers(tx, team.id);
    if (!held.some((d) => d.id === driverId)) throw new AppError('BAD_REQUEST', FANTASY_MESSAGES.captainNotInLineup);

    const current = await findCaptain(tx, team.id);
    if (current !== driverId) {
      await closeCaptainInterval(tx, team.id);
      await openCaptainInterval(tx, team.id, driverId);
    }
    return teamDto(team, held, driverId);
  });
}

/** Clears the captain (no bonus at the next lock, §5.4); clearing when none is named writes nothing. */
export async function clearCaptain(db: Db, userId: string): Promise<FantasyTeam> {
  return db.transaction(async (tx) => {
    const team = await lockTeamByUser(tx, userId);
    if (!team) throw new AppError('NOT_FOUND', FANTASY_MESSAGES.teamNotFound);
    await refuseWhileLocked(tx);
    await closeCaptainInterval(tx, team.id);
    return teamDto(team, await listTeamDrivers(tx, team.id), null);
  });
}

export async function getMyTransfers(db: Db, userId: string): Promise<Transfer[]> {
  const team = await findTeamByUser(db, userId);
  if (!team) return [];
  const rows = await listTransfers(db, team.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
