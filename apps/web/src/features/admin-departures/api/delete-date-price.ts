import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { datePricesKey } from './get-date-prices.ts';

/** `DELETE /api/admin/tours/{id}/date-prices/{ruleId}`: bookings already made keep their prices. */
export function useDeleteDatePrice(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) =>
      apiFetch<{ message: string }>(`/admin/tours/${encodeURIComponent(tourId)}/date-prices/${encodeURIComponent(ruleId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datePricesKey(tourId) }),
  });
}
