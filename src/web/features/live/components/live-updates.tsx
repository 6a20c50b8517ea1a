import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIVE_SSE_EVENTS } from '@shared/api/live-constants';
import { useNextEvent } from '@web/lib/api/next-event';
import { useLiveEvents } from '@web/lib/api/live-status';
import type { LiveSignal } from '@web/lib/live/live-stream';
import { useLiveSignals } from '@web/lib/live/use-live';
import { liveKeys, useMyLiveTeam } from '../api/live-api';

/**
 * The live weekend's plumbing, once per signed-in tab (the app shell mounts it): the tab's one stream, open
 * while an event runs, turned into query invalidations, and the polite announcement of my provisional total.
 * Every live figure on screen is a query under `liveKeys.all`, so one invalidation refreshes whatever is
 * shown (inactive queries are only marked stale) and nothing else is refetched.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const next = useNextEvent();
  const live = useLiveEvents();
  // An event that has started may publish its first stage any moment; before the start nothing can come.
  const enabled = next?.status === 'active';
  useLiveSignals((signal: LiveSignal) => {
    if (signal.kind === 'message' && signal.type === LIVE_SSE_EVENTS.final) {
      // Official results replace the provisional ones everywhere: points, prices, standings, tables.
      void queryClient.invalidateQueries();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: liveKeys.all });
  }, enabled);
  return (
    <>
      {(live ?? []).map((l) => (
        <TotalAnnouncer key={l.eventId} eventId={l.eventId} />
      ))}
    </>
  );
}

/**
 * One polite live region for the whole tab: it speaks when my provisional total changes (once per change, never
 * on the first load, never per figure), whichever page is open. The figures on the pages stay silent.
 */
function TotalAnnouncer({ eventId }: { eventId: number }) {
  const { t } = useTranslation('live');
  const { data } = useMyLiveTeam(eventId);
  const total = data?.provisionalTotal ?? null;
  const stage = data?.event.latestStage?.number ?? null;
  const seen = useRef<{ eventId: number; total: number } | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (total === null || stage === null) return;
    const before = seen.current;
    seen.current = { eventId, total };
    if (before && before.eventId === eventId && before.total !== total) {
      setMessage(t('announce.total', { points: total, stage: t('stageCode', { number: stage }) }));
    }
  }, [eventId, total, stage, t]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer" className="sr-only">
      {message}
    </div>
  );
}
