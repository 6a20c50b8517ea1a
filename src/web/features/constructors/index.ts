// The constructors feature's public face: the teams list, for the drivers page's team filter.
export { useTeams } from './api/constructors-api';
