import { healthSchema, healthUnavailableSchema, registrationStatusSchema } from '../me';
import { defineEndpoints } from './define';

const tags = ['system'];

/** The server's own state: whether it is ready, and whether new accounts can be created. */
export const systemEndpoints = defineEndpoints({
  getHealth: {
    method: 'GET',
    path: '/api/health',
    summary: 'Readiness: the database answers and is migrated (503 with the reason otherwise)',
    tags,
    access: 'public',
    responses: { 200: healthSchema },
    errors: [503],
    errorBodies: { 503: healthUnavailableSchema },
  },
  getRegistrationStatus: {
    method: 'GET',
    path: '/api/config/registration',
    summary: 'Whether new accounts can be created',
    tags,
    access: 'public',
    responses: { 200: registrationStatusSchema },
  },
});
