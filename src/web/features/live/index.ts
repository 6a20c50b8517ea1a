// The live feature's public face (issue 29): the shell's stream, the event page's Live tab, my drivers live
// (team page, dashboard), the league's provisional table.
export { DeferredLiveUpdates } from './components/deferred-live-updates';
export { LiveTab } from './components/live-tab';
export { LiveTeamCard } from './components/live-team-card';
export { LeagueLiveNote, LiveMovement, ProvisionalHeader, useLeagueLiveTable } from './components/league-live';
export { LeagueLiveDuels } from './components/league-live-duels';
