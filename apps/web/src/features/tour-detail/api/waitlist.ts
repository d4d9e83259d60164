import type { JoinWaitlistRequest, JoinWaitlistResponse, WaitlistEntryResponse } from '@yatrika/contract/waitlist';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const myWaitlistKey = ['waitlist', 'mine'] as const;

/** `POST /api/user/waitlist`: a place in line for a departure that cannot take the party. */
export function joinWaitlist(request: JoinWaitlistRequest) {
  return apiFetch<JoinWaitlistResponse>('/user/waitlist', { method: 'POST', body: request });
}

/** `GET /api/user/waitlist`, asked for only when the page was opened from an offer email. */
export function useMyWaitlist(enabled: boolean) {
  return useQuery({
    queryKey: myWaitlistKey,
    queryFn: ({ signal }) => apiFetch<WaitlistEntryResponse[]>('/user/waitlist', { signal }),
    enabled,
  });
}
