import type { PaymentLinkView } from '@yatrika/contract/payment-links';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const paymentLinkKey = (token: string) => ['payment-link', token] as const;

/** `GET /api/payment/links/{token}`: the trip, the amount and until when; 404 for a token that is not ours. */
export function usePaymentLink(token: string) {
  return useQuery({
    queryKey: paymentLinkKey(token),
    queryFn: () => apiFetch<PaymentLinkView>(`/payment/links/${encodeURIComponent(token)}`, { auth: false }),
    retry: false,
  });
}
