import { contactBodySchema, contactCreatedSchema, helpBodySchema } from '../contact';
import { defineEndpoints } from './define';

const tags = ['contact'];

/** Messages to the team: the public contact form and the signed-in help form (docs/decisions/0122). */
export const contactEndpoints = defineEndpoints({
  sendContactMessage: {
    method: 'POST',
    path: '/api/contact',
    summary: 'Send a message to the Rally Fantasy team',
    tags,
    access: 'public',
    body: contactBodySchema,
    responses: { 201: contactCreatedSchema },
    errors: [400, 429],
  },
  askForHelp: {
    method: 'POST',
    path: '/api/help',
    summary: 'Ask the Rally Fantasy team for help (lands in the admin inbox)',
    tags,
    access: 'signedIn',
    body: helpBodySchema,
    responses: { 201: contactCreatedSchema },
    errors: [400, 401, 429],
  },
});
