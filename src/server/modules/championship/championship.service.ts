import { CHAMPIONSHIP_MESSAGES } from '@shared/messages';
import type {
  ConstructorStandingDto,
  DriverDto,
  DriverHistoryEntry,
  DriverPriceMove,
  DriverStandingDto,
  TeamDto,
  TeamResultDto,
} from '@shared/api/championship';
import { standingsWithMovement } from '@shared/game/championship-standings';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  driverHistory,
  driverPriceMoves,
  findDriver,
  findTeam,
  listDrivers,
  listTeams,
  seasonResults,
  teamRecentResults,
  type TeamRow,
} from './championship.repo';

export const TEAM_NOT_FOUND = CHAMPIONSHIP_MESSAGES.teamNotFound;
export const DRIVER_NOT_FOUND = CHAMPIONSHIP_MESSAGES.driverNotFound;
/** Events shown in a constructor's Recent Results block. */
export const TEAM_RECENT_EVENTS = 3;


type SeasonResultRow = Awaited<ReturnType<typeof seasonResults>>[number];

function asStandingResults(rows: SeasonResultRow[], subject: (r: SeasonResultRow) => number | null) {
  return rows.map((r) => ({
    eventId: r.eventId,
    eventStart: r.eventStart.getTime(),
    subjectId: subject(r),
    points: r.points,
  }));
}

export async function getDriverStandings(db: Db, season: number): Promise<DriverStandingDto[]> {
  const rows = await seasonResults(db, season);
  const info = new Map(rows.map((r) => [r.driverId, r]));
  return standingsWithMovement(asStandingResults(rows, (r) => r.driverId)).map((s) => {
    const driver = info.get(s.id) as SeasonResultRow;
    return {
      position: s.position,
      previousPosition: s.previousPosition,
      trend: s.trend,
      driverId: s.id,
      name: driver.driverName,
      teamId: driver.teamId,
      team: driver.teamName,
      points: s.points,
    };
  });
}

/**
 * Constructors score the sum of their drivers' official points. Drivers count for the team they drive for
 * now (the schema keeps no team history); every team ranks once the season has a completed event.
 */
export async function getConstructorStandings(db: Db, season: number): Promise<ConstructorStandingDto[]> {
  const [rows, teamRows] = await Promise.all([seasonResults(db, season), listTeams(db)]);
  const names = new Map(teamRows.map((t) => [t.team.id, t.team.name]));
  return standingsWithMovement(
    asStandingResults(rows, (r) => r.teamId),
    teamRows.map((t) => t.team.id),
  ).map((s) => ({
    position: s.position,
    previousPosition: s.previousPosition,
    trend: s.trend,
    teamId: s.id,
    name: names.get(s.id) ?? '',
    points: s.points,
  }));
}

function toTeamDto(
  team: TeamRow,
  driverCount: number,
  standing: ConstructorStandingDto | undefined,
): TeamDto {
  return {
    id: team.id,
    name: team.name,
    manufacturer: team.manufacturer,
    car: team.car,
    country: team.country,
    imageUrl: team.imageUrl,
    championships: team.championships,
    currentPosition: standing?.position ?? null,
    points: standing?.points ?? 0,
    driverCount,
  };
}

export async function getTeams(db: Db, season: number): Promise<TeamDto[]> {
  const [rows, standings] = await Promise.all([listTeams(db), getConstructorStandings(db, season)]);
  const byTeam = new Map(standings.map((s) => [s.teamId, s]));
  return rows.map((r) => toTeamDto(r.team, r.driverCount, byTeam.get(r.team.id)));
}

async function requireTeam(db: Db, id: number) {
  const row = await findTeam(db, id);
  if (!row) throw new AppError('NOT_FOUND', TEAM_NOT_FOUND);
  return row;
}

export async function getTeam(db: Db, id: number, season: number): Promise<TeamDto> {
  const row = await requireTeam(db, id);
  const standings = await getConstructorStandings(db, season);
  return toTeamDto(
    row.team,
    row.driverCount,
    standings.find((s) => s.teamId === id),
  );
}

export async function getTeamResults(db: Db, id: number): Promise<TeamResultDto[]> {
  await requireTeam(db, id);
  return (await teamRecentResults(db, id, TEAM_RECENT_EVENTS)).map((r) => ({
    ...r,
    startDate: r.startDate.toISOString(),
  }));
}

export async function getDrivers(db: Db, teamId?: number): Promise<DriverDto[]> {
  if (teamId !== undefined) await requireTeam(db, teamId);
  return listDrivers(db, teamId);
}

async function requireDriver(db: Db, id: number): Promise<DriverDto> {
  const driver = await findDriver(db, id);
  if (!driver) throw new AppError('NOT_FOUND', DRIVER_NOT_FOUND);
  return driver;
}

export async function getDriver(db: Db, id: number): Promise<DriverDto> {
  return requireDriver(db, id);
}

/** The driver's price chart: every move with the event behind it, oldest first (docs/game-rules.md §9.4). */
export async function getDriverPrices(db: Db, id: number): Promise<DriverPriceMove[]> {
  await requireDriver(db, id);
  return (await driverPriceMoves(db, id)).map(({ startDate, createdAt, ...move }) => ({
    ...move,
    date: (startDate ?? createdAt).toISOString(),
  }));
}

export async function getDriverHistory(db: Db, id: number): Promise<DriverHistoryEntry[]> {
  await requireDriver(db, id);
  return (await driverHistory(db, id)).map((h) => ({ ...h, startDate: h.startDate.toISOString() }));
}
