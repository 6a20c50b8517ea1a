import { LiveStream, type LiveSource } from '@web/lib/live/live-stream';
import { setLiveStreamFactory } from '@web/lib/live/use-live';

type Listener = (event: MessageEvent<string>) => void;

/**
 * Stands in for the browser's EventSource in component tests (happy-dom has none): the test opens it, sends
 * named messages with ids, and breaks it the two ways a real one breaks (a dropped connection the browser
 * retries, or a refusal that closes it for good).
 */
export class FakeEventSource implements LiveSource {
  static readonly opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  static reset(): void {
    FakeEventSource.opened.length = 0;
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  close(): void {
    this.readyState = 2;
    this.closed = true;
  }

  open(): void {
    this.readyState = 1;
    this.dispatch('open', new MessageEvent('open'));
  }

  send(type: string, data: unknown, id: number | string): void {
    this.dispatch(type, new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) }));
  }

  /** `refused`: the server answered with an error (closed for good); else the connection dropped (retrying). */
  fail({ refused }: { refused: boolean }): void {
    this.readyState = refused ? 2 : 0;
    this.dispatch('error', new MessageEvent('error'));
  }

  private dispatch(type: string, event: MessageEvent<string>): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** From now on the hooks' shared stream runs on a FakeEventSource; `setLiveStreamFactory()` puts the real one back. */
export function fakeLiveStream(): void {
  FakeEventSource.reset();
  setLiveStreamFactory((defaults) => new LiveStream({ ...defaults, createSource: (url) => new FakeEventSource(url) }));
}
