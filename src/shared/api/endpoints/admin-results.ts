import {
  adminEventResultsResponseSchema,
  eventIdParamsSchema,
  importEventResultsBodySchema,
  importSeasonBodySchema,
  importSeasonResponseSchema,
  jobIdParamsSchema,
  publishBodySchema,
  publishResponseSchema,
  saveResultsBodySchema,
  scoringJobSchema,
} from '../admin-results';
import { defineEndpoints } from './define';

const tags = ['admin'];
// Site admins only: the shared access hook answers 401 / 403 before the body is validated.
const access = 'admin';
const errors = [400, 401, 403, 404] as const;

/** An event's results: the draft, publishing it as a durable scoring job, and imports from a file. */
export const adminResultsEndpoints = defineEndpoints({
  adminGetEventResults: {
    method: 'GET',
    path: '/api/admin/events/:id/results',
    summary: "An event's entry list, result draft, published results and publish state",
    tags,
    access,
    params: eventIdParamsSchema,
    responses: { 200: adminEventResultsResponseSchema },
    errors,
  },
  adminSaveResultDraft: {
    method: 'PUT',
    path: '/api/admin/events/:id/results',
    summary: "Save the event's result draft (checked; nothing written on refusal)",
    tags,
    access,
    params: eventIdParamsSchema,
    body: saveResultsBodySchema,
    responses: { 200: adminEventResultsResponseSchema },
    errors,
  },
  adminPublishResults: {
    method: 'POST',
    path: '/api/admin/events/:id/publish',
    summary: 'Publish the draft: queues the durable scoring job',
    tags,
    access,
    params: eventIdParamsSchema,
    body: publishBodySchema,
    responses: { 202: publishResponseSchema },
    errors,
  },
  adminGetPublishJob: {
    method: 'GET',
    path: '/api/admin/jobs/:id',
    summary: 'A publish job: status, steps with progress, outcome and error',
    tags,
    access,
    params: jobIdParamsSchema,
    responses: { 200: scoringJobSchema },
    errors,
  },
  adminImportEventResults: {
    method: 'POST',
    path: '/api/admin/events/:id/results/import',
    summary: "Import an event's results (docs/import-format.md) as its draft, optionally publishing",
    tags,
    access,
    params: eventIdParamsSchema,
    body: importEventResultsBodySchema,
    responses: { 200: adminEventResultsResponseSchema },
    errors,
  },
  adminImportSeason: {
    method: 'POST',
    path: '/api/admin/season/import',
    summary: "Import a season's results (docs/import-format.md), optionally publishing every event",
    tags,
    access,
    body: importSeasonBodySchema,
    responses: { 200: importSeasonResponseSchema },
    errors,
  },
});
