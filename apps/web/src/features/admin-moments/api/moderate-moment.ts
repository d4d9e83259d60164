import type { ModeratedMoment } from '@yatrika/contract/moment-moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/admin-queries.ts';

type Change = { momentId: string; hide: true; reason: string } | { momentId: string; hide: false };

/** Hides a moment from the feed with the reason its author will read, or puts it back. */
export function useModerateMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      apiFetch<{ message: string; moment: ModeratedMoment }>(`/admin/moments/${encodeURIComponent(change.momentId)}/${change.hide ? 'hide' : 'unhide'}`, {
        method: 'POST',
        ...(change.hide ? { body: { reason: change.reason } } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.moments }),
  });
}
