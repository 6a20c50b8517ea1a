import { useMutation } from '@tanstack/react-query';
import type { ContactCreated, HelpBody } from '@shared/api/contact';
import { api } from '@web/lib/api';

/** The help form lands in the admin inbox (POST /api/help, docs/decisions/0122). */
export function sendHelpRequest(body: HelpBody): Promise<ContactCreated> {
  return api.post('/api/help', { body });
}

export function useSendHelpRequest() {
  return useMutation({ mutationFn: sendHelpRequest });
}
