import { useEffect, useRef } from 'react';
import { LIVE_PATHS, LIVE_SSE_EVENTS } from '@shared/api/live-constants';
import { LiveStream, type LiveListener, type LiveStreamOptions } from './live-stream';

/** The query parameter that resumes a new stream after the last id seen (an EventSource cannot set the header). */
export const LIVE_RESUME_PARAM = 'lastEventId';

const DEFAULT_OPTIONS: LiveStreamOptions = {
  url: LIVE_PATHS.stream,
  eventTypes: Object.values(LIVE_SSE_EVENTS),
  resumeParam: LIVE_RESUME_PARAM,
};

/**
 * One stream per tab: every screen that listens shares it, and it closes a moment after the last one leaves
 * (not at once, so moving from one page to the next does not drop and reopen the connection).
 */
let shared: LiveStream | null = null;
let users = 0;
let closeTimer: number | null = null;
let makeStream: () => LiveStream = () => new LiveStream(DEFAULT_OPTIONS);
const CLOSE_AFTER_MS = 5_000;

function acquire(): LiveStream {
  if (closeTimer !== null) window.clearTimeout(closeTimer);
  closeTimer = null;
  shared ??= makeStream();
  users += 1;
  shared.start();
  return shared;
}

function release(): void {
  users -= 1;
  if (users > 0) return;
  closeTimer = window.setTimeout(() => {
    closeTimer = null;
    if (users === 0) {
      shared?.stop();
      shared = null;
    }
  }, CLOSE_AFTER_MS);
}

/** Tests: the stream the hooks will share (with a fake EventSource), or the default again with none. */
export function setLiveStreamFactory(factory?: (defaults: LiveStreamOptions) => LiveStream): void {
  shared?.stop();
  shared = null;
  users = 0;
  if (closeTimer !== null) window.clearTimeout(closeTimer);
  closeTimer = null;
  makeStream = factory ? () => factory(DEFAULT_OPTIONS) : () => new LiveStream(DEFAULT_OPTIONS);
}

/** Calls `listener` for each live message (and each poll tick while the stream is down) while `enabled`. */
export function useLiveSignals(listener: LiveListener, enabled = true): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!enabled) return;
    const stream = acquire();
    const unsubscribe = stream.subscribe((signal) => latest.current(signal));
    return () => {
      unsubscribe();
      release();
    };
  }, [enabled]);
}
