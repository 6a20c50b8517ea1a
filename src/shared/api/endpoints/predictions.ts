import {
  crowdPicksSchema,
  predictionEventParamsSchema,
  predictionViewSchema,
  savePredictionBodySchema,
  savePredictionResponseSchema,
} from '../predictions';
import { defineEndpoints } from './define';

const tags = ['predictions'];
const errors = [400, 401, 403, 404, 409] as const;

/**
 * Podium predictions. The path names the event only; the prediction is always the session user's own
 * (docs/decisions/0009).
 */
export const predictionsEndpoints = defineEndpoints({
  getMyPrediction: {
    method: 'GET',
    path: '/api/predictions/:eventId',
    summary: "The signed-in user's prediction for an event, the drivers to pick from and the lock (database clock)",
    tags,
    access: 'signedIn',
    apiToken: true,
    params: predictionEventParamsSchema,
    responses: { 200: predictionViewSchema },
    errors,
  },
  savePrediction: {
    method: 'PUT',
    path: '/api/predictions/:eventId',
    summary: 'Create or replace the podium prediction (until the event start, by the database clock)',
    tags,
    access: 'signedIn',
    params: predictionEventParamsSchema,
    body: savePredictionBodySchema,
    // 201 when it created the prediction, 200 when it replaced it.
    responses: { 200: savePredictionResponseSchema, 201: savePredictionResponseSchema },
    errors,
  },
  getPredictionCrowd: {
    method: 'GET',
    path: '/api/predictions/:eventId/crowd',
    summary: "The crowd's picks per podium place, once predictions are closed",
    tags,
    access: 'signedIn',
    apiToken: true,
    params: predictionEventParamsSchema,
    responses: { 200: crowdPicksSchema },
    errors,
  },
});
