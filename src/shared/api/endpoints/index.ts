import { adminEventsEndpoints } from './admin-events';
import { adminInboxEndpoints } from './admin-inbox';
import { adminResultsEndpoints } from './admin-results';
import { adminSettingsEndpoints } from './admin-settings';
import { adminUsersEndpoints } from './admin-users';
import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { championshipEndpoints } from './championship';
import { contactEndpoints } from './contact';
import { notificationEndpoints } from './notifications';
import { publicSiteEndpoints } from './public-site';
import { reachEndpoints } from './reach';
import { systemEndpoints } from './system';
import { endpointKey, type Endpoint } from './define';
import { leaderboardEndpoints } from './leaderboard';
import { leagueEndpoints } from './leagues';
import { playerEndpoints } from './players';
import { rivalEndpoints } from './rivals';
import { eventsEndpoints } from './events';
import { fantasyEndpoints } from './fantasy';
import { liveEndpoints } from './live';
import { marketEndpoints } from './market';
import { predictionsEndpoints } from './predictions';

/**
 * Every endpoint of the API, by operationId (issue 34 part 2). A group joins here when its module serves it;
 * a name, or a method and path, used twice fails `src/server/http/api-contract.test.ts`.
 */
export const ENDPOINT_GROUPS = [
  championshipEndpoints,
  adminResultsEndpoints,
  adminEventsEndpoints,
  adminUsersEndpoints,
  adminInboxEndpoints,
  adminSettingsEndpoints,
  leagueEndpoints,
  rivalEndpoints,
  leaderboardEndpoints,
  playerEndpoints,
  eventsEndpoints,
  fantasyEndpoints,
  marketEndpoints,
  predictionsEndpoints,
  liveEndpoints,
  systemEndpoints,
  authEndpoints,
  accountEndpoints,
  reachEndpoints,
  notificationEndpoints,
  publicSiteEndpoints,
  contactEndpoints,
] as const;

/** Every endpoint by its operationId: the contract test and the response checker look them up. */
export const ENDPOINTS: Readonly<Record<string, Endpoint>> = Object.assign({}, ...ENDPOINT_GROUPS);

type Group = (typeof ENDPOINT_GROUPS)[number];
/**
 * Any declared endpoint, as a union of their exact types (what the web client's types are computed from): each
 * group's values, not one intersection of all the groups.
 */
export type AnyEndpoint = Group extends infer G ? (G extends unknown ? G[keyof G] : never) : never;

/** `GET /api/leagues/:id` → its endpoint (the response checker's lookup). */
export function endpointsByKey(): Map<string, Endpoint> {
  return new Map(Object.values(ENDPOINTS).map((e) => [endpointKey(e), e]));
}
