import { startClockSync } from '@web/lib/clock';
import { queryClient } from '@web/lib/query-client';
import { sessionQueryOptions, startSession } from '@web/lib/session';

/**
 * The start-up's first requests: the game clock and, unless the page was prerendered for someone, the session
 * check, in parallel with loading the rest of the app.
 */
export function startNetwork(audience: 'visitor' | 'player' | null): void {
  // Countdowns, badges and locks shown by the app follow the server's game clock, not the device's.
  startClockSync();
  startSession(queryClient, audience);
  // The session check starts at once, in parallel with loading the first page's chunk. Not before taking
  // a player's prerendered page over: that page was drawn with the session still loading, and so must the
  // app's first render (the check starts when the page mounts). A visitor's page needs none.
  if (audience === null) void queryClient.prefetchQuery(sessionQueryOptions);
}
