import { currentLanguage, loadMessageTexts } from './i18n';
import { FETCHED_AT_HEADER } from '@web/sw/shared';
import { noteAnswer } from './pwa/offline-figures';

type Localize = (message: string, messageCode?: string) => string;
/** Until the first refusal, no message is shown: the catalogue that localizes them comes with it (loadMessages). */
let localize: Localize = (message) => message;

/**
 * The server messages' texts (`errors`) and the catalogue that maps an English text to its code
 * (`@shared/message-codes`, ~7 KiB compressed) are not part of the first load (decisions 0173, 0217): both are
 * fetched before the first refusal is made into an ApiError, whose message is then in the reader's language.
 */
export async function loadMessages(): Promise<void> {
  await Promise.all([
    loadMessageTexts(),
    import('./messages').then((module) => {
      localize = module.localizeMessage;
    }),
  ]).catch(() => undefined);
}

/**
 * The single fetch wrapper of the web app (docs/decisions/0091-one-owner-one-scaffold.md): JSON in and out, cookies always sent,
 * and every non-2xx answer turned into an ApiError carrying the server's `{ code, message }`. Screens call it
 * through the contract's typed client (src/web/lib/api.ts, docs/decisions/0217), which names the endpoint.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's English text; `message` is the same in the reader's language when it is a catalogue text. */
  readonly englishMessage: string;
  /** The refusal's `details` as sent (e.g. `{ issues: [{ row, field, message }] }`), for screens that show them. */
  readonly details: unknown;

  constructor(status: number, code: string, message: string, messageCode?: string, details?: unknown) {
    super(localize(message, messageCode));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.englishMessage = message;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The dev server and the browser tests check each answer against its shared zod schema, so a server whose
 * shape drifted fails a test instead of a screen. The browser tests run the production build: their server
 * (RALLY_CHECK_RESPONSES=1, set by scripts/e2e.mjs) marks the page with `<meta name="rally-check-responses">`.
 * The checker (with zod) is a chunk of its own that nobody else loads (docs/decisions/0091, 0170).
 */
const CHECK_RESPONSES =
  import.meta.env.DEV || (typeof document !== 'undefined' && document.querySelector('meta[name="rally-check-responses"]') !== null);

export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The declared endpoint called (`GET /api/leagues/:id`), by which its answer is checked (src/web/lib/api.ts). */
  endpoint: string;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  messageCode?: unknown;
  details?: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    // A truncated or malformed body should surface as the HTTP error, not as a JSON syntax error.
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const { method = 'GET', body, signal, headers, endpoint } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      // The language on screen, not the browser's: the server writes an e-mail to a visitor without a stored
      // preference in it (a password reset asked for from a page in Italian comes in Italian).
      'Accept-Language': currentLanguage(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    await loadMessages();
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }

  // An answer the service worker kept carries when it was fetched: the figures are from then (offline note).
  noteAnswer(response.headers.get(FETCHED_AT_HEADER));
  const data = await readJson(response);
  if (!response.ok) {
    const errorBody: ErrorBody = typeof data === 'object' && data !== null ? (data as ErrorBody) : {};
    const code = typeof errorBody.code === 'string' ? errorBody.code : `HTTP_${response.status}`;
    const message =
      typeof errorBody.message === 'string' && errorBody.message.length > 0
        ? errorBody.message
        : response.statusText;
    const messageCode = typeof errorBody.messageCode === 'string' ? errorBody.messageCode : undefined;
    await loadMessages();
    throw new ApiError(response.status, code, message, messageCode, errorBody.details);
  }
  if (CHECK_RESPONSES) {
    const { checkResponse } = await import('./response-checks');
    try {
      checkResponse(endpoint, path, data);
    } catch (error) {
      console.error(error);
      throw new ApiError(response.status, 'RESPONSE_SHAPE', error instanceof Error ? error.message : String(error));
    }
  }
  return data as T;
}
