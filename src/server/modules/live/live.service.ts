import type {
  AdminLiveResponse,
  ImportStagesBody,
  LeagueLiveResponse,
  LiveDriver,
  LiveDuel,
  LiveDuelSide,
  LiveEventHeader,
  LiveEventResponse,
  LiveStage,
  LiveStatusResponse,
  MyLiveTeamResponse,
  OverallRow,
  SaveStageBody,
  StageResults,
} from '@shared/api/live';
import { leagueLiveResponseSchema } from '@shared/api/live';
import type { ResultRow } from '@shared/api/admin-results';
import { overallAfter, stageRanking, type OverallPlace, type StageFacts } from '@shared/game/live-classification';
import { captainBonus, teamEventPoints } from '@shared/game/captain';
import { currentPodium, finalStatusOf, provisionalDriverBreakdown, provisionalPredictionPoints } from '@shared/game/live-points';
import { checkStageRows, type StageRowFact, type StageRowIssue } from '@shared/game/stage-rows';
import { formatStageTime, formatTotalTime } from '@shared/game/stage-time';
import { LIVE_MESSAGES } from '@shared/messages';
import { HEAD_TO_HEAD_WIN_POINTS } from '@shared/constants/game';
import type { Db } from '../../db/client';
import { drawDueFixtures, pendingDraws } from '../../lib/league-fixtures.repo';
import { fixturePoints, pairingsOf, type FixtureSide } from '@shared/game/head-to-head';
import { AppError } from '../../http/app-error';
import { findEvent, getEventResults, listEntries, saveDraft, type EventEntryRow, type EventRow } from '../admin-results/index';
import { listUsernames, requireLeagueView } from '../leagues/index';
import {
  claimStage,
  driversByName,
  eventFixtures,
  latestPublicationId,
  leagueLiveMembers,
  leagueMembershipFingerprint,
  lineupAtLock,
  listStageFacts,
  listStages,
  liveEventIds,
  predictionPicks,
  publish,
  replaceStageFacts,
  stageOfEvent,
  type DriverFigures,
  type LiveStageRow,
  type StageFactRow,
} from './live.repo';
import type { LeagueLiveCache } from './league-live-cache';
import type { Clock } from '../../lib/clock';
import type { CachedAnswer } from '../../lib/public-read-cache';
import { weakEtag } from '../../http/public-cache';
import { readStageFile } from './stage-import';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Everything the live reads derive from: the facts of one event, read in one go. */
interface LiveState {
  event: EventRow;
  stages: LiveStageRow[];
  entries: EventEntryRow[];
  facts: StageFactRow[];
  publicationId: number;
}

async function loadState(db: Db, eventId: number): Promise<LiveState> {
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError('NOT_FOUND', LIVE_MESSAGES.eventNotFound);
  const [stages, entries, facts, publicationId] = await Promise.all([
    listStages(db, eventId),
    listEntries(db, eventId),
    listStageFacts(db, eventId),
    latestPublicationId(db, eventId),
  ]);
  return { event, stages, entries, facts, publicationId };
}

const published = (s: LiveStageRow) => s.publishedAt !== null;

function stageFacts(state: LiveState): StageFacts[] {
  return state.stages.filter(published).map((s) => ({
    stageId: s.id,
    number: s.number,
    isPowerStage: s.isPowerStage,
    results: state.facts.filter((f) => f.stageId === s.id),
  }));
}

const entryFacts = (state: LiveState) => state.entries.map((e) => ({ driverId: e.driverId, carNumber: e.carNumber }));

function toStage(s: LiveStageRow): LiveStage {
  return {
    id: s.id,
    number: s.number,
    name: s.name,
    length: s.length,
    startTime: iso(s.startTime),
    isPowerStage: s.isPowerStage,
    published: published(s),
    revision: s.revision,
    publishedAt: iso(s.publishedAt),
  };
}

function header(state: LiveState): LiveEventHeader {
  const done = state.stages.filter(published);
  const latest = done.at(-1) ?? null;
  const e = state.event;
  return {
    id: e.id,
    name: e.name,
    season: e.season,
    round: e.round,
    status: e.status,
    phase: e.resultsPublishedAt !== null ? 'final' : latest && e.started ? 'live' : 'upcoming',
    latestStage: latest ? toStage(latest) : null,
    publicationId: state.publicationId,
    stageCount: state.stages.length,
    publishedStageCount: done.length,
  };
}

function driverOf(state: LiveState): (id: number) => LiveDriver {
  const byId = new Map(state.entries.map((e) => [e.driverId, e]));
  return (id) => {
    const e = byId.get(id);
    return { id, name: e?.driverName ?? '', carNumber: e?.carNumber ?? null, teamName: e?.teamName ?? null };
  };
}

function stageResults(state: LiveState, stage: LiveStageRow): StageResults {
  const facts = state.facts.filter((f) => f.stageId === stage.id);
  const ranking = published(stage)
    ? stageRanking({ stageId: stage.id, number: stage.number, isPowerStage: stage.isPowerStage, results: facts }, entryFacts(state))
    : [];
  const place = new Map(ranking.map((p) => [p.driverId, p]));
  const driver = driverOf(state);
  const rows = facts
    .map((f) => {
      const p = place.get(f.driverId);
      return {
        driver: driver(f.driverId),
        status: f.status,
        position: p?.position ?? null,
        timeMs: p?.timeMs ?? null,
        time: p ? formatStageTime(p.timeMs) : null,
        gapMs: p?.gapMs ?? null,
        penaltyMs: f.penaltyMs,
        restarted: f.restarted,
      };
    })
    .sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || a.driver.id - b.driver.id);
  return { stage: toStage(stage), winnerDriverId: ranking[0]?.driverId ?? null, ranking: rows };
}

function overallRows(state: LiveState, places: readonly OverallPlace[]): OverallRow[] {
  const driver = driverOf(state);
  return places.map((p) => {
    const breakdown = provisionalDriverBreakdown(p);
    return {
      driver: driver(p.driverId),
      state: p.state,
      position: p.position,
      totalMs: p.totalMs,
      total: p.totalMs === null ? null : formatTotalTime(p.totalMs),
      gapMs: p.gapMs,
      penaltyMs: p.penaltyMs,
      stageWins: p.stageWins,
      lastStagePosition: p.lastStagePosition,
      powerStagePosition: p.powerStagePosition,
      provisionalPoints: breakdown.total,
      breakdown,
    };
  });
}

export async function getLiveEvent(db: Db, eventId: number): Promise<LiveEventResponse> {
  const state = await loadState(db, eventId);
  const places = overallAfter(stageFacts(state), entryFacts(state));
  const power = state.stages.find((s) => s.isPowerStage && published(s));
  return {
    event: header(state),
    stages: state.stages.map((s) => stageResults(state, s)),
    overall: overallRows(state, places),
    powerStage: power ? stageResults(state, power) : null,
  };
}

function adminResponse(state: LiveState): AdminLiveResponse {
  const last = state.stages.at(-1);
  return {
    event: header(state),
    entries: driverOfAll(state),
    stages: state.stages.map((s) => ({
      ...toStage(s),
      results: state.facts
        .filter((f) => f.stageId === s.id)
        .map((f) => ({
          driverId: f.driverId,
          status: f.status,
          time: f.timeMs === null ? null : formatStageTime(f.timeMs),
          penalty: f.penaltyMs === 0 ? null : formatStageTime(f.penaltyMs),
          restarted: f.restarted,
        })),
    })),
    draftFilled: last !== undefined && published(last) && state.event.resultsDraftSavedAt !== null,
  };
}

function driverOfAll(state: LiveState): LiveDriver[] {
  const driver = driverOf(state);
  return state.entries.map((e) => driver(e.driverId));
}

export async function getAdminLive(db: Db, eventId: number): Promise<AdminLiveResponse> {
  return adminResponse(await loadState(db, eventId));
}

function refuse(issues: StageRowIssue[]): never {
  throw new AppError('BAD_REQUEST', issues[0]?.message ?? LIVE_MESSAGES.invalidStageResults, { issues });
}

/**
 * When the event's last stage is in, its result draft is filled from the classification (§15.6). What only
 * the admin knows (official points, categories) is kept from the draft being edited, if any.
 */
async function fillDraftWhenComplete(db: Db, eventId: number): Promise<void> {
  const state = await loadState(db, eventId);
  const last = state.stages.at(-1);
  if (!last || !published(last)) return;
  const kept = new Map(((await getEventResults(db, eventId)).draft ?? []).map((r) => [r.driverId, r]));
  const rows: ResultRow[] = overallAfter(stageFacts(state), entryFacts(state)).map((p) => {
    const before = kept.get(p.driverId);
    const status = finalStatusOf(p.state);
    return {
      driverId: p.driverId,
      status,
      position: p.position,
      time: p.totalMs === null ? null : formatTotalTime(p.totalMs),
      championshipPoints: before?.championshipPoints ?? 0,
      stageWins: p.stageWins,
      powerStagePosition: p.powerStagePosition,
      category: before?.category ?? null,
      categoryPosition: status === 'finished' ? (before?.categoryPosition ?? null) : null,
    };
  });
  await saveDraft(db, eventId, rows);
}

async function requireStarted(db: Db, eventId: number): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError('NOT_FOUND', LIVE_MESSAGES.eventNotFound);
  if (!event.started) throw new AppError('BAD_REQUEST', LIVE_MESSAGES.notStarted);
  return event;
}

/** Saves one stage's rows and publishes the stage (§15.1); a refusal or a lost race writes nothing. */
export async function saveStage(db: Db, eventId: number, stageId: number, body: SaveStageBody): Promise<AdminLiveResponse> {
  await requireStarted(db, eventId);
  if (!(await stageOfEvent(db, eventId, stageId))) throw new AppError('NOT_FOUND', LIVE_MESSAGES.stageNotFound);
  const entered = new Set((await listEntries(db, eventId)).map((e) => e.driverId));
  const { facts, issues } = checkStageRows(body.results, entered);
  if (issues.length > 0) refuse(issues);
  await db.transaction(async (tx) => {
    const claimed = await claimStage(tx, eventId, stageId, body.revision);
    if (!claimed) throw new AppError('CONFLICT', LIVE_MESSAGES.stageConflict);
    await replaceStageFacts(tx, stageId, facts);
    await publish(tx, eventId, stageId, claimed.revision > 1);
    // A stage is the first write after an event's lock: it stores the head-to-head fixtures of the passed locks
    // (the running event's among them) as a publish does, so the live duels read stored rows (decision 0216).
    await drawDueFixtures(tx);
  });
  await fillDraftWhenComplete(db, eventId);
  return getAdminLive(db, eventId);
}

/** One or more stages from a CSV or JSON file: every row is checked first, then all stages go in at once. */
export async function importStages(db: Db, eventId: number, body: ImportStagesBody): Promise<AdminLiveResponse> {
  await requireStarted(db, eventId);
  const { rows, issues } = readStageFile(body);
  if (issues.length > 0) refuse(issues);
  const stages = await listStages(db, eventId);
  const entered = new Set((await listEntries(db, eventId)).map((e) => e.driverId));
  const names = await driversByName(db, [...new Set(rows.filter((r) => !/^\d+$/.test(r.driver)).map((r) => r.driver))]);
  const problems: StageRowIssue[] = [];
  const byStage = new Map<number, { driverId: number; row: (typeof rows)[number] }[]>();
  for (const r of rows) {
    const stage = stages.find((s) => s.number === r.stage);
    if (!stage) problems.push({ row: r.row, field: 'stage', message: `Row ${r.row}: stage ${r.stage} is not a stage of this event` });
    const driverId = /^\d+$/.test(r.driver) ? Number(r.driver) : names.get(r.driver);
    if (driverId === undefined) problems.push({ row: r.row, field: 'driver', message: `Row ${r.row}: driver "${r.driver}" is not a known driver` });
    if (stage && driverId !== undefined) byStage.set(stage.id, [...(byStage.get(stage.id) ?? []), { driverId, row: r }]);
  }
  const prepared: { stageId: number; facts: StageRowFact[] }[] = [];
  for (const [stageId, list] of byStage) {
    const checked = checkStageRows(
      list.map(({ driverId, row }) => ({ driverId, status: row.status, time: row.time, penalty: row.penalty, restarted: row.restarted })),
      entered,
      list.map(({ row }) => row.row),
    );
    problems.push(...checked.issues);
    prepared.push({ stageId, facts: checked.facts });
  }
  if (problems.length > 0) refuse(problems.sort((a, b) => a.row - b.row));
  const numberOf = new Map(stages.map((s) => [s.id, s.number]));
  prepared.sort((a, b) => (numberOf.get(a.stageId) ?? 0) - (numberOf.get(b.stageId) ?? 0));
  await db.transaction(async (tx) => {
    for (const { stageId, facts } of prepared) {
      // A file replaces what it names whatever was there: the revision is taken as it stands.
      const current = await stageOfEvent(tx as unknown as Db, eventId, stageId);
      const claimed = await claimStage(tx, eventId, stageId, current?.revision ?? 0);
      if (!claimed) throw new AppError('CONFLICT', LIVE_MESSAGES.stageConflict);
      await replaceStageFacts(tx, stageId, facts);
      await publish(tx, eventId, stageId, claimed.revision > 1);
    }
    // As a single stage does (saveStage): the running event's head-to-head fixtures are stored now.
    await drawDueFixtures(tx);
  });
  await fillDraftWhenComplete(db, eventId);
  return getAdminLive(db, eventId);
}

export async function getLiveStatus(db: Db): Promise<LiveStatusResponse> {
  const ids = await liveEventIds(db);
  const live = await Promise.all(
    ids.map(async (id) => {
      const state = await loadState(db, id);
      const latest = state.stages.filter(published).at(-1);
      return latest
        ? [{ eventId: id, eventName: state.event.name, stageNumber: latest.number, stageName: latest.name, publicationId: state.publicationId }]
        : [];
    }),
  );
  return { live: live.flat() };
}

function figuresOf(places: readonly OverallPlace[]): DriverFigures {
  return { ids: places.map((p) => p.driverId), points: places.map((p) => provisionalDriverBreakdown(p).total) };
}

export async function getMyLive(db: Db, userId: string, eventId: number): Promise<MyLiveTeamResponse> {
  const state = await loadState(db, eventId);
  const places = overallAfter(stageFacts(state), entryFacts(state));
  const byDriver = new Map(places.map((p) => [p.driverId, p]));
  const driver = driverOf(state);
  const [lineup, picks] = await Promise.all([lineupAtLock(db, eventId, userId), predictionPicks(db, eventId, userId)]);
  const drivers = lineup.drivers.map((held) => {
    const p = byDriver.get(held.id);
    // A held driver who is not entered scores 0 (§4.8): shown by name, without a car number or a place.
    const breakdown = p ? provisionalDriverBreakdown(p) : { position: 0, finish: 0, stageWins: 0, powerStage: 0, supportCategory: 0, penalty: 0, total: 0 };
    return {
      driver: p ? driver(held.id) : { id: held.id, name: held.name, teamName: held.teamName, carNumber: null },
      state: p?.state ?? 'did_not_start',
      lastStagePosition: p?.lastStagePosition ?? null,
      overallPosition: p?.position ?? null,
      provisionalPoints: breakdown.total,
      captain: held.captain,
      captainBonus: captainBonus({ points: breakdown.total, captain: held.captain }),
      breakdown,
    };
  });
  // The captain at the lock counts twice (§5.4, §15.5), by the rule the engine's statement follows.
  const team = lineup.teamName !== null && drivers.length > 0
    ? { name: lineup.teamName, drivers, provisionalPoints: teamEventPoints(drivers.map((d) => ({ points: d.provisionalPoints, captain: d.captain }))) }
    : null;
  const prediction = picks
    ? {
        picks: picks.map((id) => driver(id)),
        currentPodium: currentPodium(places).map((id) => driver(id)),
        provisionalPoints: provisionalPredictionPoints(picks, places),
      }
    : null;
  return {
    event: header(state),
    team,
    prediction,
    provisionalTotal: team === null && prediction === null ? null : (team?.provisionalPoints ?? 0) + (prediction?.provisionalPoints ?? 0),
  };
}

/**
 * A league's live table as a kept answer (its ETag and compressed forms made once), from the league's kept copy when
 * its membership and the stages are as they were (league-live-cache.ts); computed and kept otherwise. The access
 * check runs first either way.
 */
export async function getLeagueLiveAnswer(db: Db, clock: Clock, userId: string, leagueId: number, kept: LeagueLiveCache): Promise<CachedAnswer> {
  const { format } = await requireLeagueView(db, userId, leagueId);
  const fingerprint = await leagueMembershipFingerprint(db, leagueId);
  const hit = kept.get(leagueId, fingerprint);
  if (hit !== null) return hit;
  const begun = kept.begin();
  const table = leagueLiveResponseSchema.parse(await leagueLiveTable(db, leagueId, format === 'head_to_head'));
  const body = JSON.stringify(table);
  const answer: CachedAnswer = {
    body,
    etag: weakEtag(body),
    type: 'application/json; charset=utf-8',
    // Other members' joins and leaves change it: never kept by the browser.
    cacheControl: 'no-store',
    expires: clock.nowMs() + kept.maxAgeMs,
  };
  kept.set(leagueId, fingerprint, table.rows.map((r) => r.userId), answer, begun);
  return answer;
}

async function leagueLiveTable(db: Db, leagueId: number, headToHead: boolean): Promise<LeagueLiveResponse> {
  const eventId = (await liveEventIds(db))[0];
  const state = eventId === undefined ? null : await loadState(db, eventId);
  const facts = state ? stageFacts(state) : [];
  const now = state ? overallAfter(facts, entryFacts(state)) : [];
  const previousNumber = facts.at(-2)?.number;
  const before = state && previousNumber !== undefined ? overallAfter(facts, entryFacts(state), previousNumber) : null;
  const members = await leagueLiveMembers(
    db,
    leagueId,
    eventId ?? 0,
    { drivers: figuresOf(now), podium: currentPodium(now) },
    before ? { drivers: figuresOf(before), podium: currentPodium(before) } : null,
  );
  const rows = members.map((m) => {
      const position = Number(m.now_rank);
      return {
        userId: m.user_id,
        username: m.username,
        avatarUrl: m.avatar_url,
        teamName: m.team_name,
        points: Number(m.points),
        position: m.position === null ? null : Number(m.position),
        provisionalEventPoints: m.now_event === null ? null : Number(m.now_event),
        provisionalPoints: Number(m.points) + Number(m.now_event ?? 0),
        provisionalPosition: position,
        movement: before ? Number(m.before_rank) - position : null,
      };
    });
  const duels = headToHead && eventId !== undefined ? await liveDuels(db, leagueId, eventId, rows) : null;
  return { leagueId, event: state ? header(state) : null, rows, duels };
}

/**
 * A head-to-head league's fixtures of the live event with what they would give if it ended now (game-rules §8.9):
 * the provisional scores of the table just computed for the league, compared by the final table's rule
 * (`fixturePoints`). The loop runs over this one league's fixture rows. The fixtures are the stored ones (a stage
 * stores them, saveStage); a draw not stored yet is computed as the fixtures read does. A member who left after
 * the lock is no row of the table: his score is read on its own (getMyLive), a few at most.
 */
async function liveDuels(db: Db, leagueId: number, eventId: number, rows: readonly LeagueLiveResponse['rows'][number][]): Promise<LiveDuel[] | null> {
  let sides: FixtureSide[] = await eventFixtures(db, leagueId, eventId);
  if (sides.length === 0) sides = (await pendingDraws(db, leagueId)).find((d) => d.eventId === eventId)?.sides ?? [];
  // The live event is not one of the league's (it started before the league): no duels, the classic table shows.
  if (sides.length === 0) return null;
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  const gone = sides.map((s) => s.userId).filter((id) => !byUser.has(id));
  const goneNames = await listUsernames(db, gone);
  const goneScores = new Map<string, number>();
  for (const id of gone) goneScores.set(id, (await getMyLive(db, id, eventId)).provisionalTotal ?? 0);
  const side = (id: string, opponent: string | null): LiveDuelSide => {
    const row = byUser.get(id);
    // No team and no prediction is no score: 0, as in the final result.
    const score = (who: string) => byUser.get(who)?.provisionalEventPoints ?? goneScores.get(who) ?? 0;
    return {
      userId: id,
      username: row ? row.username : (goneNames.get(id) ?? null),
      provisionalEventPoints: score(id),
      provisionalLeaguePoints: opponent === null ? null : fixturePoints(score(id), score(opponent)),
    };
  };
  return pairingsOf(sides).map(({ home, away }) => {
    const h = side(home, away);
    const a = away === null ? null : side(away, home);
    // Ahead is what the rule gives a win for, read from it rather than compared again here.
    const leaderId = [h, a].find((x) => x?.provisionalLeaguePoints === HEAD_TO_HEAD_WIN_POINTS)?.userId ?? null;
    return { home: h, away: a, leaderId };
  });
}
