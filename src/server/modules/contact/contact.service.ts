import { CONTACT_MESSAGES, type ContactList, type ContactMessageDto } from '../../../shared/api/contact';
import type { ContactCategory } from '../../../shared/constants/enums';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hit } from '../rate-limit/rate-limit.repo';
import { insertContactMessage, listContactMessages, type ContactMessageRow } from './contact.repo';

export interface ContactInput {
  name: string;
  email: string;
  category: ContactCategory;
  subject: string;
  message: string;
}

function toDto(row: ContactMessageRow): ContactMessageDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    category: row.category,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
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

export async function readContactMessages(db: Db, page: { limit: number; offset: number }): Promise<ContactList> {
  const { rows, total } = await listContactMessages(db, page);
  return { messages: rows.map(toDto), total };
}
