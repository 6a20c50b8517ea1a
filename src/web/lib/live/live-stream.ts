/**
 * The tab's one live connection (issue 29 part 4): a single EventSource shared by every screen, resumed with
 * `Last-Event-ID`, and a poll in its place while it is down. Screens never open a stream of their own: they
 * subscribe here, so ten open panels still cost the server one connection per tab.
 *
 * The browser resumes a dropped stream itself (it sends `Last-Event-ID` on its own reconnects). A stream the
 * server refused (an HTTP error closes an EventSource for good) is opened again after `reopenMs`, with the last
 * id seen in the address, since a new EventSource cannot set that header. While the stream is not open the
 * subscribers are told to poll every `pollMs`, so a player behind a proxy that buffers event streams still sees
 * stages within half a minute.
 */

/** One message of the stream, or a tick of the poll that stands in for it. */
export type LiveSignal = { kind: 'message'; type: string; id: string; data: unknown } | { kind: 'poll' };

export type LiveListener = (signal: LiveSignal) => void;

/** The part of EventSource this client uses (a fake stands in for it in component tests). */
export interface LiveSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveStreamOptions {
  /** The stream's address. */
  url: string;
  /** The named events to listen to (an EventSource only hands over named events it was asked for). */
  eventTypes: readonly string[];
  /** The query parameter that carries the last id when a new stream is opened after a refusal. */
  resumeParam: string;
  pollMs?: number;
  reopenMs?: number;
  createSource?: (url: string) => LiveSource;
}

const CLOSED = 2;
const DEFAULT_POLL_MS = 30_000;
const DEFAULT_REOPEN_MS = 60_000;

export class LiveStream {
  private source: LiveSource | null = null;
  private lastEventId: string | null = null;
  private pollTimer: number | null = null;
  private reopenTimer: number | null = null;
  private running = false;
  private opened = false;
  private readonly listeners = new Set<LiveListener>();
  private readonly options: Required<LiveStreamOptions>;

  constructor(options: LiveStreamOptions) {
    this.options = {
      pollMs: DEFAULT_POLL_MS,
      reopenMs: DEFAULT_REOPEN_MS,
      createSource: (url) => new EventSource(url),
      ...options,
    };
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  stop(): void {
    this.source?.close();
    this.source = null;
    this.stopPolling();
    if (this.reopenTimer !== null) window.clearTimeout(this.reopenTimer);
    this.reopenTimer = null;
    this.running = false;
  }

  private open(): void {
    const { url, resumeParam, eventTypes, createSource } = this.options;
    const address =
      this.lastEventId === null
        ? url
        : `${url}${url.includes('?') ? '&' : '?'}${resumeParam}=${encodeURIComponent(this.lastEventId)}`;
    let source: LiveSource;
    try {
      source = createSource(address);
    } catch {
      // No EventSource in this browser (or a blocked one): polling is the whole service.
      this.startPolling();
      return;
    }
    this.source = source;
    source.addEventListener('open', () => {
      if (this.source !== source) return;
      this.stopPolling();
      // The first connection has no id to resume from: a stage published between the page's reads and this
      // moment would be missed, so the screens read once more. Later connections resume and are replayed.
      if (!this.opened) this.emit({ kind: 'poll' });
      this.opened = true;
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      if (source.readyState === CLOSED) {
        // Refused for good (a 4xx/5xx or a wrong content type): poll, and try a new stream later.
        source.close();
        this.source = null;
        this.reopenTimer = window.setTimeout(() => {
          this.reopenTimer = null;
          if (this.running) this.open();
        }, this.options.reopenMs);
      }
      // Either way nothing arrives until it is open again: poll meanwhile.
      this.startPolling();
    });
    for (const type of eventTypes) {
      source.addEventListener(type, (event) => {
        if (this.source !== source) return;
        if (event.lastEventId) this.lastEventId = event.lastEventId;
        this.emit({ kind: 'message', type, id: event.lastEventId, data: parse(event.data) });
      });
    }
  }

  private startPolling(): void {
    if (this.pollTimer !== null) return;
    // One poll at once: whatever happened while the stream was down shows now, not half a minute later.
    this.emit({ kind: 'poll' });
    this.pollTimer = window.setInterval(() => this.emit({ kind: 'poll' }), this.options.pollMs);
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) window.clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private emit(signal: LiveSignal): void {
    for (const listener of this.listeners) listener(signal);
  }
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}
