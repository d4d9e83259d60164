import type { WaitlistEntryResponse } from '@yatrika/contract/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const myWaitlistKey = ['waitlist', 'mine'] as const;

/** `GET /api/user/waitlist`: the traveller's waiting lists, newest first. Fresh on arrival: offers come and go in the background. */
export function useMyWaitlist() {
  return useQuery({
    queryKey: myWaitlistKey,
    queryFn: ({ signal }) => apiFetch<WaitlistEntryResponse[]>('/user/waitlist', { signal }),
    staleTime: 0,
  });
}

/** `DELETE /api/user/waitlist/{id}`: leave a waiting list (an offer held goes to the next in line). */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => apiFetch<{ message: string }>(`/user/waitlist/${encodeURIComponent(entryId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myWaitlistKey }),
  });
}
