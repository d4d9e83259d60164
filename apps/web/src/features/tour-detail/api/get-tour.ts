import type { Tour } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/user/tours/{id}`: one active tour (404 when it is gone or banned). */
export const tourQuery = (tourId: string) =>
  queryOptions({
    queryKey: ['tours', tourId],
    queryFn: ({ signal }) => apiFetch<Tour>(`/user/tours/${encodeURIComponent(tourId)}`, { signal }),
  });

export function useTour(tourId: string) {
  return useQuery(tourQuery(tourId));
}
