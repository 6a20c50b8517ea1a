import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactCreated } from '@shared/api/contact';
import { apiClient } from '@web/lib/api-client';

export function sendContactMessage(body: ContactBody): Promise<ContactCreated> {
  return apiClient.post<ContactCreated>('/api/contact', body);
}

/** Sends the contact form. Nothing is cached from it, so there is no query to invalidate. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
