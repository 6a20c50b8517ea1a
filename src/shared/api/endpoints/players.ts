import {
  dashboardResponseSchema,
  eventExplanationSchema,
  explainParamsSchema,
  profileParamsSchema,
  profileResponseSchema,
  statsResponseSchema,
} from '../players';
import { defineEndpoints } from './define';

const tags = ['players'];

/**
 * The player's own area (issue 13): dashboard, statistics and explanations are the session user's (no user id
 * to ask for someone else's); a profile takes one and goes through the visibility policy.
 */
export const playerEndpoints = defineEndpoints({
  getDashboard: {
    method: 'GET',
    path: '/api/me/dashboard',
    summary: "The signed-in user's dashboard: stats, team, upcoming rallies, league positions, last scored event",
    tags,
    access: 'signedIn',
    apiToken: true,
    responses: { 200: dashboardResponseSchema },
    errors: [401],
  },
  getMyStatistics: {
    method: 'GET',
    path: '/api/me/statistics',
    summary: "The signed-in user's statistics: leagues, predictions, achievements, activity, points per event",
    tags,
    access: 'signedIn',
    apiToken: true,
    responses: { 200: statsResponseSchema },
    errors: [401],
  },
  getProfile: {
    method: 'GET',
    path: '/api/profiles/:userId',
    summary: "A user's profile as the caller may see it (own: everything; private: username and avatar only)",
    tags,
    access: 'signedIn',
    apiToken: true,
    params: profileParamsSchema,
    responses: { 200: profileResponseSchema },
    errors: [400, 401, 404],
  },
  explainMyEventPoints: {
    method: 'GET',
    path: '/api/me/events/:eventId/explain',
    summary:
      "Explain my points for one scored event: the team's points per driver and per rule, the captain, and the prediction's rule",
    tags,
    access: 'signedIn',
    apiToken: true,
    params: explainParamsSchema,
    responses: { 200: eventExplanationSchema },
    errors: [400, 401, 404],
  },
});
