import type { UpdateDepartureRequest, UpdateDepartureResponse } from '@yatrika/contract/departures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/admin-queries.ts';

export interface DepartureChange {
  tourId: string;
  date: string;
  change: UpdateDepartureRequest;
}

/** `PUT /api/admin/tours/{id}/departures/{date}`: one departure's capacity (`startTime` names it), or closing and reopening it; 409 below the seats taken. */
export function useUpdateDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tourId, date, change }: DepartureChange) =>
      apiFetch<UpdateDepartureResponse>(`/admin/tours/${encodeURIComponent(tourId)}/departures/${encodeURIComponent(date)}`, { method: 'PUT', body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.departures }),
  });
}
