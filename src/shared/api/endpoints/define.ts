import type { z } from 'zod';

/**
 * One declaration per API operation (issue 34 part 2, docs/decisions/0217-one-api-contract.md): its method and
 * path, who may call it, its parameters, body and answers, written once here and used three ways — the server
 * registers its route from it (src/server/http/serve.ts), the OpenAPI document is built from those routes, and
 * the web app's client (src/web/lib/api/client.ts) takes its types from it.
 *
 * The web app imports this folder for its types only (`import type`, enforced by lint): the schemas are zod,
 * and zod stays out of what players download (docs/decisions/0091, 0170). Only the response checker, a chunk
 * loaded in development and the browser tests, reads the schemas at run time.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call an operation (src/server/http/access.ts, docs/decisions/0009). */
export type EndpointAccess = 'public' | 'signedIn' | 'admin';
export type SuccessStatus = 200 | 201 | 202 | 204;
/** The refusals an operation answers in our error shape (`{ code, message, messageCode? }`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify's form: `/api/leagues/:id`. */
  path: `/api/${string}`;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: EndpointAccess;
  /** A personal API token is a credential here too (public or signedIn GETs only; docs/decisions/0213). */
  apiToken?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Each success status with its body's schema; `null` for an answer without a JSON body (a 204, or the live
   * event stream the handler writes itself).
   */
  responses: Partial<Record<SuccessStatus, z.ZodType | null>>;
  /** The refusals the route documents and serialises with the error schema. */
  errors?: readonly ErrorStatus[];
  /**
   * A refusal of `errors` whose body is not the plain error shape, by status (the live writes' 400 keeps every
   * refused row; the health check's 503 says why): serialised and documented with this schema instead.
   */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
  /** Left out of the OpenAPI document (an operation only our own pages use, never promised to builders). */
  hidden?: boolean;
}

/** An endpoint as declared, with its name: the object key it was declared under is its OpenAPI operationId. */
export type Endpoint<Name extends string = string, Spec extends EndpointSpec = EndpointSpec> = Spec & {
  readonly operationId: Name;
};

/**
 * Declares a group of endpoints, each named by its key (the operationId: what a generated client calls it,
 * never changed once published, docs/decisions/0214).
 */
export function defineEndpoints<const Specs extends Record<string, EndpointSpec>>(
  specs: Specs,
): { readonly [Name in keyof Specs & string]: Endpoint<Name, Specs[Name]> } {
  return Object.fromEntries(
    Object.entries(specs).map(([operationId, spec]) => [operationId, { ...spec, operationId }]),
  ) as { readonly [Name in keyof Specs & string]: Endpoint<Name, Specs[Name]> };
}

/** `GET /api/leagues/:id`: how tables, logs and the response checker name an endpoint. */
export const endpointKey = (endpoint: Pick<EndpointSpec, 'method' | 'path'>): string =>
  `${endpoint.method} ${endpoint.path}`;
