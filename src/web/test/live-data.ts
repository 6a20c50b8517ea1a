import type { FantasyBreakdown } from '@shared/api/admin-results';
import type {
  LiveDriver,
  LiveEventHeader,
  LiveEventResponse,
  LiveStage,
  LiveStatusResponse,
  MyLiveDriver,
  MyLiveTeamResponse,
  OverallRow,
  StageRankingRow,
} from '@shared/api/live';
import type { BadgeEvent } from '@shared/api/public-site';

/** Builders of the live reads (issue 29) for component tests: only what a test sets differs. */

/** The header badge's event while Rally Sweden runs: what switches the live reads on. */
export const RUNNING_EVENT: BadgeEvent = {
  id: 4,
  name: 'Rally Sweden',
  country: 'Sweden',
  location: 'Umeå',
  startDate: '2026-03-05T08:00:00Z',
  endDate: '2026-03-08T14:00:00Z',
  status: 'active',
};

/** GET /api/live while Rally Sweden is after SS7. */
export const LIVE_STATUS: LiveStatusResponse['live'] = [
  { eventId: 4, eventName: 'Rally Sweden', stageNumber: 7, stageName: 'Vargåsen', publicationId: 12 },
];

export function liveDriver(id: number, overrides: Partial<LiveDriver> = {}): LiveDriver {
  return { id, name: `Driver ${id}`, carNumber: id, teamName: 'Toyota Gazoo Racing', ...overrides };
}

export function liveStage(number: number, overrides: Partial<LiveStage> = {}): LiveStage {
  return {
    id: 100 + number,
    number,
    name: `Stage ${number}`,
    length: 12.3,
    startTime: null,
    isPowerStage: false,
    published: true,
    revision: 1,
    publishedAt: '2026-03-06T09:00:00.000Z',
    ...overrides,
  };
}

export function breakdown(overrides: Partial<FantasyBreakdown> = {}): FantasyBreakdown {
  const b = { position: 0, finish: 0, stageWins: 0, powerStage: 0, supportCategory: 0, penalty: 0, ...overrides };
  return { ...b, total: b.position + b.finish + b.stageWins + b.powerStage + b.supportCategory + b.penalty };
}

export function liveHeader(overrides: Partial<LiveEventHeader> = {}): LiveEventHeader {
  return {
    id: 4,
    name: 'Rally Sweden',
    season: 2026,
    round: 2,
    status: 'active',
    phase: 'live',
    latestStage: liveStage(7, { name: 'Vargåsen' }),
    publicationId: 12,
    stageCount: 18,
    publishedStageCount: 7,
    ...overrides,
  };
}

export function overallRow(id: number, overrides: Partial<OverallRow> = {}): OverallRow {
  return {
    driver: liveDriver(id),
    state: 'running',
    position: id,
    totalMs: 3_600_000 + id * 12_300,
    total: null,
    gapMs: (id - 1) * 12_300,
    penaltyMs: 0,
    stageWins: 0,
    lastStagePosition: id,
    powerStagePosition: null,
    provisionalPoints: 0,
    breakdown: breakdown(),
    ...overrides,
  };
}

export function rankingRow(id: number, overrides: Partial<StageRankingRow> = {}): StageRankingRow {
  return {
    driver: liveDriver(id),
    status: 'finished',
    position: id,
    timeMs: 300_000 + (id - 1) * 2_100,
    time: null,
    gapMs: (id - 1) * 2_100,
    penaltyMs: 0,
    restarted: false,
    ...overrides,
  };
}

export function liveEvent(overrides: Partial<LiveEventResponse> = {}): LiveEventResponse {
  return { event: liveHeader(), stages: [], overall: [], powerStage: null, ...overrides };
}

export function myLiveDriver(id: number, overrides: Partial<MyLiveDriver> = {}): MyLiveDriver {
  return {
    driver: liveDriver(id),
    state: 'running',
    lastStagePosition: id,
    overallPosition: id,
    provisionalPoints: 0,
    captain: false,
    captainBonus: 0,
    breakdown: breakdown(),
    ...overrides,
  };
}

export function myLiveTeam(overrides: Partial<MyLiveTeamResponse> = {}): MyLiveTeamResponse {
  return { event: liveHeader(), team: null, prediction: null, provisionalTotal: null, ...overrides };
}
