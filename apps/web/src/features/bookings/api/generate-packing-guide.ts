import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myBookingsQuery } from './get-my-bookings.ts';

/** An answer without a guide is a failure too (spec §8). */
class MissingPackingListError extends Error {
  constructor() {
    super('The answer carried no packing list');
    this.name = 'MissingPackingListError';
  }
}

/** `POST /api/user/bookings/{id}/generate-packing-guide`: the guide, as markdown. */
export async function generatePackingGuide(bookingId: string): Promise<string> {
  const answer = await apiFetch<{ packingList?: unknown }>(`/user/bookings/${encodeURIComponent(bookingId)}/generate-packing-guide`, { method: 'POST' });
  if (typeof answer?.packingList !== 'string' || !answer.packingList.trim()) throw new MissingPackingListError();
  return answer.packingList;
}

export function useGeneratePackingGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePackingGuide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey }),
  });
}
