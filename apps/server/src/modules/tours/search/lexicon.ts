import { aliasesOf } from '@yatrika/contract/search-aliases';
import { stemOf, typoAllowance, withinEdits, type SearchTerm } from '@yatrika/contract/search-words';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { searchWords } from '../../../db/schema/tour-search.ts';
import { buildHashIndex, forEachFiled, hashOfText, type HashIndex } from './hash-index.ts';
import { nextTurn } from './in-slices.ts';
import { buildTypoIndex, forEachWordStartingWithin, lettersOf, wordsWithinTypos, type TypoIndex } from './typo-index.ts';

/** Every word the catalogue uses (table `search_words`), arranged for finding the words a term can stand for. */
export interface Lexicon {
  /** Every word once, in byte order: the words under one start are one run of it. */
  words: readonly string[];
  /** Words by their stem, so "trek" finds trek, treks, trekking. */
  stems: HashIndex;
  /** Words and their starts by their deletions, for typos (typo-index.ts). */
  typos: TypoIndex;
  /** The last word read (`search_words.added`): words added after it are read as recent ones. */
  upTo: number;
  /** Words added since the indexes were built, few enough to try one by one, in byte order. */
  recent: readonly string[];
}

/** Words read per query: small enough that PGlite, in this thread, answers each well within a slice. */
const PAGE_SIZE = 5000;

/**
 * Reads `search_words` a page at a time in byte order and builds the lexicon in slices, handing
 * the event loop back between them (decision 052): every step is linear in the words, and no step
 * keeps a request waiting more than a few milliseconds, at a million words as at a hundred.
 */
export async function loadLexicon(db: Executor): Promise<Lexicon> {
  // Read first: a word added while the pages are read comes again as a recent one, never not at all.
  const [{ upTo } = { upTo: 0 }] = await db.select({ upTo: sql<number>`coalesce(max(${searchWords.added}), 0)`.mapWith(Number) }).from(searchWords);
  const words: string[] = [];
  for (;;) {
    const after = words.at(-1);
    const page = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(after === undefined ? undefined : sql`${searchWords.word} collate "C" > ${after}`)
      .orderBy(sql`${searchWords.word} collate "C"`)
      .limit(PAGE_SIZE);
    for (const { word } of page) words.push(word);
    if (page.length < PAGE_SIZE) break;
    await nextTurn();
  }
  return buildLexicon(words, upTo);
}

/** The lexicon of `words`, which must be distinct and in byte order (the order `search_words_byte_order_idx` reads). */
export async function buildLexicon(words: readonly string[], upTo = 0): Promise<Lexicon> {
  const stems = await buildHashIndex(words.length, (id, file) => file(hashOfText(stemOf(words[id]!))), 1);
  return { words, stems, typos: await buildTypoIndex(words), upTo, recent: [] };
}

/**
 * The words added since `lexicon` was read, at most `limit` (undefined when there are more: then
 * only a new lexicon will do). One query on `search_words_added_idx`.
 */
export async function readRecentWords(db: Executor, lexicon: Lexicon, limit: number): Promise<{ words: string[]; upTo: number } | undefined> {
  const rows = await db
    .select({ word: searchWords.word, added: searchWords.added })
    .from(searchWords)
    .where(sql`${searchWords.added} > ${lexicon.upTo}`)
    .orderBy(searchWords.added)
    .limit(limit + 1);
  if (rows.length > limit) return undefined;
  return { words: rows.map((row) => row.word), upTo: rows.at(-1)?.added ?? lexicon.upTo };
}

/** The lexicon with `words` added since it was built (words it already holds are left out). */
export function withRecentWords(lexicon: Lexicon, words: readonly string[], upTo: number): Lexicon {
  const recent = new Set(lexicon.recent);
  for (const word of words) if (!holds(lexicon.words, word)) recent.add(word);
  return { ...lexicon, upTo: Math.max(upTo, lexicon.upTo), recent: [...recent].sort(byteOrder) };
}

/** Byte order (UTF-8 bytes sort as code points): JavaScript's own comparison of UTF-16 units differs past U+FFFF. */
export function byteOrder(a: string, b: string): number {
  for (let at = 0; at < a.length && at < b.length; ) {
    const x = a.codePointAt(at)!;
    const y = b.codePointAt(at)!;
    if (x !== y) return x - y;
    at += x > 0xffff ? 2 : 1;
  }
  return a.length - b.length;
}

/** Whether the words (in byte order) hold `word`: a binary search. */
function holds(words: readonly string[], word: string): boolean {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = byteOrder(words[middle]!, word);
    if (order === 0) return true;
    if (order < 0) low = middle + 1;
    else high = middle;
  }
  return false;
}

/** The words whose stem is `stem`: the indexed ones in the lexicon's order, then the recent ones. */
export function wordsOfStem(lexicon: Lexicon, stem: string): string[] {
  const ids: number[] = [];
  forEachFiled(lexicon.stems, hashOfText(stem), (id) => {
    if (stemOf(lexicon.words[id]!) === stem) ids.push(id);
  });
  return [...ids.sort((a, b) => a - b).map((id) => lexicon.words[id]!), ...lexicon.recent.filter((word) => stemOf(word) === stem)];
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
export const MAX_TYPO_WORDS = 24;
export const MIN_TYPED_PREFIX_WITH_TYPO = 5;

export function expandTerm(lexicon: Lexicon, term: SearchTerm): ExpandedTerm {
  const names = [term.text, ...aliasesOf(term.text).filter((name) => name !== term.text)];
  const exact = new Set<string>();
  for (const name of names) {
    exact.add(name);
    if (!name.includes(' ')) for (const word of wordsOfStem(lexicon, stemOf(name))) exact.add(word);
  }
  const single = !term.text.includes(' ');
  const typos = single ? typoWords(lexicon, term.text, term.last).filter((word) => !exact.has(word)) : [];
  return { exact: [...exact], prefix: term.last && single ? term.text : undefined, typos };
}

/**
 * The words a term may be a typo of, at most MAX_TYPO_WORDS: the words within its typos, nearest
 * length first (the same length, one fewer, one more, two fewer, two more) and in byte order
 * within a length; then, for a word still being typed, the longer words its letters begin with a
 * typo, in byte order. The indexes answer for the words they hold; the few recent words are tried
 * one by one, and both lists merged.
 */
export function typoWords(lexicon: Lexicon, word: string, last: boolean): string[] {
  const allowed = typoAllowance(word);
  if (allowed === 0) return [];
  const length = lettersOf(word).length;
  const byLength = new Map<number, string[]>();
  const within = mergeInOrder(
    wordsWithinTypos(lexicon.typos, lexicon.words, word, allowed).map((id) => lexicon.words[id]!),
    lexicon.recent.filter((candidate) => withinEdits(word, candidate, allowed)),
  );
  for (const candidate of within) {
    const candidateLength = lettersOf(candidate).length;
    const sameLength = byLength.get(candidateLength);
    if (sameLength) sameLength.push(candidate);
    else byLength.set(candidateLength, [candidate]);
  }
  const found = [0, -1, 1, -2, 2].flatMap((step) => byLength.get(length + step) ?? []);
  // A word still being typed: "udaypu" is the start of "udaipur" with one typo. Not below five
  // letters: the start of too many words is one typo from "jain" or "trek".
  if (last && length >= MIN_TYPED_PREFIX_WITH_TYPO && found.length < MAX_TYPO_WORDS) {
    const already = new Set(found);
    const wanted = MAX_TYPO_WORDS - found.length;
    const indexed: string[] = [];
    forEachWordStartingWithin(lexicon.typos, lexicon.words, word, allowed, (candidate) => {
      if (!already.has(candidate)) indexed.push(candidate);
      return indexed.length < wanted;
    });
    const recent = lexicon.recent.filter(
      (candidate) => !already.has(candidate) && lettersOf(candidate).length > length && withinEdits(word, String.fromCodePoint(...lettersOf(candidate).slice(0, length)), allowed),
    );
    found.push(...mergeInOrder(indexed, recent));
  }
  return found.slice(0, MAX_TYPO_WORDS);
}

/** Two lists in byte order as one. */
function mergeInOrder(a: readonly string[], b: readonly string[]): string[] {
  if (b.length === 0) return [...a];
  const merged: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && byteOrder(a[i]!, b[j]!) <= 0)) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged;
}
