import type { PackingGuideResponse } from '@yatrika/contract/bookings';
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

/**
 * `POST /api/user/bookings/{id}/generate-packing-guide`: the guide, as markdown. Typed as possibly
 * partial because an answer that lacks the guide is treated as a failure rather than trusted.
 */
export async function generatePackingGuide(bookingId: string): Promise<string> {
  const answer = await apiFetch<Partial<PackingGuideResponse> | undefined>(`/user/bookings/${encodeURIComponent(bookingId)}/generate-packing-guide`, { method: 'POST' });
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
