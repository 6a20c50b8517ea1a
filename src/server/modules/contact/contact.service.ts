import { CONTACT_MESSAGES } from '@shared/api/contact';
import type { SessionUser } from '../../auth/session';
import type { ContactCategory } from '@shared/constants/enums';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hit } from '../../lib/rate-limit.repo';
import { insertContactMessage } from './contact.repo';

export interface ContactInput {
  name: string;
  email: string;
  category: ContactCategory;
  subject: string;
  message: string;
}

/**
 * Stores a message from the contact form. The form is public, so each client IP may send only
 * `contactPerIp` messages per window; the count lives in the database so every instance shares it.
 * Only valid bodies reach this point (the route validates first), so typos do not use up the allowance.
 */
export async function submitContactMessage(
  db: Db,
  limits: AppConfig['rateLimits'],
  input: ContactInput,
  sender: { ip: string; userId: string | null },
): Promise<{ id: number; createdAt: string }> {
  const sent = await hit(db, `contact:ip:${sender.ip}`, limits.windowSeconds * 1000);
  if (sent > limits.contactPerIp) throw new AppError('TOO_MANY_REQUESTS', CONTACT_MESSAGES.tooMany);
  const row = await insertContactMessage(db, {
    name: input.name,
    email: input.email,
    category: input.category,
    subject: input.subject,
    message: input.message,
    ipAddress: sender.ip,
    userId: sender.userId,
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** A help request from the signed-in area: name and address are the account's, the category is support. */
export async function submitHelpMessage(
  db: Db,
  limits: AppConfig['rateLimits'],
  input: { subject: string; message: string },
  user: SessionUser,
): Promise<{ id: number; createdAt: string }> {
  const sent = await hit(db, `help:user:${user.id}`, limits.windowSeconds * 1000);
  if (sent > limits.contactPerIp) throw new AppError('TOO_MANY_REQUESTS', CONTACT_MESSAGES.tooMany);
  const row = await insertContactMessage(db, {
    name: user.username,
    email: user.email,
    category: 'support',
    subject: input.subject,
    message: input.message,
    userId: user.id,
    source: 'help',
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
