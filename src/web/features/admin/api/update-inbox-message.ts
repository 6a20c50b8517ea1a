import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage, InboxUpdateBody } from '@shared/api/admin-inbox';
import { apiClient } from '@web/lib/api-client';
import { adminKeys } from './keys';

export function updateInboxMessage({ id, change }: { id: number; change: InboxUpdateBody }): Promise<InboxMessage> {
  return apiClient.patch<InboxMessage>(`/api/admin/contact-messages/${id}`, change);
}

export function useUpdateInboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.inboxAll() }),
  });
}
