import type { CreateDatePriceRequest, DatePriceRule } from '@yatrika/contract/date-prices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { datePricesKey } from './get-date-prices.ts';

/** `POST /api/admin/tours/{id}/date-prices`: a price for a date range, on chosen weekdays when given. */
export function useAddDatePrice(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: CreateDatePriceRequest) =>
      apiFetch<{ message: string; datePrice: DatePriceRule }>(`/admin/tours/${encodeURIComponent(tourId)}/date-prices`, { method: 'POST', body: rule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datePricesKey(tourId) }),
  });
}
