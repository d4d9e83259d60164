import type { CancellationPolicyResponse } from '@yatrika/contract/cancellation';
import { CANCELLATION_POLICY_DATA_ID } from '@yatrika/contract/cancellation-policy';
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
  initialData: policySentWithPage,
  staleTime: 60 * 60_000,
  gcTime: 60 * 60_000,
});

/**
 * The policy as a tour's page carries it (`<script type="application/json">`, written by the
 * server), so the line under the price is there on the first render; other pages ask.
 */
function policySentWithPage(): CancellationPolicyResponse | undefined {
  const text = document.getElementById(CANCELLATION_POLICY_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const policy = JSON.parse(text) as CancellationPolicyResponse;
    return typeof policy.policy === 'string' ? policy : undefined;
  } catch {
    return undefined;
  }
}

export function useCancellationPolicy() {
  return useQuery(cancellationPolicyQuery);
}
