import type { WishlistResponse } from '@yatrika/contract/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromWishlist, wishlistQuery } from '../../../lib/wishlist.ts';

/** The remove icon: the tour leaves the list once the server agrees; failures are only logged (spec §8). */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_answer, tourId) => {
      queryClient.setQueryData<WishlistResponse>(wishlistQuery.queryKey, (current) =>
        current ? { wishlist: current.wishlist.filter((tour) => tour._id !== tourId) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey });
    },
    onError: (error) => console.error('Could not remove the tour from the wishlist', error),
  });
}
