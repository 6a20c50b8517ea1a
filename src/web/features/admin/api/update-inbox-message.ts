import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage, InboxUpdateBody } from '@shared/api/admin-inbox';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

export function updateInboxMessage({ id, change }: { id: number; change: InboxUpdateBody }): Promise<InboxMessage> {
  return api.patch('/api/admin/contact-messages/:id', { params: { id }, body: change });
}

export function useUpdateInboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.inboxAll() }),
  });
}
