import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub, LiveMessage } from '../../lib/live-hub';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

function frame(m: LiveMessage): string {
  return `id: ${m.id}\nevent: ${m.event}\ndata: ${JSON.stringify(m.data)}\n\n`;
}

/** Last-Event-ID as a publication id; anything else starts from now. */
function resumeFrom(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/**
 * One server-sent-event stream (GET /api/live/stream): subscribes first, then replays what a resuming client
 * missed, and sends each publication once in id order (the replay and the live feed can overlap).
 * The reply is hijacked: compression and the JSON serializer never see the stream.
 */
export async function openLiveStream(request: FastifyRequest, reply: FastifyReply, hub: LiveHub): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  // Tells EventSource how long to wait before reconnecting after a drop.
  res.write('retry: 3000\n\n');
  let lastSent = resumeFrom(request) ?? 0;
  const resuming = lastSent > 0;
  const pending: LiveMessage[] = [];
  let replayed = !resuming;
  const send = (m: LiveMessage) => {
    if (m.id <= lastSent) return;
    lastSent = m.id;
    res.write(frame(m));
  };
  const unsubscribe = hub.subscribe((m) => (replayed ? send(m) : pending.push(m)));
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  request.raw.on('close', close);
  if (resuming) {
    try {
      for (const m of await hub.since(lastSent)) send(m);
    } finally {
      replayed = true;
      for (const m of pending.splice(0)) send(m);
    }
  }
}
