import { marketDriversResponseSchema, marketTrendsResponseSchema } from '../market';
import { ownershipQuerySchema, ownershipResponseSchema } from '../ownership';
import { defineEndpoints } from './define';

const tags = ['market'];

/** The transfer market: the drivers a player may buy, the price movers and the crowd's ownership shares. */
export const marketEndpoints = defineEndpoints({
  listMarketDrivers: {
    method: 'GET',
    path: '/api/market/drivers',
    summary: "Drivers on the market (the signed-in user's own drivers left out)",
    tags,
    access: 'signedIn',
    apiToken: true,
    responses: { 200: marketDriversResponseSchema },
    errors: [401],
  },
  getMarketTrends: {
    method: 'GET',
    path: '/api/market/trends',
    summary: 'Up to 3 drivers with the largest absolute percent price change',
    tags,
    access: 'signedIn',
    apiToken: true,
    responses: { 200: marketTrendsResponseSchema },
    errors: [401],
  },
  getDriverOwnership: {
    method: 'GET',
    path: '/api/market/ownership',
    summary: 'Share of teams holding each driver, now and at the last lock (docs/game-rules.md §9.11)',
    tags,
    // Shares of the whole crowd, never whose team holds whom: public like the driver pages that show them.
    access: 'public',
    apiToken: true,
    query: ownershipQuerySchema,
    responses: { 200: ownershipResponseSchema },
    errors: [400],
  },
});
