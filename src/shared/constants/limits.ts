/** Field limits of the API's inputs: the schemas and the messages that name them both read these. */

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;

export const USERNAME_MIN_LENGTH = 3;

export const USERNAME_MAX_LENGTH = 30;

/** `name` is better-auth's required display name; the web sends the username there. */
export const NAME_MAX_LENGTH = 100;

export const LEAGUE_LIMITS = {
  name: 50,
  description: 500,
  rules: 2000,
  search: 100,
  /** An invite code is 8 characters; anything much longer is not a pasted code. */
  codeInput: 64,
  /** Leagues one player may have created and still have (docs/game-rules.md §16.4, docs/decisions/0194). */
  maxOwned: 10,
} as const;

/**
 * The global leaderboard (docs/decisions/0212): a page of the table, the managers shown either side of me, and
 * the username search (a username is at most USERNAME_MAX_LENGTH characters, so a longer search finds nothing).
 */
export const LEADERBOARD_LIMITS = { pageSize: 100, neighbours: 10, searchResults: 20, search: USERNAME_MAX_LENGTH } as const;

/**
 * Personal API tokens (issue 34): how many a player keeps, how long a name may be, and the documented rate
 * limit per token (a fixed window; RATE_LIMIT_API_TOKEN_REQUESTS / _WINDOW_SECONDS change it on a server).
 */
export const API_TOKEN_LIMITS = { perUser: 10, name: 50, requests: 60, windowSeconds: 60 } as const;

export const USER_LIMITS = { query: 100, reason: 300, pageMax: 100 } as const;

export const EVENT_LIMITS = {
  name: NAME_MAX_LENGTH,
  country: 60,
  location: 100,
  description: 2000,
  imageUrl: 500,
  minSeason: 1950,
  maxSeason: 2100,
  maxRound: 100,
  stageName: 100,
  maxStageNumber: 99,
  maxStageLengthKm: 100,
  maxEntries: 200,
  maxCarNumber: 999,
} as const;

/** Upper bounds: generous for a real message, small enough that the table cannot be used as free storage. */
export const CONTACT_LIMITS = {
  name: NAME_MAX_LENGTH,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

export const FULL_NAME_MAX_LENGTH = 100;

/** A fantasy team's name (docs/game-rules.md §3.1). */
export const TEAM_NAME_MAX_LENGTH = 50;
