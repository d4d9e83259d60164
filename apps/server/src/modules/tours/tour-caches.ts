import type { Tour } from '@yatrika/contract/tours';
import type { ChangeFeed } from '../../db/changes.ts';
import type { JsonBody } from '../../lib/json-body.ts';
import { MemoryCache } from '../../lib/memory-cache.ts';
import { LexiconKeeper } from './search/lexicon-keeper.ts';
import type { TourRow } from './tour-response.ts';
import type { Places } from './suggestions.ts';
import type { SearchSuggestion } from '@yatrika/contract/search-suggestions';

/** A list page as sent: its JSON (serialized and checked against the contract once) and the next page's cursor. */
export interface CachedPage {
  body: JsonBody;
  nextCursor: string | undefined;
}

export interface TourCaches {
  /** Pages of the lists every visitor and traveller sees alike (destinations, categories, home, searches), by route, search and page. */
  pages: MemoryCache<string, CachedPage>;
  /** Active tours by id, for the tour page. Only tour fields: seats and bookings are always read live. */
  visible: MemoryCache<string, TourRow>;
  /** The tour whose picture covers the traveller home's first category tile, for its preload. */
  homeCover: MemoryCache<'first tile', Tour | null>;
  /**
   * Every word the catalogue uses, for searches by words (search/lexicon.ts): kept apart from the
   * rest, since a change only marks it behind and searches go on with it while the next is built.
   */
  lexicon: LexiconKeeper;
  /** The places active tours are in, for suggestions. */
  places: MemoryCache<'places', Places>;
  /** Suggestions by what was typed (trimmed, lower case): travellers type the same first letters. */
  suggestions: MemoryCache<string, SearchSuggestion[]>;
}

/**
 * What this instance remembers of the catalogue. Any write to tours, by any instance, is
 * announced (migration 0004) and forgets all of it: writes are an administrator's, rare next to
 * reads, so one rule for every change is simpler than tracking which page shows which tour. The
 * lexicon alone is not forgotten but marked behind: it is rebuilt while searches use the old one.
 */
export function createTourCaches(changes: ChangeFeed): TourCaches {
  const caches: TourCaches = {
    // Searches and cursors make the key space open-ended: past 2,000 pages (about 50 MB at
    // 50 tours a page) the oldest go first.
    pages: new MemoryCache({ maxEntries: 2000, maxAgeMs: 10 * 60_000, isLive: changes.live }),
    visible: new MemoryCache({ maxEntries: 10_000, maxAgeMs: 10 * 60_000, isLive: changes.live }),
    homeCover: new MemoryCache({ maxEntries: 1, maxAgeMs: 10 * 60_000, isLive: changes.live }),
    lexicon: new LexiconKeeper({ maxAgeMs: 10 * 60_000 }),
    places: new MemoryCache({ maxEntries: 1, maxAgeMs: 10 * 60_000, isLive: changes.live }),
    suggestions: new MemoryCache({ maxEntries: 5000, maxAgeMs: 10 * 60_000, isLive: changes.live }),
  };
  changes.subscribe((change) => {
    if (change.kind === 'everything' || (change.kind === 'table' && change.table === 'tours')) {
      caches.pages.forget();
      caches.visible.forget();
      caches.homeCover.forget();
      caches.lexicon.changed();
      caches.places.forget();
      caches.suggestions.forget();
    }
  });
  return caches;
}
