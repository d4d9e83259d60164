import type { PaymentLinkActionResponse } from '@yatrika/contract/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/**
 * `POST /api/admin/payment-links/{orderId}/resend` (the same link emailed again, same expiry) and
 * `…/withdraw` (its seats back on sale); 409 with a sentence once it is paid, withdrawn or run out.
 */
export function usePaymentLinkAction(action: 'resend' | 'withdraw') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiFetch<PaymentLinkActionResponse>(`/admin/payment-links/${encodeURIComponent(orderId)}/${action}`, { method: 'POST' }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.payments, adminKeys.departures),
  });
}
