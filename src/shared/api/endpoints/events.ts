import { correctionListSchema } from '../corrections';
import { eventEntryListSchema, nextEntriesSchema } from '../entries';
import { eventIdParamsSchema, eventListSchema, eventResultListSchema, eventSchema, stageListSchema } from '../events';
import { defineEndpoints } from './define';

const tags = ['events'];

/** The rally calendar, entry lists and corrections of results: public, readable with an API token too. */
export const eventsEndpoints = defineEndpoints({
  listEvents: {
    method: 'GET',
    path: '/api/events',
    summary: 'Every event, by start date',
    tags,
    access: 'public',
    apiToken: true,
    responses: { 200: eventListSchema },
  },
  getEvent: {
    method: 'GET',
    path: '/api/events/:id',
    summary: 'One event',
    tags,
    access: 'public',
    apiToken: true,
    params: eventIdParamsSchema,
    responses: { 200: eventSchema },
    errors: [400, 404],
  },
  listEventStages: {
    method: 'GET',
    path: '/api/events/:id/stages',
    summary: 'Stages of an event, by start time',
    tags,
    access: 'public',
    apiToken: true,
    params: eventIdParamsSchema,
    responses: { 200: stageListSchema },
    errors: [400, 404],
  },
  listEventResults: {
    method: 'GET',
    path: '/api/events/:id/results',
    summary: 'Results of an event with the driver, by position',
    tags,
    access: 'public',
    apiToken: true,
    params: eventIdParamsSchema,
    responses: { 200: eventResultListSchema },
    errors: [400, 404],
  },
  getNextEventEntries: {
    method: 'GET',
    path: '/api/events/next/entries',
    summary: 'The next rally to start and the drivers entered in it (empty until its entry list is published)',
    tags,
    access: 'public',
    apiToken: true,
    responses: { 200: nextEntriesSchema },
  },
  listEventEntries: {
    method: 'GET',
    path: '/api/events/:id/entries',
    summary: 'The entry list of an event, with car numbers',
    tags,
    access: 'public',
    apiToken: true,
    params: eventIdParamsSchema,
    responses: { 200: eventEntryListSchema },
    errors: [400, 404],
  },
  listEventCorrections: {
    method: 'GET',
    path: '/api/events/:id/corrections',
    summary: "Corrections of the event's published results, newest first",
    tags,
    access: 'public',
    apiToken: true,
    params: eventIdParamsSchema,
    responses: { 200: correctionListSchema },
    errors: [400, 404],
  },
  listCorrections: {
    method: 'GET',
    path: '/api/corrections',
    summary: 'The public corrections log: every correction of published results, with its effect on points',
    tags,
    access: 'public',
    apiToken: true,
    responses: { 200: correctionListSchema },
  },
});
