import { nextEventResponseSchema, serverTimeSchema, siteStatsSchema } from '../public-site';
import { defineEndpoints } from './define';

const tags = ['public site'];

/** Public, read-only figures for the marketing pages and the floating event badge; no session needed. */
export const publicSiteEndpoints = defineEndpoints({
  getSiteStats: {
    method: 'GET',
    path: '/api/site/stats',
    summary: 'Real figures for the home and about pages: managers, events, drivers, host countries',
    tags,
    access: 'public',
    responses: { 200: siteStatsSchema },
  },
  getSiteNextEvent: {
    method: 'GET',
    path: '/api/site/next-event',
    summary: 'The running event, else the next upcoming one (null when none is scheduled)',
    tags,
    access: 'public',
    responses: { 200: nextEventResponseSchema },
  },
  getGameTime: {
    method: 'GET',
    path: '/api/site/time',
    summary: "The game clock's current instant: countdowns and badges follow it, not the device's own clock",
    tags,
    access: 'public',
    responses: { 200: serverTimeSchema },
  },
});
