import type { SearchSuggestion, SuggestionsResponse } from '@yatrika/contract/search-suggestions';
import { useNavigate } from 'react-router';
import { apiFetch } from './api-client.ts';
import { paths } from './paths.ts';
import { publicTourHref } from './public-tour-href.ts';

/** `GET /api/routes/suggest`: what the server suggests for the text typed so far. */
export const fetchSuggestions = (typed: string, signal?: AbortSignal) =>
  apiFetch<SuggestionsResponse>(`/routes/suggest?${new URLSearchParams({ q: typed })}`, { auth: false, signal }).then((answer) => answer.suggestions);

/** Who is searching: a visitor's lists are the Destinations page, a traveller's their home. */
export type SearchAudience = 'visitor' | 'traveller';

/** The page a suggestion leads to: a list narrowed by place, state or category, or the tour's page. */
export function suggestionHref(suggestion: SearchSuggestion, audience: SearchAudience): string {
  const list = audience === 'visitor' ? paths.destinations.href : paths.travellerHome.href;
  const target = suggestion.leadsTo;
  // A visitor reads the tour's public page; a traveller its page with the booking form.
  if ('tourId' in target) return audience === 'visitor' ? publicTourHref({ _id: target.tourId, title: suggestion.label }) : paths.bookTour.href(target.tourId);
  if ('q' in target) return `${list}?${new URLSearchParams({ q: target.q })}`;
  if ('state' in target) return `${list}?${new URLSearchParams({ state: target.state })}`;
  return `${list}?${new URLSearchParams({ category: target.category })}`;
}

/** What a search box with suggestions needs from the app: asking the server, and going where a suggestion leads. */
export function useSuggestionService(): { fetch: typeof fetchSuggestions; choose: (suggestion: SearchSuggestion, audience: SearchAudience) => void } {
  const navigate = useNavigate();
  return { fetch: fetchSuggestions, choose: (suggestion, audience) => void navigate(suggestionHref(suggestion, audience)) };
}
