// Single source for the game engine and the public rules page: change a number here and both follow.

export const TEAM_BUDGET = 10_000_000;
export const MAX_TEAM_DRIVERS = 5;

/** Overall classification points for 1st..10th. */
export const POSITION_POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1] as const;
export const STAGE_WIN_BONUS = 1;
/** Power Stage points for 1st..5th. */
export const POWER_STAGE_POINTS = [5, 4, 3, 2, 1] as const;
export const FINISH_BONUS = 2;
export const SUPPORT_CATEGORY_PODIUM_BONUS = 5;
/** The second and third support categories; the top class earns nothing extra for its category podium. */
export const SUPPORT_CATEGORIES_WITH_BONUS = ['WRC2', 'WRC3'] as const;
export const STATUS_PENALTIES = { retired: -5, disqualified: -10, did_not_start: -5 } as const;
/** The captain's event points count this many times in the team's event score (docs/game-rules.md §5.4). */
export const CAPTAIN_MULTIPLIER = 2;

export const PREDICTION_POINTS = { perfect: 15, twoExact: 10, oneExact: 5, podiumWrongOrder: 3 } as const;

export const MARKET = {
  /** Euros of price movement per fantasy point above or below expectation (0.02M). */
  pointValue: 20_000,
  maxChange: 500_000,
  minPrice: 500_000,
  maxPrice: 5_000_000,
  step: 100_000,
  /** Expectation for a driver with no earlier events. */
  defaultExpected: 10,
} as const;

/** Points above or below the average that flip a driver's form. */
export const FORM_THRESHOLD = 3;
/** How many recent events feed the next-event odds. */
export const ODDS_WINDOW = 5;

export const LEAGUE_INVITE_CODE_LENGTH = 8;

/**
 * How often a driver's ownership "now" is recounted: once a minute per server instance; the browser keeps it as
 * long (docs/game-rules.md §9.11, docs/decisions/0208). Here, not beside the API schema, so the web reads it
 * without pulling zod into its first load.
 */
export const OWNERSHIP_MAX_AGE_MS = 60_000;

/** League points of a head-to-head fixture (docs/game-rules.md §8.9): a win, a draw; a loss and a bye give none. */
export const HEAD_TO_HEAD_WIN_POINTS = 3;
export const HEAD_TO_HEAD_DRAW_POINTS = 1;
