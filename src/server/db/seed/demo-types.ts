import type { EventStatus, FinishStatus, Surface } from '@shared/constants/enums';
import type { EventDescriptionFacts } from '@shared/event-description';
import type { SimulatedStage } from './simulate-stage-times';

// Plain rows of the demo season. Rows refer to each other by natural keys (team name, driver name,
// event round) because database ids only exist after insertion; seedDatabase maps keys to ids.

export interface DemoTeam {
  name: string;
  manufacturer: string;
  car: string;
  country: string;
  championships: number;
}

export interface DemoDriver {
  name: string;
  coDriverName: string | null;
  teamName: string;
  country: string | null;
  carNumber: number | null;
  /** Opening price before the first event; the game engine moves it as the seed publishes each event. */
  basePrice: number;
  championships: number;
}

export interface DemoEvent {
  season: number;
  round: number;
  name: string;
  country: string;
  location: string;
  /** Generated: the screens word it in each reader's language (docs/decisions/0207). */
  descriptionFacts: EventDescriptionFacts;
  startDate: Date;
  endDate: Date;
  /** What the demo lays out: completed events are published through the engine at `publishAt`. */
  status: EventStatus;
  surfaceType: Surface;
  publishAt: Date | null;
}

export interface DemoStage {
  round: number;
  number: number;
  name: string;
  length: number | null;
  startTime: Date;
  status: EventStatus;
  isPowerStage: boolean;
}

export interface DemoEntry {
  round: number;
  driverName: string;
  carNumber: number | null;
}

export interface DemoResult {
  round: number;
  driverName: string;
  status: FinishStatus;
  position: number | null;
  time: string | null;
  /** Official championship points: position points (finishers) plus power-stage points. */
  points: number;
  stageWins: number;
  powerStagePosition: number | null;
  category: string | null;
  categoryPosition: number | null;
  /** True when status and position come from the published results in the data file. */
  isReal: boolean;
}

/** The opening price row of a driver (the engine adds one row per published event). */
export interface DemoPrice {
  driverName: string;
  price: number;
  createdAt: Date;
}

/**
 * The rally in progress of the live demo (DEMO_LIVE, docs/decisions/0201): the simulated times of each of its
 * stages, which the server publishes one by one.
 */
export interface DemoLiveRally {
  round: number;
  stages: SimulatedStage[];
}

export interface DemoSeason {
  season: number;
  teams: DemoTeam[];
  drivers: DemoDriver[];
  events: DemoEvent[];
  stages: DemoStage[];
  entries: DemoEntry[];
  results: DemoResult[];
  prices: DemoPrice[];
  /** Null unless the season was built with a rally in progress. */
  liveRally: DemoLiveRally | null;
}
