import { typoAllowance, withinEdits } from '@yatrika/contract/search-words';
import { buildHashIndex, forEachFiled, hashOf, type HashIndex } from './hash-index.ts';

/**
 * The catalogue's words by what is left of them once a letter or two is deleted (a deletion
 * neighbourhood, as in SymSpell): two words a typo apart, by the typo rules of decision 026 (a
 * letter added, removed, changed, or two neighbours swapped), always leave a common string once
 * each loses as many letters as there are typos. So the words within `allowed` typos of a term
 * are among those sharing one of the term's own deletions, and a few dozen lookups replace a scan
 * of every word (decision 052). The same holds for the starts of words, of the term's length: the
 * second index files each start once, under the first word longer than it that has it.
 */
export interface TypoIndex {
  words: HashIndex;
  starts: HashIndex;
}

/** The letters of a word (code points, as `withinEdits` counts them). */
export function lettersOf(word: string): number[] {
  const letters: number[] = [];
  for (const letter of word) letters.push(letter.codePointAt(0)!);
  return letters;
}

/**
 * A word's letters into `buffer` (grown when too short), answering how many: the build reads a
 * million words, and one array for all of them spares the collector a million.
 */
class LetterBuffer {
  letters = new Int32Array(64);
  read(word: string): number {
    if (this.letters.length < word.length) this.letters = new Int32Array(word.length * 2);
    let length = 0;
    for (let at = 0; at < word.length; at++) {
      const letter = word.codePointAt(at)!;
      if (letter > 0xffff) at++;
      this.letters[length++] = letter;
    }
    return length;
  }
}

/** The hashes of `letters[0 … length − 1]` and of its deletions of one letter (and of two, when `twice`), salted with `salt`. */
function forEachDeletion(letters: ArrayLike<number>, length: number, once: boolean, twice: boolean, salt: number, file: (hash: number) => void): void {
  file(hashOf(letters, length, -1, -1, salt));
  if (!once) return;
  for (let a = 0; a < length; a++) {
    // Deleting either of two equal neighbours leaves the same string: file it once.
    if (a > 0 && letters[a] === letters[a - 1]) continue;
    file(hashOf(letters, length, a, -1, salt));
    if (!twice) continue;
    for (let b = a + 1; b < length; b++) file(hashOf(letters, length, a, b, salt));
  }
}

/**
 * A term of four to seven letters is allowed one typo, so the string it shares with a word has at
 * least three letters: one deletion from words of four letters or more. Two typos from eight
 * letters: the shared string has at least six, so two deletions only from words of eight or more.
 */
const wordDeletions = (length: number) => ({ once: length >= 4, twice: length >= 8 });

/** The shortest start of a word that a word being typed is matched against (lexicon.ts MIN_TYPED_PREFIX_WITH_TYPO). */
export const SHORTEST_START = 5;

/** A term's typos allowed by its length (a term is letters only): 0, 1 or 2. */
const allowanceOfLength = (length: number) => typoAllowance('a'.repeat(length));

/** `words` distinct and in byte order. */
export async function buildTypoIndex(words: readonly string[]): Promise<TypoIndex> {
  const current = new LetterBuffer();
  const byWord = await buildHashIndex(
    words.length,
    (id, file) => {
      const length = current.read(words[id]!);
      const { once, twice } = wordDeletions(length);
      forEachDeletion(current.letters, length, once, twice, 0, file);
    },
    2,
  );
  const before = new LetterBuffer();
  const allowances: number[] = [];
  const byStart = await buildHashIndex(
    words.length,
    (id, file) => {
      const length = current.read(words[id]!);
      const beforeLength = id > 0 ? before.read(words[id - 1]!) : 0;
      let shared = 0;
      while (shared < length && shared < beforeLength && current.letters[shared] === before.letters[shared]) shared++;
      // The starts this word is the first longer word to have: those the word before it lacks, and
      // the word before itself when it is this word's start (it is not longer than its own start).
      const first = Math.max(SHORTEST_START, shared === beforeLength ? shared : shared + 1);
      for (let startLength = first; startLength < length; startLength++) {
        // A term being typed is letters only, so its allowance is its length's; the start is cut
        // to the same length, and salted with it so that starts of other lengths go elsewhere.
        const allowed = (allowances[startLength] ??= allowanceOfLength(startLength));
        forEachDeletion(current.letters, startLength, allowed >= 1, allowed === 2, startLength, file);
      }
    },
    2,
  );
  return { words: byWord, starts: byStart };
}

/** The numbers (positions in `words`) of every word within `allowed` typos of `term`, in the lexicon's order. */
export function wordsWithinTypos(index: TypoIndex, words: readonly string[], term: string, allowed: 1 | 2): number[] {
  const letters = lettersOf(term);
  const candidates = new Set<number>();
  forEachDeletion(letters, letters.length, true, allowed === 2, 0, (hash) => forEachFiled(index.words, hash, (id) => candidates.add(id)));
  return [...candidates].filter((id) => withinEdits(term, words[id]!, allowed)).sort((a, b) => a - b);
}

/**
 * Words longer than `term` whose first letters (as many as the term has) are within `allowed`
 * typos of it ("udaypu" begins "udaipur" with one), in the lexicon's order; `take` answers
 * whether to go on.
 */
export function forEachWordStartingWithin(index: TypoIndex, words: readonly string[], term: string, allowed: 1 | 2, take: (word: string) => boolean): void {
  const letters = lettersOf(term);
  const length = letters.length;
  const firsts = new Set<number>();
  forEachDeletion(letters, length, true, allowed === 2, length, (hash) => forEachFiled(index.starts, hash, (id) => firsts.add(id)));
  for (const first of [...firsts].sort((a, b) => a - b)) {
    const start = String.fromCodePoint(...lettersOf(words[first]!).slice(0, length));
    if (!withinEdits(term, start, allowed)) continue;
    for (let at = first; at < words.length && words[at]!.startsWith(start); at++) {
      if (!take(words[at]!)) return;
    }
  }
}
