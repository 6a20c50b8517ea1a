import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, fakeLiveStream } from '@web/test/fake-event-source';
import { advance, startFakeClock } from '@web/test/render';
import type { LiveSignal } from './live-stream';
import { setLiveStreamFactory, useLiveSignals } from './use-live';

function Listener({ into, enabled = true }: { into: LiveSignal[]; enabled?: boolean }) {
  useLiveSignals((signal) => into.push(signal), enabled);
  return null;
}

const kinds = (signals: LiveSignal[]) => signals.map((s) => (s.kind === 'poll' ? 'poll' : `${s.type}#${s.id}`));

beforeEach(() => {
  startFakeClock();
  fakeLiveStream();
});
afterEach(() => setLiveStreamFactory());

describe('the live stream', () => {
  it('is one EventSource for every screen of the tab, handing each its messages', () => {
    const a: LiveSignal[] = [];
    const b: LiveSignal[] = [];
    render(
      <>
        <Listener into={a} />
        <Listener into={b} />
        <Listener into={[]} enabled={false} />
      </>,
    );
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/live/stream']);
    const source = FakeEventSource.latest();
    source.open();
    source.send('stage', { eventId: 4, stageNumber: 7 }, 12);
    // On the first open the screens read once more (a stage may have come between their reads and the connection).
    expect(a).toEqual([{ kind: 'poll' }, { kind: 'message', type: 'stage', id: '12', data: { eventId: 4, stageNumber: 7 } }]);
    expect(b).toEqual(a);
  });

  it('polls while the stream is refused, and opens a new one after a minute that resumes after the last id', async () => {
    const got: LiveSignal[] = [];
    render(<Listener into={got} />);
    const first = FakeEventSource.latest();
    first.open();
    first.send('stage', { eventId: 4 }, 7);
    first.fail({ refused: true });
    // One poll at once (what was missed shows now), then one every 30 s.
    expect(kinds(got)).toEqual(['poll', 'stage#7', 'poll']);
    await advance(30_000);
    expect(kinds(got)).toEqual(['poll', 'stage#7', 'poll', 'poll']);
    expect(first.closed).toBe(true);
    await advance(30_000);
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/live/stream?lastEventId=7');
    second.open();
    await advance(60_000);
    // Open again: no more polling; its messages come through.
    second.send('final', { eventId: 4 }, 8);
    expect(kinds(got)).toEqual(['poll', 'stage#7', 'poll', 'poll', 'poll', 'final#8']);
  });

  it('polls while a dropped stream reconnects by itself, without opening another', async () => {
    const got: LiveSignal[] = [];
    render(<Listener into={got} />);
    const source = FakeEventSource.latest();
    source.open();
    source.fail({ refused: false });
    await advance(30_000);
    expect(kinds(got)).toEqual(['poll', 'poll', 'poll']);
    source.open();
    await advance(90_000);
    expect(kinds(got)).toEqual(['poll', 'poll', 'poll']);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('closes a few seconds after the last screen stops listening, not while the next page mounts', async () => {
    const view = render(<Listener into={[]} />);
    const source = FakeEventSource.latest();
    view.rerender(<Listener into={[]} enabled={false} />);
    view.rerender(<Listener into={[]} />);
    expect(source.closed).toBe(false);
    view.unmount();
    await advance(5_000);
    expect(source.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
