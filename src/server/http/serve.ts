import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/api/common';
import type { EndpointSpec, Endpoint } from '@shared/api/endpoints/define';

/**
 * Registers the route of an endpoint declared in src/shared/api/endpoints (issue 34 part 2): method, path, who may
 * call it, the schemas that validate its input and serialise its answers, and its OpenAPI name all come from
 * the declaration; the module adds only what the server does (its handler, its caching hooks). A route served
 * this way is marked, so start-up can refuse an /api route that is not in the contract (app.ts).
 */

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;
type SuccessBody<E extends EndpointSpec> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? z.input<E['responses'][S]> : undefined;
}[keyof E['responses']];

/** The request a handler gets: parameters, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: E extends { params: infer P } ? Parsed<P> : unknown;
  Querystring: E extends { query: infer Q } ? Parsed<Q> : unknown;
  Body: E extends { body: infer B } ? Parsed<B> : unknown;
}>;

type Answer<E extends EndpointSpec> = SuccessBody<E> | FastifyReply;
export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

/** What a module adds to a declared endpoint: hooks and server-only flags, never its shape. */
export type ServeOptions = Omit<RouteOptions, 'method' | 'url' | 'schema' | 'handler' | 'config'> & {
  config?: Omit<FastifyContextConfig, 'access' | 'apiToken'>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's name of the endpoint this route serves (set by `serve`). */
    endpoint?: string;
  }
}

/**
 * The route's response schemas: each success (a 204 as `null`, so the document still lists it, without a body),
 * our error shape for each refusal it documents, and the refusals that have a body of their own.
 */
function responseSchemas(endpoint: EndpointSpec): Record<number, z.ZodType> {
  const schemas: Record<number, z.ZodType> = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) schemas[Number(status)] = schema ?? z.null();
  for (const status of endpoint.errors ?? []) schemas[status] = errorResponseSchema;
  for (const [status, schema] of Object.entries(endpoint.refusals ?? {})) schemas[Number(status)] = schema;
  return schemas;
}

export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ServeOptions,
  handler: EndpointHandler<E>,
): void {
  const { config, ...rest } = options;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...rest,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access: endpoint.access, apiToken: endpoint.apiToken, endpoint: endpoint.operationId },
    schema: {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [...endpoint.tags],
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(endpoint),
    },
    // The handler's types come from the declaration (EndpointRequest); Fastify's own generics cannot follow a
    // schema chosen at run time.
    handler: handler as unknown as RouteOptions['handler'],
  });
}
