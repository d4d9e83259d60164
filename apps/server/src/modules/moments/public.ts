/**
 * What other modules may use of moments, which alone write `moments`, `moment_likes` and
 * `moment_comments`: moving a traveller's moments to another record of the same person when the
 * operator merges two.
 */
export { moveMomentsToTraveller } from './traveller-merge.ts';
