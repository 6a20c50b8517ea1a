import type { LiveFinalEvent, LiveSseEventName, LiveStageEvent } from '@shared/api/live';
import type { Db } from '../db/client';
import { latestPublication, publicationsAfter as read } from './live-publications.repo';

/**
 * The live weekend's fan-out (issue 29, docs/decisions/0188): every stage publication is a row of
 * `live_publications` announced on NOTIFY `rally_live`. Each instance LISTENs once and hands each new row, in
 * id order, to every server-sent-event stream it holds; a stream that reconnects with Last-Event-ID gets what
 * it missed from the same rows. PGlite runs the same code path in-process.
 */

export { LIVE_CHANNEL } from './live-publications.repo';

export interface LiveMessage {
  id: number;
  event: LiveSseEventName;
  data: LiveStageEvent | LiveFinalEvent;
}

export interface LiveHub {
  /** `send` gets each new message once, in id order; returns the unsubscribe. */
  subscribe(send: (message: LiveMessage) => void): () => void;
  /** What came after `afterId` (at most `limit`), for a stream resuming with Last-Event-ID. */
  since(afterId: number, limit?: number): Promise<LiveMessage[]>;
  /** A NOTIFY arrived (or the LISTEN connection came back): read and broadcast the new publications. */
  poke(): void;
  /** Reads the latest id, so a fresh instance does not broadcast old publications. */
  start(): Promise<void>;
  readonly subscribers: number;
}

export function createLiveHub(db: Db, onError: (err: unknown) => void): LiveHub {
  const listeners = new Set<(message: LiveMessage) => void>();
  let lastId = 0;
  // One catch-up at a time, and one more queued at most: NOTIFYs that arrive during a read are covered by it.
  let running: Promise<void> | null = null;
  let again = false;

  const catchUp = async (): Promise<void> => {
    for (;;) {
      const messages = await read(db, lastId, 500);
      for (const m of messages) {
        lastId = m.id;
        for (const send of listeners) send(m);
      }
      if (messages.length < 500) return;
    }
  };

  const poke = () => {
    if (running) {
      again = true;
      return;
    }
    running = catchUp()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          poke();
        }
      });
  };

  return {
    subscribe(send) {
      listeners.add(send);
      return () => listeners.delete(send);
    },
    since: (afterId, limit = 200) => read(db, afterId, limit),
    poke,
    async start() {
      lastId = await latestPublication(db);
    },
    get subscribers() {
      return listeners.size;
    },
  };
}
