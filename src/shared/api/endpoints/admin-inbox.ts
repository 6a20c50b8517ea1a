import {
  inboxListQuerySchema,
  inboxListSchema,
  inboxMessageSchema,
  inboxParamsSchema,
  inboxUpdateBodySchema,
} from '../admin-inbox';
import { defineEndpoints } from './define';

const tags = ['admin', 'contact'];
const access = 'admin';
const errors = [400, 401, 403, 404] as const;

/** The inbox of contact and help messages (docs/decisions/0122). */
export const adminInboxEndpoints = defineEndpoints({
  adminListMessages: {
    method: 'GET',
    path: '/api/admin/contact-messages',
    summary: 'Contact and help messages, newest first, open / handled / all (site admins only)',
    tags,
    access,
    query: inboxListQuerySchema,
    responses: { 200: inboxListSchema },
    errors,
  },
  adminUpdateMessage: {
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id',
    summary: 'Mark a message read or unread, handled or open again',
    tags,
    access,
    params: inboxParamsSchema,
    body: inboxUpdateBodySchema,
    responses: { 200: inboxMessageSchema },
    errors,
  },
});
