import { aliasesOf } from '@yatrika/contract/search-aliases';
import { stemOf, typoAllowance, withinEdits, type SearchTerm } from '@yatrika/contract/search-words';
import type { Executor } from '../../../db/client.ts';
import { searchWords } from '../../../db/schema/tour-search.ts';

/** Every word the catalogue uses (table `search_words`), arranged for finding the words a term can stand for. */
export interface Lexicon {
  /** Words by their stem: "trek" → trek, treks, trekking. */
  byStem: Map<string, string[]>;
  /** Words by their length in letters, for typos (a typo changes the length by at most the typos allowed). */
  byLength: Map<number, string[]>;
}

export async function loadLexicon(db: Executor): Promise<Lexicon> {
  const rows = await db.select({ word: searchWords.word }).from(searchWords);
  const byStem = new Map<string, string[]>();
  const byLength = new Map<number, string[]>();
  for (const { word } of rows) {
    const stem = stemOf(word);
    byStem.set(stem, [...(byStem.get(stem) ?? []), word]);
    const length = [...word].length;
    byLength.set(length, [...(byLength.get(length) ?? []), word]);
  }
  return { byStem, byLength };
}

/** What a term finds, best kind first; each entry is a phrase of one or more words. */
export interface ExpandedTerm {
  /** The term itself, its other names and the words sharing its stem. */
  exact: string[];
  /** The last term as the start of a word ("jai" → jaipur, jaisalmer), read by the database. */
  prefix: string | undefined;
  /** Real words within the term's typos, and for the last term, words whose start is. */
  typos: string[];
}

/** At most this many typo readings a term: past it, the closest-length ones. */
const MAX_TYPO_WORDS = 24;
const MIN_TYPED_PREFIX_WITH_TYPO = 5;

export function expandTerm(lexicon: Lexicon, term: SearchTerm): ExpandedTerm {
  const names = [term.text, ...aliasesOf(term.text).filter((name) => name !== term.text)];
  const exact = new Set<string>();
  for (const name of names) {
    exact.add(name);
    if (!name.includes(' ')) for (const word of lexicon.byStem.get(stemOf(name)) ?? []) exact.add(word);
  }
  const single = !term.text.includes(' ');
  const typos = single ? typoWords(lexicon, term.text, term.last).filter((word) => !exact.has(word)) : [];
  return { exact: [...exact], prefix: term.last && single ? term.text : undefined, typos };
}

function typoWords(lexicon: Lexicon, word: string, last: boolean): string[] {
  const allowed = typoAllowance(word);
  if (allowed === 0) return [];
  const length = [...word].length;
  const found: string[] = [];
  // Nearest lengths first, so the cap keeps the likeliest.
  const lengths = [0, -1, 1, -2, 2].filter((step) => Math.abs(step) <= allowed).map((step) => length + step);
  for (const candidateLength of lengths) {
    for (const candidate of lexicon.byLength.get(candidateLength) ?? []) {
      if (withinEdits(word, candidate, allowed)) found.push(candidate);
    }
  }
  // A word still being typed: "udaypu" is the start of "udaipur" with one typo. Not below five
  // letters: the start of too many words is one typo from "jain" or "trek".
  if (last && length >= MIN_TYPED_PREFIX_WITH_TYPO) {
    for (const [candidateLength, candidates] of lexicon.byLength) {
      if (candidateLength <= length) continue;
      for (const candidate of candidates) {
        if (!found.includes(candidate) && withinEdits(word, [...candidate].slice(0, length).join(''), allowed)) found.push(candidate);
      }
    }
  }
  return found.slice(0, MAX_TYPO_WORDS);
}
