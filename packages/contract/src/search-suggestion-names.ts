// What the suggestions offered as a traveller types are, without zod, so the search boxes can
// read them without shipping the schema library to the browser.

/** Places (a town as tours name it), states, categories and tours themselves. */
export const suggestionKinds = ['place', 'state', 'category', 'tour'] as const;
type SuggestionKind = (typeof suggestionKinds)[number];

/** The most suggestions one answer holds. */
export const MAX_SUGGESTIONS = 8;

/** How each kind is named to someone who cannot see the list (the option's spoken text begins with it). */
export const suggestionKindNames: Record<SuggestionKind, string> = {
  place: 'Place',
  state: 'State',
  category: 'Kind of trip',
  tour: 'Tour',
};
