import type { z } from 'zod';
import type { HttpMethod } from './define';
import type { AnyEndpoint } from './index';

/**
 * The types of a call to a declared endpoint, as a client makes it (issue 34 part 2): which paths a method
 * has, the path parameters a path names, the query and body its schemas accept and the answer they promise.
 * Types only: nothing here reaches a bundle.
 */

/** The declared paths of a method: `api.get('/api/leagues/:id', …)` accepts no other. */
export type PathOf<M extends HttpMethod> = Extract<AnyEndpoint, { method: M }>['path'];
export type EndpointAt<M extends HttpMethod, P extends string> = Extract<AnyEndpoint, { method: M; path: P }>;

/** `/api/leagues/:id/members/:userId` → `'id' | 'userId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A query as the caller writes it: the schema's input, except that a field the schema coerces from the string
 * (its input is `unknown`) takes the value it is coerced to.
 */
export type QueryInput<Q extends z.ZodType> = {
  [K in keyof z.input<Q>]: unknown extends z.input<Q>[K]
    ? K extends keyof z.output<Q>
      ? z.output<Q>[K] | undefined
      : never
    : z.input<Q>[K];
};

type ParamsPart<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<P>, string | number> };
type QueryPart<E> = E extends { query: infer Q extends z.ZodType } ? { query?: QueryInput<Q> } : { query?: undefined };
type BodyPart<E> = E extends { body: infer B extends z.ZodType }
  ? undefined extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : { body?: undefined };

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** What a call to endpoint `E` takes besides its path. */
export type CallInput<E extends AnyEndpoint> = ParamsPart<E['path']> & QueryPart<E> & BodyPart<E> & CallOptions;

/** What a call to endpoint `E` resolves to: the parsed body of any of its successes (`undefined` for 204). */
export type CallOutput<E extends AnyEndpoint> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : undefined;
}[keyof E['responses']];

/** True when nothing is required: the input may be left out of the call. */
export type InputIsOptional<E extends AnyEndpoint> = Partial<CallInput<E>> extends CallInput<E> ? true : false;
