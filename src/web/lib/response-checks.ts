/**
 * Checks each API answer against the schema its endpoint declares (issue 9 part 5, issue 34 part 2). Loaded only
 * where responses are checked: the dev server and the browser-test build (see CHECK_RESPONSES in api-client.ts).
 * A production build never imports this file, so neither it, the contract's schemas nor zod reach players.
 */
import { z } from 'zod';
// The one web module that reads the contract's schemas: a chunk loaded only where answers are checked (above).
// eslint-disable-next-line no-restricted-imports
import { endpointsByKey } from '@shared/api/endpoints';

/**
 * The schema of each endpoint's successful answers, by its key (`GET /api/leagues/:id`), built once: any of its
 * successes (a 204's empty body is `undefined` once read).
 */
const schemas = new Map(
  [...endpointsByKey()].map(([key, found]) => {
    const successes = Object.values(found.responses).map((schema) => schema ?? z.undefined());
    const schema = successes.length === 1 ? successes[0]! : z.union(successes as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    return [key, schema] as const;
  }),
);

/** The schema of an endpoint's successful answers, or undefined when no such endpoint is declared. */
export function responseSchemaFor(endpoint: string): z.ZodType | undefined {
  return schemas.get(endpoint);
}

/** Throws a readable error when a 2xx body does not match its schema (the shape drifted on one side). */
export function checkResponse(endpoint: string, url: string, body: unknown): void {
  const schema = responseSchemaFor(endpoint);
  if (!schema) throw new Error(`${endpoint} is not declared in src/shared/api/endpoints`);
  const result = schema.safeParse(body);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
    const method = endpoint.split(' ')[0];
    throw new Error(`The answer of ${method} ${url} does not match its schema: ${detail}`);
  }
}
