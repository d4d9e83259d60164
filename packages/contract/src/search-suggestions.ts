import { z } from './zod.ts';
import { entityId } from './common.ts';
import { indianStates } from './indian-states.ts';
import { suggestionKinds } from './search-suggestion-names.ts';
import { searchText } from './tour-discovery.ts';
import { tourCategories } from './tour-categories.ts';

export { MAX_SUGGESTIONS, suggestionKindNames, suggestionKinds } from './search-suggestion-names.ts';

/** `GET /api/routes/suggest?q=`: what the traveller has typed so far; blank or missing answers no suggestions. */
export const suggestionsQuery = z.object({ q: searchText.describe('What the traveller has typed so far') });

/**
 * Where choosing a suggestion leads: a list searched for a place, a list of one state or one
 * category, or one tour's page.
 */
const suggestionTarget = z.union([
  z.object({ q: z.string() }),
  z.object({ state: z.enum(indianStates) }),
  z.object({ category: z.enum(tourCategories) }),
  z.object({ tourId: entityId }),
]);

const searchSuggestion = z.object({
  kind: z.enum(suggestionKinds),
  /** What the option shows: "Rishikesh", "Kerala", "Adventure", a tour's title. */
  label: z.string(),
  /** A second line: a place's state and its number of tours, a tour's place. */
  detail: z.string(),
  leadsTo: suggestionTarget,
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

/** Best first, places, then states, categories and tours. */
export const suggestionsResponse = z.object({ suggestions: z.array(searchSuggestion) });
export type SuggestionsResponse = z.infer<typeof suggestionsResponse>;
