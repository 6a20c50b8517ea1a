import { z } from 'zod';
import { CONTACT_PAGE_SIZE_MAX, contactMessageSchema } from './contact';
import { INBOX_MESSAGES } from '../messages';
export { INBOX_MESSAGES };

/**
 * Admin console: the inbox of contact and help messages (issue 10, part 2). Every route is `access: 'admin'`.
 *
 *   GET   /api/admin/contact-messages?status=&limit=&offset=   → inboxListSchema
 *   PATCH /api/admin/contact-messages/:id                      body inboxUpdateBodySchema → inboxMessageSchema
 *
 * Reading a message never happens on GET (no GET changes state): the console marks it read with PATCH
 * when the admin opens it, and handled (or open again) with PATCH as well.
 */

export const INBOX_FILTERS = ['open', 'handled', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];


export const inboxListQuerySchema = z.strictObject({
  status: z.enum(INBOX_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(CONTACT_PAGE_SIZE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const inboxMessageSchema = contactMessageSchema.extend({
  /** Where it was sent from: the public contact page or the help page of the signed-in area. */
  source: z.enum(['contact', 'help']),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** Username of the admin who marked it handled. */
  handledBy: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListSchema = z.object({
  messages: z.array(inboxMessageSchema),
  total: z.number().int().nonnegative(),
  /** Messages not yet handled, whatever the filter: the console's badge. */
  open: z.number().int().nonnegative(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const inboxUpdateBodySchema = z
  .strictObject({ read: z.boolean().optional(), handled: z.boolean().optional() })
  .refine((b) => b.read !== undefined || b.handled !== undefined, { error: INBOX_MESSAGES.nothingToChange });
export type InboxUpdateBody = z.infer<typeof inboxUpdateBodySchema>;
