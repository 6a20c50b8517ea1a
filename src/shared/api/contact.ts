import { z } from 'zod';
import { CONTACT_CATEGORIES } from '../constants/enums';
import { CONTACT_LIMITS } from '../constants/limits';
export { CONTACT_LIMITS };
import { CONTACT_MESSAGES } from '../messages';
export { CONTACT_MESSAGES };



const required = (requiredMessage: string, max: number, tooLong: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLong });

/**
 * The contact form (the Contact page; docs/decisions/0031-contact-messages.md), shared by the form's own checks and the server. Strict: unknown
 * fields are refused, never stored. Values are trimmed, so "   " counts as empty.
 */
export const contactBodySchema = z.strictObject({
  name: required(CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.emailRequired })
    .max(CONTACT_LIMITS.email, { error: CONTACT_MESSAGES.emailTooLong })
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  category: z.enum(CONTACT_CATEGORIES, { error: CONTACT_MESSAGES.categoryInvalid }),
  subject: required(CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong),
  message: required(CONTACT_MESSAGES.messageRequired, CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactField = keyof ContactBody;

/** The help page's form (docs/decisions/0122-admin-inbox.md): subject and message only; the sender is the signed-in account. */
export const helpBodySchema = z.strictObject({
  subject: required(CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong),
  message: required(CONTACT_MESSAGES.messageRequired, CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});
export type HelpBody = z.input<typeof helpBodySchema>;

export const contactCreatedSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
});
export type ContactCreated = z.infer<typeof contactCreatedSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The sender's account when they were signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessageDto = z.infer<typeof contactMessageSchema>;

export const CONTACT_PAGE_SIZE_MAX = 100;
