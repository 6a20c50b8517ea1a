import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLiveResponse, LiveStageEvent } from '@shared/api/live';
import { buildApp } from '../../app';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { eventStreamsOpen } from '../../lib/metrics';

/**
 * The live stream across instances (issue 29 part 5, docs/decisions/0188): a stage saved on one instance reaches
 * an SSE client of another instance on the same database; a client resuming with Last-Event-ID gets what it
 * missed. Two apps share the database (each with its own LISTEN connection on PostgreSQL).
 */

interface Frame {
  id: number;
  event: string;
  data: unknown;
}

/** An SSE client over a real socket: collects frames and lets a test wait for the first that matches. */
function connect(port: number, headers: Record<string, string> = {}, path = '/api/live/stream') {
  const frames: Frame[] = [];
  const waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  let buffer = '';
  let status = 0;
  let type = '';
  let destroy = () => {};
  const opened = new Promise<void>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      status = res.statusCode ?? 0;
      type = String(res.headers['content-type']);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        // The first chunk (retry:) arrives once the stream is open and subscribed.
        resolve();
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const field = (name: string) => block.split('\n').find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
          const id = field('id');
          if (id === undefined) continue;
          const frame = { id: Number(id), event: field('event') ?? '', data: JSON.parse(field('data') ?? 'null') as unknown };
          frames.push(frame);
          for (const w of waiters.splice(0)) {
            if (w.match(frame)) w.resolve(frame);
            else waiters.push(w);
          }
        }
      });
    });
    req.on('error', reject);
    destroy = () => req.destroy();
  });
  const client = {
    frames,
    opened,
    status: () => status,
    type: () => type,
    close: () => destroy(),
    next(match: (f: Frame) => boolean): Promise<Frame> {
      const found = frames.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
  return client;
}

describe.each(testDatabaseKinds('notifications'))('live stream across two instances on %s', (kind) => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondPort = 0;
  let admin: TestClient;
  let eventId = 0;
  let stageId = 0;
  const clients: ReturnType<typeof connect>[] = [];

  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true, env: { ADMIN_EMAILS: 'stream-admin@example.com' } });
    second = await buildApp({ config: t.config, database: t.database, webRoot: null, logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondPort = (second.server.address() as AddressInfo).port;
    admin = new TestClient(t.app);
    await admin.signUp({ ...uniqueUser('streamadmin'), email: 'stream-admin@example.com' });
    const created = await admin.post('/api/admin/events', {
      season: 2097,
      round: 1,
      name: 'Stream Rally',
      country: 'Finland',
      location: null,
      description: null,
      imageUrl: null,
      startDate: '2020-02-01T08:00:00Z',
      endDate: '2020-02-03T16:00:00Z',
      surfaceType: 'gravel',
    });
    eventId = created.json<{ id: number }>().id;
    await admin.post(`/api/admin/events/${eventId}/stages`, { number: 1, name: 'Stream 1', length: 10, startTime: null, isPowerStage: false });
    await admin.request({ method: 'PUT', url: `/api/admin/events/${eventId}/entries`, payload: { entries: [{ driverId: 1, carNumber: 1 }, { driverId: 2, carNumber: 2 }] } });
    stageId = (await admin.get(`/api/admin/events/${eventId}/live`)).json<AdminLiveResponse>().stages[0]!.id;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await second.close();
    await t.close();
  });

  const save = async (time: string) => {
    const live = (await admin.get(`/api/admin/events/${eventId}/live`)).json<AdminLiveResponse>();
    const res = await admin.request({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/live/stages/${stageId}`,
      payload: { revision: live.stages[0]!.revision, results: [{ driverId: 1, status: 'finished', time }, { driverId: 2, status: 'finished', time: '5:10.0' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a stage saved on one instance reaches a stream of the other; a resume replays what was missed', async () => {
    const anon = connect(secondPort);
    clients.push(anon);
    await anon.opened;
    expect(anon.status()).toBe(200);
    expect(anon.type()).toContain('text/event-stream');
    // The open stream shows in /metrics (rally_event_streams_open, docs/decisions/0199).
    expect((await eventStreamsOpen.get()).values[0]!.value).toBeGreaterThan(0);

    await save('5:00.0');
    const first = await anon.next((f) => f.event === 'stage' && (f.data as LiveStageEvent).eventId === eventId);
    expect(first.data).toMatchObject({ eventId, stageId, stageNumber: 1, stageName: 'Stream 1', correction: false });

    await save('5:01.0');
    const correction = await anon.next((f) => f.id > first.id);
    expect(correction.data).toMatchObject({ eventId, stageId, correction: true });

    // A tab that lost its stream after the first event gets the correction at once, and only that.
    const resumed = connect(secondPort, { 'last-event-id': String(first.id) });
    clients.push(resumed);
    const replayed = await resumed.next((f) => f.id > first.id);
    expect(replayed).toEqual(correction);
    expect(resumed.frames.filter((f) => f.id <= first.id)).toEqual([]);
    // A new EventSource cannot set the header: the same resume through the query.
    const reopened = connect(secondPort, {}, `/api/live/stream?lastEventId=${first.id}`);
    clients.push(reopened);
    expect(await reopened.next((f) => f.id > first.id)).toEqual(correction);
    expect(reopened.frames.filter((f) => f.id <= first.id)).toEqual([]);

    // The live read on the other instance already shows the corrected time (its memory was dropped).
    const live = await new TestClient(second).get(`/api/events/${eventId}/live`);
    expect(live.json<{ stages: { ranking: { time: string | null }[] }[] }>().stages[0]!.ranking[0]!.time).toBe('5:01.0');
  });

  it('a Last-Event-ID that is not an id starts from now', async () => {
    const odd = connect(secondPort, { 'last-event-id': "1'; DROP TABLE stages;--" });
    clients.push(odd);
    await odd.opened;
    expect(odd.status()).toBe(200);
    await save('5:02.0');
    const next = await odd.next((f) => f.event === 'stage');
    expect(odd.frames).toEqual([next]);
  });
});
