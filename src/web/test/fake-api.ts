import { vi } from 'vitest';

export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** A handler answers a request with JSON (status 200 unless given), or returns a promise to hold it. */
export type FakeHandler = (request: { method: string; path: string; body: unknown }) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** Every request made, as "METHOD /path" (query string included). */
  calls: string[];
  /** The JSON bodies sent, in order, for "METHOD /path". */
  bodies: (route: string) => unknown[];
}

/**
 * Stands in for the server at the network boundary (`fetch`), for components that read or write through
 * lib/api-client.ts. Routes are "METHOD /path" (query string included); a value is the JSON answered with
 * status 200, a function may answer anything or hold the answer back. A request nobody expected fails the
 * test with a 501 that names it, rather than being answered with something made up.
 */
export function fakeApi(routes: Record<string, unknown>): FakeApi {
  const calls: string[] = [];
  const sent: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const route = `${method} ${url.pathname}${url.search}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push(route);
      sent.push({ route, body });
      const handler = routes[route];
      if (handler === undefined) {
        return json(501, { code: 'NOT_FAKED', message: `the test did not expect ${route}` });
      }
      const reply: FakeReply =
        typeof handler === 'function' ? await (handler as FakeHandler)({ method, path: url.pathname, body }) : { body: handler };
      return json(reply.status ?? 200, reply.body);
    }),
  );
  return { calls, bodies: (route) => sent.filter((s) => s.route === route).map((s) => s.body) };
}

/**
 * A Response whose body is already there: its json() settles in a microtask, so a test on fake timers sees the
 * answer after one `vi.advanceTimersByTimeAsync`, without the stream machinery of a real Response.
 */
function json(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = new Headers(body === undefined ? {} : { 'content-type': 'application/json' });
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers,
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as Response;
}

/** A promise with its resolve function, to hold a fake answer until the test lets it go. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
