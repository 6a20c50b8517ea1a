import { API_TOKEN_MESSAGES, MESSAGES } from '@shared/messages';
import type { Access } from './access';

/**
 * Completes the OpenAPI document @fastify/swagger builds from the routes' schemas (issue 34 part 1), so a
 * client generator can trust it: `servers` from PUBLIC_URL, the two credentials as security schemes, each
 * operation's security from the access level it declares (public ones `security: []`), its operationId, and
 * the 4xx answers every route can give in our error shape. A route's own response schemas are left as they
 * are: only what it does not declare is added, here, in the document (the route's serialisation is untouched).
 */

export interface DocumentedRoute {
  method: string;
  url: string;
  access?: Access;
  apiToken: boolean;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
/** `/api/leagues/{id}` (OpenAPI) back to `/api/leagues/:id` (Fastify). */
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * A route's operationId comes from its declaration in src/shared/api/endpoints (issue 34 part 2, decision 0217):
 * start-up refuses an /api route without one (app.ts).
 */
export function assertOperationId(method: string, url: string, operationId: unknown): void {
  if (typeof operationId !== 'string' || operationId.length === 0) {
    throw new Error(`Route ${method} ${url} has no operationId: declare it in src/shared/api/endpoints and register it with serve()`);
  }
}

const errorExample = (code: string, message: string) => ({ code, message });

const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every refusal: a stable `code`, an English `message`, and `messageCode` to show it in another language.',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: ['BAD_REQUEST', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'UNSUPPORTED_MEDIA_TYPE', 'UNPROCESSABLE', 'TOO_MANY_REQUESTS', 'INTERNAL'] },
    message: { type: 'string' },
    messageCode: { type: 'string', description: 'The catalogue code of `message`, e.g. `general.unauthenticated`.' },
    issues: {
      type: 'array',
      description: 'Validation refusals: every field that was refused.',
      items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  example: { code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated, messageCode: 'general.unauthenticated' },
};

const errorAnswer = (description: string, example: { code: string; message: string }, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
});

const RESPONSES = {
  BadRequest: errorAnswer('The request is not valid: the message names the first refused field.', errorExample('BAD_REQUEST', 'name: Name is required')),
  Unauthenticated: errorAnswer(
    'No session, or an API token that is unknown or revoked.',
    errorExample('UNAUTHENTICATED', MESSAGES.unauthenticated),
  ),
  Forbidden: errorAnswer(
    'Not allowed: a site admin route called by a player, a write from another site, or an API token on a route that does not accept one.',
    errorExample('FORBIDDEN', API_TOKEN_MESSAGES.readOnly),
  ),
  NotFound: errorAnswer('Nothing with that id that you may see (another player’s private data is a 404 too).', errorExample('NOT_FOUND', MESSAGES.notFound)),
  TooManyRequests: errorAnswer('The API token used up its requests for this window.', errorExample('TOO_MANY_REQUESTS', API_TOKEN_MESSAGES.tooMany), {
    'Retry-After': { description: 'Seconds until the window ends and the token may call again.', schema: { type: 'integer', minimum: 1 } },
  }),
};

function securityOf(route: DocumentedRoute | undefined): Record<string, string[]>[] {
  if (!route || route.access === 'public' || route.access === undefined) return [];
  return route.apiToken ? [{ sessionCookie: [] }, { apiToken: [] }] : [{ sessionCookie: [] }];
}

function addErrorAnswers(path: string, operation: Operation, route: DocumentedRoute | undefined): void {
  const responses = (operation.responses ??= {});
  const add = (status: string, name: keyof typeof RESPONSES) => {
    if (!(status in responses)) responses[status] = { $ref: `#/components/responses/${name}` };
  };
  const params = operation.parameters ?? [];
  if (params.length > 0 || operation.requestBody) add('400', 'BadRequest');
  if (route?.access !== 'public' || route.apiToken) add('401', 'Unauthenticated');
  // Every API route can answer 403: to a player on an admin route, to a write from another site, to a token it
  // does not accept.
  add('403', 'Forbidden');
  if (params.some((p) => p.in === 'path') || path.includes('{')) add('404', 'NotFound');
  if (route?.apiToken) add('429', 'TooManyRequests');
}

export function completeOpenApiDocument(
  document: OpenApiDocument,
  routes: readonly DocumentedRoute[],
  options: { publicUrl: string; tokenLimit: { requests: number; windowSeconds: number } },
): OpenApiDocument {
  const byKey = new Map(routes.map((r) => [routeKey(r.method, r.url), r]));
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    paths[path] = {};
    for (const [method, given] of Object.entries(operations)) {
      const route = byKey.get(routeKey(method, fastifyPath(path)));
      const operation: Operation = { ...given, responses: { ...given.responses } };
      assertOperationId(method, fastifyPath(path), given.operationId);
      operation.security = securityOf(route);
      if (route?.apiToken) {
        operation.description = [operation.description, 'Accepts a personal API token (`Authorization: Bearer`).'].filter(Boolean).join('\n\n');
      }
      addErrorAnswers(path, operation, route);
      paths[path][method] = operation;
    }
  }
  const { requests, windowSeconds } = options.tokenLimit;
  return {
    ...document,
    info: {
      ...document.info,
      description: [
        'The Rally Fantasy game API. Read the guide at /developers.',
        `Scripts read with a personal API token (Settings → API tokens): \`Authorization: Bearer rfp_…\`. A token is read-only: it is accepted by the operations that list the \`apiToken\` scheme and refused with 403 everywhere else. Each token may make ${requests} requests per ${windowSeconds} seconds; past that the answer is 429 with \`Retry-After\`.`,
        'The website itself uses the session cookie set by /api/auth/sign-in/email.',
        'Stability: operations are never changed incompatibly without notice; see /developers for the deprecation policy.',
      ].join('\n\n'),
    },
    servers: [{ url: options.publicUrl.replace(/\/+$/, ''), description: 'This server' }],
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA },
      responses: { ...document.components?.responses, ...RESPONSES },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'rally.session_token',
          description: 'The session of the website, set by signing in (`__Secure-rally.session_token` on https).',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'rfp_ followed by 43 characters',
          description: `A personal read-only API token made in Settings. ${requests} requests per ${windowSeconds} seconds per token.`,
        },
      },
    },
  };
}
