import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Deletes the traveller's own moment, then reloads the feed and their own list (both under ['moments']). */
export function useDeleteMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (momentId: string) => apiFetch(`/moments/${encodeURIComponent(momentId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moments'] }),
  });
}
