import type { PaymentsAttention } from '@yatrika/contract/payment-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminPaymentsKey } from './get-payments.ts';

/** `GET /api/admin/payments/attention`: how many payments need a look, and the last reconciliation run. */
export const paymentsAttentionQuery = queryOptions({
  queryKey: [...adminPaymentsKey, 'attention'],
  queryFn: ({ signal }) => apiFetch<PaymentsAttention>('/admin/payments/attention', { signal }),
});

export function usePaymentsAttention() {
  return useQuery(paymentsAttentionQuery);
}
