import { stemOf, typoAllowance, withinEdits } from '@yatrika/contract/search-words';
import { describe, expect, it } from 'vitest';
import { buildLexicon, expandTerm, withRecentWords, wordsOfStem, MAX_TYPO_WORDS, MIN_TYPED_PREFIX_WITH_TYPO, typoWords } from './lexicon.ts';

/** The catalogue's words as the database hands them over: distinct, in byte order. */
const inByteOrder = (words: Iterable<string>) => [...new Set(words)].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.from(a) > Buffer.from(b) ? 1 : 0));

/**
 * The scan the index replaces (decision 052), as a reference: every word of nearby lengths tried
 * with `withinEdits`, nearest length first; then, for a word being typed, every word tried by its
 * start. Same order as the index promises: the lexicon's order within a length, and for the
 * words being typed.
 */
function scannedTypoWords(words: readonly string[], word: string, last: boolean): string[] {
  const allowed = typoAllowance(word);
  if (allowed === 0) return [];
  const length = [...word].length;
  const lengthOf = (candidate: string) => [...candidate].length;
  const found: string[] = [];
  for (const step of [0, -1, 1, -2, 2].filter((step) => Math.abs(step) <= allowed)) {
    for (const candidate of words) if (lengthOf(candidate) === length + step && withinEdits(word, candidate, allowed)) found.push(candidate);
  }
  if (last && length >= MIN_TYPED_PREFIX_WITH_TYPO) {
    for (const candidate of words) {
      if (lengthOf(candidate) > length && !found.includes(candidate) && withinEdits(word, [...candidate].slice(0, length).join(''), allowed)) found.push(candidate);
    }
  }
  return found.slice(0, MAX_TYPO_WORDS);
}

/** A repeatable stream of numbers (mulberry32), so a failure can be replayed. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const placesAndThemes = [
  'jaipur', 'jaisalmer', 'jodhpur', 'udaipur', 'pushkar', 'rishikesh', 'haridwar', 'mussoorie', 'manali', 'shimla', 'kashmir', 'srinagar',
  'darjeeling', 'munnar', 'alleppey', 'kochi', 'kerala', 'varanasi', 'pondicherry', 'houseboat', 'houseboats', 'trek', 'treks', 'trekking',
  'temple', 'temples', 'heritage', 'walk', 'fort', 'palace', 'goa', 'beach', 'villa', 'rafting', 'camping', 'ladakh', 'leh', 'delhi',
  'mysuru', 'bengaluru', 'chhatrapati', 'sambhajinagar', 'kanyakumari', 'jain', 'jains', 'gir', 'diu', 'ooty', 'spiti', 'zanskar',
  // Letters from beyond the basic plane and with accents: the index counts letters, not UTF-16 units.
  'café', 'cafés', 'naïve', '𝒻ort', '𝒻orts', 'ṛṣikeśa', 'दिल्ली', 'delhi2', 'goa1',
];

/** Made-up words like the host families' names of the benchmark catalogue, many a typo from each other. */
function madeUpWords(count: number, seed: number): string[] {
  const next = numbers(seed);
  const consonants = 'bdghjklmnprstvz';
  const vowels = 'aeiou';
  return Array.from({ length: count }, () => {
    const length = 3 + Math.floor(next() * 8);
    return Array.from({ length }, (_, at) => (at % 2 === 0 ? consonants : vowels)[Math.floor(next() * (at % 2 === 0 ? 15 : 5))]).join('');
  });
}

/** What travellers type: the words themselves, and with a letter changed, dropped, added or swapped, whole or cut short. */
function typedTerms(words: readonly string[], count: number, seed: number): string[] {
  const next = numbers(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, () => {
    const letters = [...pick(words)];
    const at = Math.floor(next() * letters.length);
    const edit = Math.floor(next() * 5);
    if (edit === 0) letters[at] = pick([...'aeioukmrst']);
    if (edit === 1) letters.splice(at, 1);
    if (edit === 2) letters.splice(at, 0, pick([...'aeioukmrst']));
    if (edit === 3 && at + 1 < letters.length) [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
    const cut = next() < 0.3 ? Math.max(3, letters.length - 1 - Math.floor(next() * 3)) : letters.length;
    return letters.slice(0, cut).join('');
  });
}

describe('the lexicon: typos through the deletion index and the prefix walk', () => {
  it('finds the same typo words, in the same order, as a scan of every word', async () => {
    // Twenty-six words one letter from "manalo": more typo readings than the cap keeps.
    const manal = Array.from('abcdefghijklmnopqrstuvwxyz', (letter) => `manal${letter}`);
    const words = inByteOrder([...placesAndThemes, ...manal, ...madeUpWords(2000, 7)]);
    // The same words, all indexed, and with one in ten added since the indexes were built.
    const indexed = await buildLexicon(words);
    const recent = words.filter((_, at) => at % 10 === 3);
    const caughtUp = withRecentWords(await buildLexicon(words.filter((_, at) => at % 10 !== 3)), recent, 1);
    expect(caughtUp.recent).toHaveLength(recent.length);
    const terms = [...typedTerms(words, 150, 11), 'jaipr', 'udaypu', 'rishikes', 'darjeling', 'munar', 'manalo', 'manal', 'kerela', 'cafe', '𝒻orst', 'ṛṣikesa', 'दिल्लि', 'xq', 'jai'];
    const counts: number[] = [];
    for (const term of terms) {
      for (const last of [false, true]) {
        const expected = scannedTypoWords(words, term, last);
        expect(typoWords(indexed, term, last), `${term} (${last ? 'being typed' : 'whole'})`).toEqual(expected);
        expect(typoWords(caughtUp, term, last), `${term} (${last ? 'being typed' : 'whole'}), some words recent`).toEqual(expected);
        counts.push(expected.length);
      }
    }
    // The comparison means something only if many terms have typo readings, some past the cap.
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(terms.length);
    expect(counts).toContain(MAX_TYPO_WORDS);
  }, 30_000);

  it('keeps stems and other names as before', async () => {
    const lexicon = await buildLexicon(inByteOrder(placesAndThemes));
    expect(wordsOfStem(lexicon, stemOf('trek'))).toEqual(['trek', 'trekking', 'treks']);
    expect(expandTerm(lexicon, { text: 'treks', last: false }).exact.sort()).toEqual(['trek', 'trekking', 'treks']);
    expect(expandTerm(lexicon, { text: 'jaipr', last: true })).toEqual({ exact: ['jaipr'], prefix: 'jaipr', typos: ['jaipur'] });
    expect(expandTerm(lexicon, { text: 'udaypu', last: true }).typos).toEqual(['udaipur']);
  });

  it('builds in time linear in the words: eight times the words, about eight times the time', async () => {
    const small = inByteOrder(madeUpWords(3_000, 3));
    const large = inByteOrder(madeUpWords(24_000, 5));
    // Processor time of this process, not the clock: other work on the machine does not count.
    const timed = async (words: string[]) => {
      const times: number[] = [];
      for (let run = 0; run < 3; run++) {
        const started = process.cpuUsage();
        await buildLexicon(words);
        const used = process.cpuUsage(started);
        times.push(used.user + used.system);
      }
      return Math.min(...times);
    };
    await timed(small); // warm up the compiler
    const ratio = (await timed(large)) / (await timed(small));
    // Linear is about 8, a little more as the arrays outgrow the processor's caches; the copies of
    // the scan it replaces made it 64 and more.
    expect(ratio).toBeLessThan(20);
  }, 30_000);
});
