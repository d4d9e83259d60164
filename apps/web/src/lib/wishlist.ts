import type { WishlistResponse } from '@yatrika/contract/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
