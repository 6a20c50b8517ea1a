import type { HttpMethod } from '@shared/api/endpoints/define';
import type { CallInput, CallOutput, EndpointAt, InputIsOptional, PathOf } from '@shared/api/endpoints/call-types';
import { apiRequest } from './api-client';

/**
 * The web app's client of the API contract (issue 34 part 2, docs/decisions/0217): a call names a declared
 * path, and the compiler checks its parameters, query and body against the endpoint's schemas and types its
 * answer. `api.get('/api/leagues/:id', { params: { id } })`. Paths are filled in here, so no screen writes a URL.
 */

type Call<M extends HttpMethod> = <P extends PathOf<M>>(
  path: P,
  ...input: InputIsOptional<EndpointAt<M, P>> extends true ? [CallInput<EndpointAt<M, P>>?] : [CallInput<EndpointAt<M, P>>]
) => Promise<CallOutput<EndpointAt<M, P>>>;

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** `/api/leagues/:id` with `{ id: 7 }` → `/api/leagues/7`; the query's defined values after it. */
export function urlOf(path: string, input: Pick<LooseInput, 'params' | 'query'> = {}): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

function call<M extends HttpMethod>(method: M): Call<M> {
  return ((path: string, input: LooseInput = {}) =>
    apiRequest(urlOf(path, input), {
      method,
      // A write always sends a JSON body, as the server's content-type guard expects.
      body: method === 'GET' || method === 'DELETE' ? input.body : (input.body ?? {}),
      signal: input.signal,
      headers: input.headers,
      endpoint: `${method} ${path}`,
    })) as Call<M>;
}

export const api = {
  get: call('GET'),
  post: call('POST'),
  put: call('PUT'),
  patch: call('PATCH'),
  delete: call('DELETE'),
};
