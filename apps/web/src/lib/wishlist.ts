import type { Tour } from '@yatrika/contract/tours';
import type { WishlistResponse } from '@yatrika/contract/wishlist';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/**
 * The traveller's saved tours, newest first. Shared because the home page's hearts and the
 * wishlist page read the same list: a change on one shows on the other.
 */
export const wishlistQuery = queryOptions({
  queryKey: ['wishlist'],
  // The largest page the API gives: enough to know every heart on the home page.
  queryFn: ({ signal }) => apiFetch<WishlistResponse>('/user/dashboard/wishlist?limit=100', { signal }),
});

export function useWishlist() {
  return useQuery(wishlistQuery);
}

export const addToWishlist = (tourId: string) =>
  apiFetch('/user/dashboard/wishlist/add', { method: 'POST', body: { tourId } });

export const removeFromWishlist = (tourId: string) =>
  apiFetch('/user/dashboard/wishlist/remove', { method: 'DELETE', body: { tourId } });

interface ToggleWishlist {
  tour: Tour;
  /** Whether the tour is in the wishlist now; the call does the opposite. */
  liked: boolean;
}

/**
 * The heart: add or remove. Not optimistic: the spec changes the heart only after the call
 * succeeds, so the cache is updated on success and failures are only logged.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tour, liked }: ToggleWishlist) =>
      liked ? removeFromWishlist(tour._id) : addToWishlist(tour._id),
    onSuccess: (_answer, { tour, liked }) => {
      queryClient.setQueryData<WishlistResponse>(wishlistQuery.queryKey, (current) => {
        const others = (current?.wishlist ?? []).filter((item) => item._id !== tour._id);
        return { wishlist: liked ? others : [{ ...tour, addedAt: new Date().toISOString() }, ...others] };
      });
      void queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey });
    },
    onError: (error) => console.error('Wishlist update failed', error),
  });
}
