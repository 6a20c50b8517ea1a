import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverTimeSchema } from '@shared/api/public-site';
import type { AppContext } from '../http/context';
import { clockControl } from './clock-control';

/**
 * A move of the game clock: to an instant (`to`), by a duration (`by`, milliseconds), or back to the real
 * time (`real`); `frozen` stops it there. Exactly one of `to`, `by` and `real`.
 */
const clockMoveSchema = z
  .object({
    to: z.iso.datetime({ offset: true }).optional(),
    by: z.number().int().min(-366 * 86_400_000).max(366 * 86_400_000).optional(),
    real: z.literal(true).optional(),
    frozen: z.boolean().optional(),
  })
  .strict()
  .refine((m) => [m.to, m.by, m.real].filter((v) => v !== undefined).length === 1, {
    message: 'Give exactly one of to, by and real',
  });

/**
 * The browser tests' way to move time (docs/decisions/0184-one-clock.md). Registered only by the test server
 * (src/server/testing/e2e-server.ts): the production bundle does not contain it, which
 * src/server/main.test.ts checks (and that the test server answers it).
 */
export function registerClockControlRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const control = clockControl(ctx.db, ctx.clock);
  api.post(
    '/api/test/clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['test only'],
        operationId: 'moveTestClock',
        summary: 'Moves the game clock (test server only)',
        body: clockMoveSchema,
        response: { 200: serverTimeSchema },
      },
    },
    async (request) => {
      const { to, by, real, frozen } = request.body;
      const move = real ? { real: true as const } : to !== undefined ? { to: Date.parse(to), frozen } : { by: by ?? 0, frozen };
      return { now: (await control.move(move)).toISOString() };
    },
  );
}
