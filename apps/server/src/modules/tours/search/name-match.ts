import { wordsOf } from '@yatrika/contract/search-words';
import type { ExpandedTerm } from './lexicon.ts';

/** Whether the words hold the phrase (one or more words) at some place, in order. */
function holdsPhrase(words: string[], phrase: string): boolean {
  const parts = phrase.split(' ');
  return words.some((_, at) => parts.every((part, offset) => words[at + offset] === part));
}

/**
 * How well a short name (a place, a state, a category) answers the terms: 3 a term for its word
 * or another name of it, 2 for the start of a word, 1 for a typo; 0 when some term is missing.
 * The suggestions' counterpart of the database's score, for names few enough to keep in memory.
 */
export function nameScore(name: string, terms: ExpandedTerm[]): number {
  const words = wordsOf(name);
  let total = 0;
  for (const term of terms) {
    let best = 0;
    if (term.exact.some((phrase) => holdsPhrase(words, phrase))) best = 3;
    else if (term.prefix !== undefined && words.some((word) => word.startsWith(term.prefix!))) best = 2;
    else if (term.typos.some((word) => words.includes(word))) best = 1;
    if (best === 0) return 0;
    total += best;
  }
  return total;
}
