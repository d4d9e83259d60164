import type { Tour } from '@yatrika/contract/tours';
import type { WishlistResponse } from '@yatrika/contract/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToWishlist, removeFromWishlist, wishlistQuery } from '../../../lib/wishlist.ts';

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
