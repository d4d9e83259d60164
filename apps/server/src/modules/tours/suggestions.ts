import { indianStates, type IndianState } from '@yatrika/contract/indian-states';
import { readSearchQuery, MIN_WORD_SEARCH_LENGTH } from '@yatrika/contract/search-words';
import { MAX_SUGGESTIONS, type SearchSuggestion } from '@yatrika/contract/search-suggestions';
import { tourCategories } from '@yatrika/contract/tours';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { expandTerm, type Lexicon } from './search/lexicon.ts';
import { nameScore } from './search/name-match.ts';
import { isVisibleTour } from './visible-tour.ts';
import { wordSearch } from './word-search.ts';

/** The places tours are in, with their states and how many active tours each has: few enough to match in memory. */
export interface Places {
  places: Array<{ name: string; state: IndianState | null; tours: number }>;
  toursByState: Map<IndianState, number>;
}

const stateNames = new Set(indianStates.map((state) => state.toLowerCase()));

/** Places are the part of a location before its first comma: "Rishikesh" of "Rishikesh, Uttarakhand". */
export async function loadPlaces(db: Database): Promise<Places> {
  const rows = await db.select({ location: tours.location, state: tours.state, tours: count() }).from(tours).where(isVisibleTour).groupBy(tours.location, tours.state);
  const byName = new Map<string, { name: string; state: IndianState | null; tours: number }>();
  const toursByState = new Map<IndianState, number>();
  for (const row of rows) {
    const name = row.location.split(',')[0]!.trim();
    const state = row.state as IndianState | null;
    if (state) toursByState.set(state, (toursByState.get(state) ?? 0) + row.tours);
    // A location that is only a state ("Kerala") is offered as the state.
    if (stateNames.has(name.toLowerCase())) continue;
    const key = `${name.toLowerCase()}|${state ?? ''}`;
    const place = byName.get(key) ?? { name, state, tours: 0 };
    place.tours += row.tours;
    byName.set(key, place);
  }
  return { places: [...byName.values()], toursByState };
}

/** At most this many of each kind before tours fill the rest. */
const MOST = { place: 3, state: 2, category: 2 } as const;

const toursWord = (n: number) => `${n} ${n === 1 ? 'tour' : 'tours'}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Suggestions for what the traveller has typed so far (decision 026): places, states and
 * categories whose names answer every word (typos, other names and the start of the last word
 * allowed), best first, then the tours a search finds (from three characters). At most eight.
 */
export async function suggest(db: Database, lexicon: Lexicon, places: Places, typed: string): Promise<SearchSuggestion[]> {
  const text = typed.trim();
  if (text === '') return [];
  const terms = readSearchQuery(text).terms.map((term) => expandTerm(lexicon, term));
  if (terms.length === 0) return [];

  const best = <T>(items: T[], score: (item: T) => number, size: (item: T) => number, most: number) =>
    items
      .map((item) => ({ item, score: score(item) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || size(b.item) - size(a.item))
      .slice(0, most)
      .map((entry) => entry.item);

  const suggestions: SearchSuggestion[] = [
    ...best(places.places, (place) => nameScore(place.name, terms), (place) => place.tours, MOST.place).map(
      (place): SearchSuggestion => ({
        kind: 'place',
        label: place.name,
        detail: [place.state, toursWord(place.tours)].filter(Boolean).join(' · '),
        leadsTo: { q: place.name },
      }),
    ),
    ...best(
      indianStates.filter((state) => places.toursByState.has(state)),
      (state) => nameScore(state, terms),
      (state) => places.toursByState.get(state) ?? 0,
      MOST.state,
    ).map((state): SearchSuggestion => ({ kind: 'state', label: state, detail: toursWord(places.toursByState.get(state) ?? 0), leadsTo: { state } })),
    ...best([...tourCategories], (category) => nameScore(category, terms), () => 0, MOST.category).map(
      (category): SearchSuggestion => ({ kind: 'category', label: capitalised(category), detail: 'Kind of trip', leadsTo: { category } }),
    ),
  ];

  if (text.length >= MIN_WORD_SEARCH_LENGTH && suggestions.length < MAX_SUGGESTIONS) {
    const found = await wordSearch(db, lexicon, text, { all: isVisibleTour, onlyVisible: true }, undefined, { limit: MAX_SUGGESTIONS - suggestions.length, cursor: undefined });
    suggestions.push(...found.rows.map((tour): SearchSuggestion => ({ kind: 'tour', label: tour.title, detail: tour.location, leadsTo: { tourId: tour.id } })));
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}
