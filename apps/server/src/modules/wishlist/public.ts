/**
 * What other modules may use of the wishlist, which alone writes `wishlist_items`: moving a
 * traveller's wishlist to another record of the same person when the operator merges two.
 */
export { moveWishlistToTraveller } from './traveller-merge.ts';
