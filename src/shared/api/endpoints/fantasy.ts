import {
  captainBodySchema,
  createTeamBodySchema,
  driverIdParamsSchema,
  myTeamResponseSchema,
  purchaseDriverBodySchema,
  teamResponseSchema,
  transfersResponseSchema,
} from '../fantasy';
import { defineEndpoints } from './define';

const tags = ['fantasy'];
/** What a change of the team can be refused with: bad input, no session, no team or driver, a rule broken. */
const writeErrors = [400, 401, 404, 409] as const;

/**
 * "My team": always the session user's, found by user id, so no path carries a team id
 * (docs/decisions/0050-my-team-api.md). Reads accept an API token; changes need the session.
 */
export const fantasyEndpoints = defineEndpoints({
  getMyTeam: {
    method: 'GET',
    path: '/api/fantasy/team',
    summary: "The signed-in user's fantasy team with its drivers (team null when there is none)",
    tags,
    access: 'signedIn',
    apiToken: true,
    responses: { 200: myTeamResponseSchema },
    errors: [401],
  },
  createMyTeam: {
    method: 'POST',
    path: '/api/fantasy/team',
    summary: 'Create the fantasy team (one per user; budget 10,000,000)',
    tags,
    access: 'signedIn',
    body: createTeamBodySchema,
    responses: { 201: teamResponseSchema },
    errors: writeErrors,
  },
  buyDriver: {
    method: 'POST',
    path: '/api/fantasy/team/drivers',
    summary: 'Buy a driver at his current price',
    tags,
    access: 'signedIn',
    body: purchaseDriverBodySchema,
    responses: { 201: teamResponseSchema },
    errors: writeErrors,
  },
  sellDriver: {
    method: 'DELETE',
    path: '/api/fantasy/team/drivers/:driverId',
    summary: 'Sell a driver; the purchase price is refunded',
    tags,
    access: 'signedIn',
    params: driverIdParamsSchema,
    responses: { 200: teamResponseSchema },
    errors: writeErrors,
  },
  setCaptain: {
    method: 'PUT',
    path: '/api/fantasy/team/captain',
    summary: "Name one of the team's drivers captain: his points at the next lock count twice (refused while an event runs)",
    tags,
    access: 'signedIn',
    body: captainBodySchema,
    responses: { 200: teamResponseSchema },
    errors: writeErrors,
  },
  clearCaptain: {
    method: 'DELETE',
    path: '/api/fantasy/team/captain',
    summary: 'Clear the captain: no bonus at the next lock (refused while an event runs)',
    tags,
    access: 'signedIn',
    responses: { 200: teamResponseSchema },
    errors: writeErrors,
  },
  listMyTransfers: {
    method: 'GET',
    path: '/api/fantasy/team/transfers',
    summary: "The signed-in user's transfer history, newest first",
    tags,
    access: 'signedIn',
    apiToken: true,
    responses: { 200: transfersResponseSchema },
    errors: [401],
  },
});
