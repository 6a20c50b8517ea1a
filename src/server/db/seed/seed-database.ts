import { eq, sql } from 'drizzle-orm';
import { formatStageTime } from '@shared/game/stage-time';
import type { Db, Tx } from '../client';
import { databaseNow } from '../clock.repo';
import {
  achievements,
  driverPrices,
  drivers,
  eventEntries,
  eventResults,
  events,
  fantasyTeamDrivers,
  fantasyTeams,
  leagueMembers,
  leagues,
  lineupHistory,
  captainHistory,
  notificationBroadcasts,
  notifications,
  predictionResults,
  predictions,
  resultDrafts,
  scoringJobs,
  managerEventScores,
  championshipStandings,
  constructorStandings,
  stages,
  systemConfig,
  teamEventScores,
  teams,
  transfers,
  userAchievements,
  userStatistics,
} from '../schema/index';
import { REGISTRATION_KEY } from '../../modules/system/index';
import { deleteDemoLivePlan, saveDemoLivePlan } from '../../modules/live/index';
import { ACHIEVEMENTS } from './achievements';
import { buildDemoSeason } from './demo-season';
import { refreshStatuses } from '../../modules/scoring/index';
import { drainScoringJobs, enqueuePublish } from '../../modules/scoring/index';
import type { DemoLiveRally, DemoSeason } from './demo-types';
import { LIVE_STAGE_INTERVAL_MS } from './live-rally';

export interface SeedOptions {
  /**
   * The day the season is laid around; the real today by default. Tests keep the default: event statuses
   * follow the database clock, so a fixed date fails from the day its first upcoming rally starts.
   */
  today?: Date;
  /** Wipe the championship and everything the game built on it (users and their logins stay). */
  reset?: boolean;
  /** DEMO_LIVE: round 10 is in progress, and the plan of its stages is left for the server (docs/decisions/0201). */
  liveRally?: boolean;
}

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters for the widest table here. */
const BATCH = 500;

async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Game data that refers to the championship, children first so no foreign key blocks a delete
 * (several of them are ON DELETE RESTRICT on drivers). Notifications, achievements earned and user
 * statistics describe the deleted teams, leagues and results, so they go too.
 */
async function deleteGameData(tx: Tx): Promise<void> {
  await tx.delete(predictionResults);
  await tx.delete(predictions);
  await tx.delete(teamEventScores);
  await tx.delete(managerEventScores);
  await tx.delete(championshipStandings);
  await tx.delete(constructorStandings);
  await tx.delete(scoringJobs);
  await tx.delete(resultDrafts);
  await tx.delete(captainHistory);
  await tx.delete(lineupHistory);
  await tx.delete(transfers);
  await tx.delete(fantasyTeamDrivers);
  await tx.delete(fantasyTeams);
  await tx.delete(leagueMembers);
  await tx.delete(leagues);
  await tx.delete(userAchievements);
  await tx.delete(userStatistics);
  await tx.delete(notifications);
  await tx.delete(notificationBroadcasts);
  await tx.delete(driverPrices);
  await tx.delete(eventResults);
  await tx.delete(eventEntries);
  await tx.delete(stages);
  await tx.delete(events);
  await tx.delete(drivers);
  await tx.delete(teams);
  await deleteDemoLivePlan(tx);
}

function idOf(map: ReadonlyMap<string | number, number>, key: string | number, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} ${key}`);
  return id;
}

async function insertSeason(tx: Tx, season: DemoSeason): Promise<void> {
  const teamRows = await tx.insert(teams).values(season.teams).returning({ id: teams.id, name: teams.name });
  const teamIds = new Map<string | number, number>(teamRows.map((t) => [t.name, t.id]));

  const driverRows = await tx
    .insert(drivers)
    .values(
      season.drivers.map(({ teamName, basePrice, ...d }) => ({
        ...d,
        price: basePrice,
        teamId: idOf(teamIds, teamName, 'team'),
      })),
    )
    .returning({ id: drivers.id, name: drivers.name });
  const driverIds = new Map<string | number, number>(driverRows.map((d) => [d.name, d.id]));

  // Every event starts unpublished; the completed ones are published through the engine below.
  const eventRows = await tx
    .insert(events)
    .values(season.events.map(({ status: _status, publishAt: _publishAt, ...e }) => e))
    .returning({ id: events.id, round: events.round });
  const eventIds = new Map<string | number, number>(eventRows.map((e) => [e.round, e.id]));

  const eventId = (round: number) => idOf(eventIds, round, 'round');
  const driverId = (name: string) => idOf(driverIds, name, 'driver');

  await insertInBatches(
    season.stages.map(({ round, ...s }) => ({ ...s, eventId: eventId(round) })),
    (batch) => tx.insert(stages).values(batch),
  );
  await insertInBatches(
    season.entries.map((e) => ({
      eventId: eventId(e.round),
      driverId: driverId(e.driverName),
      carNumber: e.carNumber,
    })),
    (batch) => tx.insert(eventEntries).values(batch),
  );
  // Results go in as each event's draft, exactly as an admin would save them.
  const rowNumbers = new Map<number, number>();
  await insertInBatches(
    season.results.map(({ round, driverName, ...r }) => {
      const rowNumber = (rowNumbers.get(round) ?? 0) + 1;
      rowNumbers.set(round, rowNumber);
      return { ...r, eventId: eventId(round), driverId: driverId(driverName), rowNumber };
    }),
    (batch) => tx.insert(resultDrafts).values(batch),
  );
  await insertInBatches(
    season.prices.map((p) => ({ driverId: driverId(p.driverName), eventId: null, price: p.price, change: 0, createdAt: p.createdAt })),
    (batch) => tx.insert(driverPrices).values(batch),
  );

  if (season.liveRally) await leaveLivePlan(tx, season.liveRally, eventId(season.liveRally.round), driverId);

  // One implementation (issue 10): the demo's completed events are published by the game engine, in
  // round order, dated as the demo lays them out — points, prices, form, odds and standings all come
  // from the same job an admin's Publish runs.
  const completed = season.events.filter((e) => e.publishAt !== null).sort((a, b) => a.round - b.round);
  for (const e of completed) await enqueuePublish(txDb(tx), eventId(e.round), { publishAt: e.publishAt });
  await drainScoringJobs(txDb(tx));
  await refreshStatuses(txDb(tx));
}

const txDb = (tx: Tx): Db => tx as unknown as Db;

/** The rally in progress is run by the server (DEMO_LIVE): its stages' rows, keyed by the ids just inserted. */
async function leaveLivePlan(tx: Tx, live: DemoLiveRally, liveEventId: number, driverId: (name: string) => number): Promise<void> {
  const stageRows = await tx.select({ id: stages.id, number: stages.number }).from(stages).where(eq(stages.eventId, liveEventId));
  const stageIds = new Map<string | number, number>(stageRows.map((s) => [s.number, s.id]));
  await saveDemoLivePlan(tx, {
    eventId: liveEventId,
    intervalMs: LIVE_STAGE_INTERVAL_MS,
    stages: live.stages.map((s) => ({
      stageId: idOf(stageIds, s.number, 'stage'),
      number: s.number,
      results: s.results.map((r) => ({
        driverId: driverId(r.driverName),
        status: r.status,
        time: r.timeMs === null ? null : formatStageTime(r.timeMs),
      })),
    })),
  });
}

/** Reference rows every installation needs, seeded or not; existing rows (and admin choices) win. */
async function ensureReferenceData(tx: Tx): Promise<void> {
  await tx
    .insert(achievements)
    .values([...ACHIEVEMENTS])
    .onConflictDoNothing();
  await tx
    .insert(systemConfig)
    .values({ configKey: REGISTRATION_KEY, configValue: 'true' })
    .onConflictDoNothing();
}

/**
 * Seeds the demo season (docs/decisions/0003-demo-season.md). Without `reset` an already seeded database
 * is left alone; with `reset` the old championship and the game data built on it are replaced in the
 * same transaction, so a failure leaves the previous data intact.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await ensureReferenceData(tx);
    if (!options.reset) {
      const existing = await tx.select({ n: sql<number>`count(*)::int` }).from(teams);
      if ((existing[0]?.n ?? 0) > 0) return { seeded: false };
    } else {
      await deleteGameData(tx);
    }
    // Laid out around the game clock's today unless told otherwise.
    await insertSeason(tx, buildDemoSeason(options.today ?? (await databaseNow(tx)), { liveRally: options.liveRally }));
    return { seeded: true };
  });
}
