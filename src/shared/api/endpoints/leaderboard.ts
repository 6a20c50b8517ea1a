import {
  leaderboardAroundMeSchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  leaderboardSearchQuerySchema,
  leaderboardSearchResponseSchema,
} from '../leaderboard';
import { defineEndpoints } from './define';

const tags = ['leaderboard'];

/** The global leaderboard (issue 31 part 3, docs/decisions/0212): signed in, since it names players. */
export const leaderboardEndpoints = defineEndpoints({
  getLeaderboard: {
    method: 'GET',
    path: '/api/leaderboard',
    summary: "A page of 100 managers by global rank; `after` is the previous page's nextCursor (keyset, no offset)",
    tags,
    access: 'signedIn',
    apiToken: true,
    query: leaderboardQuerySchema,
    responses: { 200: leaderboardPageSchema },
    errors: [400, 401],
  },
  getLeaderboardAroundMe: {
    method: 'GET',
    path: '/api/leaderboard/me',
    summary: "The caller's rank with the ten managers above and below",
    tags,
    access: 'signedIn',
    apiToken: true,
    responses: { 200: leaderboardAroundMeSchema },
    errors: [401],
  },
  searchLeaderboard: {
    method: 'GET',
    path: '/api/leaderboard/search',
    summary: 'Ranked managers whose username starts with q (letters, digits, _ and ., at most 30), alphabetical, at most 20',
    tags,
    access: 'signedIn',
    apiToken: true,
    query: leaderboardSearchQuerySchema,
    responses: { 200: leaderboardSearchResponseSchema },
    errors: [400, 401],
  },
});
