import type { AdminEvent } from '@shared/api/admin-events';
import type { FantasyTeam, TeamDriver } from '@shared/api/fantasy';
import type { DriverDto, TeamDto } from '@shared/api/championship';
import type { EventDto } from '@shared/api/events';
import type { SessionUserDto } from '@shared/api/me';
import type { MarketDriver } from '@shared/api/market';

/** Small builders of API answers for component tests: only what a test sets differs from a plain value. */

export function marketDriver(id: number, overrides: Partial<MarketDriver> = {}): MarketDriver {
  return {
    id,
    name: `Driver ${id}`,
    teamId: 1,
    teamName: 'Toyota Gazoo Racing',
    imageUrl: null,
    price: 1_000_000,
    points: 0,
    form: 'stable',
    priceChange: 0,
    percentChange: 0,
    ...overrides,
  };
}

export function teamDriver(id: number, overrides: Partial<TeamDriver> = {}): TeamDriver {
  return {
    id,
    name: `Driver ${id}`,
    teamName: 'Toyota Gazoo Racing',
    country: null,
    imageUrl: null,
    points: 0,
    form: 'stable',
    price: 1_000_000,
    purchasePrice: 1_000_000,
    purchaseDate: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A team with €10M of budget; `spentBudget` is the sum of the drivers' purchase prices unless given. */
export function fantasyTeam(overrides: Partial<FantasyTeam> = {}): FantasyTeam {
  const drivers = overrides.drivers ?? [];
  return {
    id: 1,
    name: 'Gravel Gladiators',
    points: 0,
    budget: 10_000_000,
    spentBudget: drivers.reduce((sum, d) => sum + d.purchasePrice, 0),
    createdAt: '2026-01-10T10:00:00.000Z',
    drivers,
    ...overrides,
  };
}

export function sessionUser(overrides: Partial<SessionUserDto> = {}): SessionUserDto {
  return {
    id: 'user-1',
    email: 'kalle@example.com',
    username: 'kalle_fan',
    avatarUrl: null,
    role: 'user',
    is_admin: false,
    ...overrides,
  };
}

export function rallyEvent(id: number, overrides: Partial<EventDto> = {}): EventDto {
  return {
    id,
    season: 2026,
    round: id,
    name: `Rally ${id}`,
    country: 'Finland',
    location: null,
    description: null,
    descriptionLanguage: null,
    descriptionFacts: null,
    imageUrl: null,
    startDate: '2026-07-30T06:00:00.000Z',
    endDate: '2026-08-02T15:00:00.000Z',
    status: 'upcoming',
    surfaceType: 'gravel',
    timeZone: 'Europe/Helsinki',
    ...overrides,
  };
}

/** An event as the admin console lists it: the public event with its counts. */
export function adminEvent(id: number, overrides: Partial<AdminEvent> = {}): AdminEvent {
  return { ...rallyEvent(id), stageCount: 0, entryCount: 0, resultCount: 0, ...overrides };
}

export function championshipTeam(id: number, overrides: Partial<TeamDto> = {}): TeamDto {
  return {
    id,
    name: `Team ${id}`,
    manufacturer: null,
    car: null,
    country: null,
    imageUrl: null,
    championships: 0,
    currentPosition: id,
    points: 0,
    driverCount: 2,
    ...overrides,
  };
}

export function championshipDriver(id: number, overrides: Partial<DriverDto> = {}): DriverDto {
  return {
    id,
    name: `Driver ${id}`,
    coDriverName: null,
    teamId: 1,
    teamName: 'Team 1',
    country: null,
    carNumber: id,
    price: 1_000_000,
    points: 0,
    form: 'stable',
    nextEventOdds: 5,
    championships: 0,
    imageUrl: null,
    ...overrides,
  };
}
