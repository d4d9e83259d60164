import { z } from './zod.ts';
import { isoDateTime } from './common.ts';
import { tourResponse } from './tours.ts';

/** A tour named in a request body (`{tourId}`): missing and malformed get their own sentences. */
export const tourIdField = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === null ? 'Tour id is required.' : 'Tour id must be a valid id.'),
});

export const wishlistChangeRequest = z.object({ tourId: tourIdField });

/** The whole tour, as everywhere else, plus when it was added. */
const wishlistTour = tourResponse.extend({ addedAt: isoDateTime });
export type WishlistTour = z.infer<typeof wishlistTour>;

export const wishlistResponse = z.object({ wishlist: z.array(wishlistTour) });
export type WishlistResponse = z.infer<typeof wishlistResponse>;

export const wishlistMessages = {
  added: 'Tour added to your wishlist.',
  alreadyThere: 'This tour is already in your wishlist.',
  removed: 'Tour removed from your wishlist.',
} as const;
