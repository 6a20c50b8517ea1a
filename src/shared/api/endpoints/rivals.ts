import { rivalParamsSchema, rivalQuerySchema, rivalResponseSchema } from '../rivals';
import { defineEndpoints } from './define';

/** Rivals side by side (issue 31 part 4, docs/decisions/0211): fellow members of a league only. */
export const rivalEndpoints = defineEndpoints({
  getMemberTeam: {
    method: 'GET',
    path: '/api/leagues/:id/members/:userId/team',
    summary: "A fellow member's team at the lock of each locked event, beside the caller's, with the drivers shared and the difference",
    tags: ['leagues'],
    access: 'signedIn',
    apiToken: true,
    params: rivalParamsSchema,
    query: rivalQuerySchema,
    responses: { 200: rivalResponseSchema },
    errors: [400, 401, 403, 404],
  },
});
