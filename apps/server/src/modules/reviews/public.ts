/**
 * What other modules may use of reviews, which alone write the `reviews` table: moving a
 * traveller's reviews to another record of the same person when the operator merges two.
 */
export { moveReviewsToTraveller } from './traveller-merge.ts';
