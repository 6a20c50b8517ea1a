import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactCreated } from '@shared/api/contact';
import { api } from '@web/lib/api';

export function sendContactMessage(body: ContactBody): Promise<ContactCreated> {
  return api.post('/api/contact', { body });
}

/** Sends the contact form. Nothing is cached from it, so there is no query to invalidate. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
