import {
  adminEntryListSchema,
  adminEventDetailSchema,
  adminEventListSchema,
  adminEventParamsSchema,
  adminEventSchema,
  adminStageParamsSchema,
  adminStageSchema,
  entriesBodySchema,
  eventBodySchema,
  eventEditConflictSchema,
  stageBodySchema,
} from '../admin-events';
import { defineEndpoints } from './define';

const tags = ['admin'];
const access = 'admin';
const errors = [400, 401, 403, 404, 409] as const;

/** Events, stages and entry lists for site admins (docs/decisions/0120). */
export const adminEventsEndpoints = defineEndpoints({
  adminListEvents: {
    method: 'GET',
    path: '/api/admin/events',
    summary: 'Every event with its counts of stages, entries and results',
    tags,
    access,
    responses: { 200: adminEventListSchema },
    errors,
  },
  adminCreateEvent: {
    method: 'POST',
    path: '/api/admin/events',
    summary: 'Create an event',
    tags,
    access,
    body: eventBodySchema,
    responses: { 201: adminEventSchema },
    errors,
  },
  adminGetEvent: {
    method: 'GET',
    path: '/api/admin/events/:id',
    summary: 'One event with its stages and entry list',
    tags,
    access,
    params: adminEventParamsSchema,
    responses: { 200: adminEventDetailSchema },
    errors,
  },
  adminUpdateEvent: {
    method: 'PUT',
    path: '/api/admin/events/:id',
    summary:
      'Edit an event (a start moved off the first stage needs shiftStages; refused with 409 and nothing written otherwise)',
    tags,
    access,
    params: adminEventParamsSchema,
    body: eventBodySchema,
    responses: { 200: adminEventSchema },
    errors,
    // The refused move names the first stage's start, so the console can offer to shift the stages.
    errorBodies: { 409: eventEditConflictSchema },
  },
  adminAddStage: {
    method: 'POST',
    path: '/api/admin/events/:id/stages',
    summary: 'Add a stage',
    tags,
    access,
    params: adminEventParamsSchema,
    body: stageBodySchema,
    responses: { 201: adminStageSchema },
    errors,
  },
  adminUpdateStage: {
    method: 'PUT',
    path: '/api/admin/events/:id/stages/:stageId',
    summary: 'Edit a stage',
    tags,
    access,
    params: adminStageParamsSchema,
    body: stageBodySchema,
    responses: { 200: adminStageSchema },
    errors,
  },
  adminRemoveStage: {
    method: 'DELETE',
    path: '/api/admin/events/:id/stages/:stageId',
    summary: 'Remove a stage',
    tags,
    access,
    params: adminStageParamsSchema,
    responses: { 204: null },
    errors,
  },
  adminSetEntries: {
    method: 'PUT',
    path: '/api/admin/events/:id/entries',
    summary: 'Set the entry list (who starts, car numbers)',
    tags,
    access,
    params: adminEventParamsSchema,
    body: entriesBodySchema,
    responses: { 200: adminEntryListSchema },
    errors,
  },
});
