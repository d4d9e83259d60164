import type { DatePriceListResponse, DatePriceRule } from '@yatrika/contract/date-prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/admin-queries.ts';

export const datePricesKey = (tourId: string) => [...adminKeys.tours, tourId, 'date-prices'] as const;

/** `GET /api/admin/tours/{id}/date-prices`: the tour's prices per date still to come, newest first. */
export const datePricesQuery = (tourId: string) =>
  queryOptions({
    queryKey: datePricesKey(tourId),
    queryFn: ({ signal }) =>
      apiFetch<DatePriceListResponse>(`/admin/tours/${encodeURIComponent(tourId)}/date-prices`, { signal }).then((answer): DatePriceRule[] => answer.datePrices),
  });

export function useDatePrices(tourId: string) {
  return useQuery(datePricesQuery(tourId));
}
