import {
  DASHBOARD_DRIVERS,
  DASHBOARD_EVENTS,
  DASHBOARD_LEAGUES,
  PLAYER_MESSAGES,
  PROFILE_ACHIEVEMENTS,
  RECENT_ACTIVITY,
  SCORED_PREDICTIONS_SHOWN,
  type Activity,
  type DashboardResponse,
  type EarnedAchievement,
  type EventExplanation,
  type ExplainedPrediction,
  type LastScoredEvent,
  type PlayerStats,
  type PredictionSummary,
  type ProfileResponse,
  type ScoredPrediction,
  type StatsResponse,
} from '@shared/api/players';
import { captainBonus } from '@shared/game/captain';
import { predictionHit } from '@shared/game/prediction-points';
import { currentSeason } from '@shared/game/season';
import type { Db } from '../../db/client';
import { databaseNow } from '../../db/clock.repo';
import { AppError } from '../../http/app-error';
import { profileView } from './players.policy';
import {
  countAchievements,
  countLeagues,
  countTeamDrivers,
  earnedAchievements,
  explainedPrediction,
  findPredictionPerformance,
  findStatistics,
  findTeam,
  findUser,
  lastScoredEvent,
  leaguePositions,
  recentActivity,
  scoredEventList,
  scoredEventOf,
  scoredLineup,
  scoredPredictions,
  seasonEventPoints,
  teamDrivers,
  upcomingEvents,
} from './players.repo';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** user_statistics with the spec's defaults (0, unranked) and the live league count. */
async function playerStats(db: Db, userId: string): Promise<PlayerStats> {
  const [row, leagues] = await Promise.all([findStatistics(db, userId), countLeagues(db, userId)]);
  return {
    totalPoints: row?.totalPoints ?? 0,
    globalRank: row?.globalRank ?? null,
    rallies: row?.ralliesParticipated ?? 0,
    bestRally: row?.bestRallyPoints ?? 0,
    leagues,
  };
}

async function predictionSummary(db: Db, userId: string): Promise<PredictionSummary | null> {
  const row = await findPredictionPerformance(db, userId);
  if (!row || row.totalPredictions === 0) return null;
  return {
    total: row.totalPredictions,
    correct: row.correctPredictions,
    accuracy: row.accuracy,
    pointsEarned: row.pointsEarned,
  };
}

/** Each scored prediction with the kind of hit its points came from, judged by the shared rule (§6.2). */
async function scoredPredictionList(db: Db, userId: string): Promise<ScoredPrediction[]> {
  const list = await scoredPredictions(db, userId, SCORED_PREDICTIONS_SHOWN);
  return list.map((p) => {
    const [first = 0, second = 0, third = 0] = p.picks;
    return {
      eventId: p.event_id,
      eventName: p.name,
      startDate: iso(p.start_date),
      points: p.points,
      hit: predictionHit([first, second, third], p.podium),
    };
  });
}

async function achievementsOf(db: Db, userId: string, limit?: number): Promise<EarnedAchievement[]> {
  const list = await earnedAchievements(db, userId, limit);
  return list.map((a) => ({ ...a, icon: a.icon || null, earnedAt: a.earnedAt.toISOString() }));
}

type ScoredEventRow = NonNullable<Awaited<ReturnType<typeof lastScoredEvent>>>;

/**
 * One scored event explained (issue 13; issue 31 part 5): the scores the engine stored and the lineup that
 * scored it, each driver rule by rule as event_results keeps it, the captain's bonus by the shared rule.
 */
async function explainScored(db: Db, event: ScoredEventRow, teamId: number | null): Promise<LastScoredEvent> {
  const lineup = teamId === null || event.team_points === null ? [] : await scoredLineup(db, teamId, event.event_id);
  return {
    eventId: event.event_id,
    name: event.name,
    startDate: iso(event.start_date),
    teamPoints: event.team_points,
    predictionPoints: event.prediction_points,
    points: event.points,
    drivers: lineup
      .map((d) => ({
        driverId: d.driver_id,
        name: d.name,
        status: d.status,
        finishPosition: d.position,
        stageWins: d.stage_wins ?? 0,
        powerStagePosition: d.power_stage_position,
        points: d.fantasy_points ?? 0,
        captain: d.is_captain,
        captainBonus: captainBonus({ points: d.fantasy_points ?? 0, captain: d.is_captain }),
        breakdown: {
          position: d.fp_position ?? 0,
          finish: d.fp_finish ?? 0,
          stageWins: d.fp_stage_wins ?? 0,
          powerStage: d.fp_power_stage ?? 0,
          supportCategory: d.fp_support_category ?? 0,
          penalty: d.fp_penalty ?? 0,
        },
      }))
      .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name)),
  };
}

async function lastScored(db: Db, userId: string, teamId: number | null): Promise<LastScoredEvent | null> {
  const event = await lastScoredEvent(db, userId);
  return event ? explainScored(db, event, teamId) : null;
}

/** The scored prediction of one event with the kind of hit that gave its points (§6.2, the shared rule). */
async function predictionExplained(db: Db, userId: string, eventId: number): Promise<ExplainedPrediction | null> {
  const row = await explainedPrediction(db, userId, eventId);
  if (!row) return null;
  const picks = row.picks ?? [];
  const [first = 0, second = 0, third = 0] = picks.map((p) => p.driver_id);
  return {
    points: row.points,
    hit: predictionHit([first, second, third], row.podium),
    picks: picks.map((p) => ({ position: p.position, driverId: p.driver_id, name: p.name, finishPosition: p.finish_position })),
  };
}

/**
 * "Explain my points" for any scored event of the caller (issue 31 part 5): the same breakdown as the
 * dashboard's last event, the prediction's rule, and the list of scored events to pick another. An event not
 * scored for the caller (unknown, unpublished, or no team and no prediction then) is a 404.
 */
export async function getEventExplanation(db: Db, userId: string, eventId: number): Promise<EventExplanation> {
  const [event, team] = await Promise.all([scoredEventOf(db, userId, eventId), findTeam(db, userId)]);
  if (!event) throw new AppError('NOT_FOUND', PLAYER_MESSAGES.notScored);
  const [explained, prediction, list] = await Promise.all([
    explainScored(db, event, team?.id ?? null),
    predictionExplained(db, userId, eventId),
    scoredEventList(db, userId),
  ]);
  return {
    ...explained,
    prediction,
    scoredEvents: list.map((e) => ({ eventId: e.event_id, name: e.name, startDate: iso(e.start_date), points: e.points })),
  };
}

/** The Dashboard screen, plus the last scored event explained driver by driver (issue 13). */
export async function getDashboard(db: Db, userId: string): Promise<DashboardResponse> {
  const now = await databaseNow(db);
  const [stats, team, upcoming, leagues] = await Promise.all([
    playerStats(db, userId),
    findTeam(db, userId),
    upcomingEvents(db, now, DASHBOARD_EVENTS),
    leaguePositions(db, userId, DASHBOARD_LEAGUES),
  ]);
  const [teamDriverRows, driverCount, scored] = await Promise.all([
    team ? teamDrivers(db, team.id, DASHBOARD_DRIVERS) : Promise.resolve([]),
    team ? countTeamDrivers(db, team.id) : Promise.resolve(0),
    lastScored(db, userId, team?.id ?? null),
  ]);
  return {
    serverTime: now.toISOString(),
    stats,
    team: team
      ? {
          id: team.id,
          name: team.name,
          points: team.points,
          budget: team.budget,
          spentBudget: team.spentBudget,
          driverCount,
          drivers: teamDriverRows,
          captainId: team.captainId,
        }
      : null,
    upcoming: upcoming.map((e) => ({ ...e, startDate: e.startDate.toISOString() })),
    leagues,
    lastScored: scored,
  };
}

function toActivity(row: Awaited<ReturnType<typeof recentActivity>>[number]): Activity {
  const at = iso(row.at);
  switch (row.kind) {
    case 'transfer':
      return {
        kind: 'transfer',
        at,
        direction: row.direction === 'out' ? 'out' : 'in',
        driverId: row.ref_id,
        driverName: row.label,
        price: row.amount ?? 0,
      };
    case 'prediction':
      return { kind: 'prediction', at, eventId: row.ref_id, eventName: row.label };
    case 'league':
      return { kind: 'league', at, leagueId: row.ref_id, leagueName: row.label };
    case 'points':
      return { kind: 'points', at, eventId: row.ref_id, eventName: row.label, points: row.amount ?? 0 };
  }
}

/** The Statistics screen, with real recent activity and the season's points per event. */
export async function getStatistics(db: Db, userId: string): Promise<StatsResponse> {
  const season = currentSeason(await databaseNow(db));
  const [stats, leagues, predictions, scored, achievements, activity, perEvent] = await Promise.all([
    playerStats(db, userId),
    leaguePositions(db, userId),
    predictionSummary(db, userId),
    scoredPredictionList(db, userId),
    achievementsOf(db, userId),
    recentActivity(db, userId, RECENT_ACTIVITY),
    seasonEventPoints(db, userId, season),
  ]);
  return {
    season,
    stats,
    leagues,
    predictions,
    scoredPredictions: scored,
    achievements,
    activity: activity.map(toActivity),
    pointsPerEvent: perEvent.map((e) => ({
      eventId: e.event_id,
      name: e.name,
      round: e.round,
      startDate: iso(e.start_date),
      teamPoints: e.team_points,
      predictionPoints: e.prediction_points,
      points: e.points,
    })),
  };
}

/**
 * The Profile screen (docs/decisions/0131-profile-visibility.md): the policy decides the view; the response holds only what that view may show,
 * so a private profile's details never leave the server. An unknown id is a 404 "User not found".
 */
export async function getProfile(db: Db, viewerId: string, userId: string): Promise<ProfileResponse> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('NOT_FOUND', PLAYER_MESSAGES.userNotFound);
  const view = profileView(viewerId, user);
  const base = { id: user.id, username: user.username, avatarUrl: user.avatarUrl };
  if (view === 'limited') {
    return {
      isOwn: false,
      visibility: 'limited',
      user: base,
      details: null,
      stats: null,
      hasTeam: null,
      team: null,
      predictions: null,
      achievements: [],
      achievementCount: 0,
    };
  }
  const own = view === 'own';
  const [stats, team, predictions, achievements, achievementCount] = await Promise.all([
    playerStats(db, user.id),
    findTeam(db, user.id),
    own ? predictionSummary(db, user.id) : Promise.resolve(null),
    achievementsOf(db, user.id, PROFILE_ACHIEVEMENTS),
    countAchievements(db, user.id),
  ]);
  return {
    isOwn: own,
    visibility: 'full',
    user: base,
    details: {
      fullName: user.fullName,
      country: user.country,
      isPremium: user.isPremium,
      isAdmin: user.role === 'admin' || user.isAdmin,
      joinedAt: user.createdAt.toISOString(),
      lastActive: user.lastLogin ? user.lastLogin.toISOString() : null,
    },
    stats,
    hasTeam: Boolean(team),
    team: own && team ? { name: team.name, points: team.points, budget: team.budget, spentBudget: team.spentBudget } : null,
    predictions,
    achievements,
    achievementCount,
  };
}
