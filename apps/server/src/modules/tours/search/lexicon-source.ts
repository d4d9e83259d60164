import type { Executor } from '../../../db/client.ts';
import type { LexiconSource } from './lexicon-keeper.ts';
import { loadLexicon, readRecentWords, withRecentWords } from './lexicon.ts';

/**
 * At most this many words added since the lexicon was built are tried one by one (a millisecond
 * or so per term); past it, the keeper builds a new lexicon.
 */
export const MAX_RECENT_WORDS = 2000;

/** The catalogue's words in `db`, as the lexicon keeper reads them. */
export function lexiconSource(db: Executor): LexiconSource {
  return {
    build: () => loadLexicon(db),
    async addRecent(lexicon) {
      const recent = await readRecentWords(db, lexicon, MAX_RECENT_WORDS - lexicon.recent.length);
      return recent && withRecentWords(lexicon, recent.words, recent.upTo);
    },
  };
}
