// The team feature's public face: the signed-in user's team, for the market, the driver page and the dashboard.
export { myTeamQueryOptions, teamKeys, useMyTeam, useWriteTeam } from './api/team-api';
// The driver page's "Remove from Team" for a driver already in the team (issue 30, part 9).
export { RemoveDriverButton } from './components/remove-driver-button';
