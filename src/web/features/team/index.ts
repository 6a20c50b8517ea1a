// The team feature's public face: the signed-in user's team, for the market, the driver page and the dashboard.
export { myTeamQueryOptions, teamKeys, useMyTeam, useWriteTeam } from './api/team-api';
