import { LONGEST_ALIAS_WORDS, aliasesOf } from './search-aliases.ts';

// How the travellers' search reads what they type (decision 026). The server applies it to the
// query and to the catalogue's own words, so both sides are cut and stemmed by one rule.

/** Below this many characters a search keeps the plain "contains" rule: so few letters name no word. */
export const MIN_WORD_SEARCH_LENGTH = 3;

/**
 * Words that say nothing about which tour is meant ("temples in kerala", "a trek tour"): left
 * out, unless the query is nothing else.
 */
const searchStopWords: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'in', 'of', 'to', 'and', 'or', 'at', 'for', 'with', 'near', 'on', 'by', 'from',
  'tour', 'tours', 'trip', 'trips', 'package', 'packages',
]);

/** One thing the traveller asked for: a word, or a place's name of several words ("cape comorin"). */
export interface SearchTerm {
  /** Lower case, words separated by one space. */
  text: string;
  /** The last term of the query, perhaps still being typed: it also matches words it begins. */
  last: boolean;
}

export interface ReadQuery {
  terms: SearchTerm[];
  /** Pieces with characters no word has ("100%", "spiti_valley", "r\f"): found as written, in the title or place. */
  literals: string[];
}

/** Letters (with their accents and vowel signs) and digits: what a word is made of, in any script. */
const wordCharacters = /^[\p{L}\p{M}\p{N}]+$/u;
/** A word of several parts: "small-group", "photographer's", "st.". */
const joinedWord = /^[\p{L}\p{M}\p{N}]+(?:[-'’.][\p{L}\p{M}\p{N}]+)*$/u;
/** Sentence punctuation around a word, which no search means literally. */
const surrounding = /^[.,;:!?()[\]{}"'’“”]+|[.,;:!?()[\]{}"'’“”]+$/gu;

/** The words a piece of text is made of, lower case, as the database cuts a tour's text (near enough: letters and digits). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word !== '');
}

/**
 * The query as terms and literals. Stop words go unless nothing else is left; consecutive words
 * that make one name of a place ("chhatrapati sambhajinagar") stay one term.
 */
export function readSearchQuery(query: string): ReadQuery {
  const words: string[] = [];
  const literals: string[] = [];
  for (const piece of query.toLowerCase().split(/\s+/)) {
    const token = piece.replace(surrounding, '');
    if (token === '') continue;
    if (joinedWord.test(token)) words.push(...token.split(/[-'’.]/));
    else literals.push(token);
  }
  const meaningful = words.filter((word) => !searchStopWords.has(word));
  const kept = meaningful.length > 0 ? meaningful : words;
  const terms: SearchTerm[] = [];
  for (let at = 0; at < kept.length; ) {
    const length = aliasLengthAt(kept, at);
    terms.push({ text: kept.slice(at, at + length).join(' '), last: at + length === kept.length });
    at += length;
  }
  return { terms, literals };
}

/** How many words from `at` make a known name of several words (1 when none does). */
function aliasLengthAt(words: string[], at: number): number {
  for (let length = Math.min(LONGEST_ALIAS_WORDS, words.length - at); length > 1; length--) {
    if (aliasesOf(words.slice(at, at + length).join(' ')).length > 0) return length;
  }
  return 1;
}

/**
 * Typos a word may have and still find its tours: none below four letters (a typo there makes
 * another common word: "goa" and "gon"), one up to seven, two from eight. Words with digits are
 * codes and numbers, taken as written.
 */
export function typoAllowance(word: string): 0 | 1 | 2 {
  if (!/^[\p{L}\p{M}]+$/u.test(word)) return 0;
  const length = [...word].length;
  if (length >= 8) return 2;
  return length >= 4 ? 1 : 0;
}

/**
 * A word's stem, so "trek", "treks", "trekking" and "trekker" are one word, and "temples",
 * "temple": plural and -ing, -ed, -er endings, a doubled last consonant undone, a final "e"
 * dropped. Deliberately simple: the same rule cuts the catalogue's words, so it only has to be
 * consistent, and it leaves words under four letters alone.
 */
export function stemOf(word: string): string {
  if (!wordCharacters.test(word) || word.length < 4) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (/(?:ch|sh|x)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  for (const ending of ['ing', 'ed', 'er']) {
    if (stem.endsWith(ending) && stem.length - ending.length >= 3) {
      stem = stem.slice(0, -ending.length);
      if (/([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
      break;
    }
  }
  if (stem.endsWith('e') && stem.length > 3) stem = stem.slice(0, -1);
  return stem;
}

/**
 * Whether `a` becomes `b` with at most `max` edits (a letter added, removed, changed, or two
 * neighbours swapped), counted by letters rather than UTF-16 units. Stops early once every way
 * costs more.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    before = previous;
    previous = current;
  }
  return previous[y.length]! <= max;
}
