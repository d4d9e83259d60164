import type { CancellationPolicyResponse } from '@yatrika/contract/cancellation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/**
 * `GET /api/routes/cancellation-policy` (public): the figures and the one line every screen
 * states. Shared because the tour page states it before paying and My Bookings falls back on
 * it when a cancellation quote cannot be had. The policy is configuration, not data: it
 * changes with a deployment, so one read a visit is plenty.
 */
export const cancellationPolicyQuery = queryOptions({
  queryKey: ['cancellation-policy'],
  queryFn: ({ signal }) => apiFetch<CancellationPolicyResponse>('/routes/cancellation-policy', { auth: false, signal }),
  staleTime: 60 * 60_000,
  gcTime: 60 * 60_000,
});

export function useCancellationPolicy() {
  return useQuery(cancellationPolicyQuery);
}
