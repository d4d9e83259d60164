import { describe, expect, it } from 'vitest';
import { buildLexicon, type Lexicon } from './lexicon.ts';
import { LexiconKeeper, type LexiconSource } from './lexicon-keeper.ts';

/** A source whose builds wait until the test lets them finish, and which counts what it was asked. */
function heldSource(recent: () => string[] | undefined) {
  const builds: Array<{ finish: () => void }> = [];
  let words = ['jaipur'];
  const source: LexiconSource = {
    build() {
      const now = [...words];
      return new Promise<Lexicon>((resolve) => builds.push({ finish: () => void buildLexicon(now).then(resolve) }));
    },
    async addRecent(lexicon) {
      const added = recent();
      return added && { ...lexicon, recent: [...lexicon.recent, ...added] };
    },
  };
  return { source, builds, setWords: (next: string[]) => (words = next) };
}

const noError = (error: unknown) => {
  throw error;
};

describe('the lexicon keeper', () => {
  it('answers every search after the first build with the lexicon in hand while the next one is built', async () => {
    let now = 0;
    const keeper = new LexiconKeeper({ maxAgeMs: 1000, now: () => now });
    const held = heldSource(() => []);
    const first = keeper.get(held.source, noError);
    held.builds[0]!.finish();
    const built = await first;
    expect(built.words).toEqual(['jaipur']);

    now = 1000; // old enough to rebuild
    held.setWords(['jaipur', 'udaipur']);
    expect(await keeper.get(held.source, noError)).toBe(built);
    expect(keeper.rebuilding).toBe(true);
    expect(held.builds).toHaveLength(2);
    // More searches while it builds: the same lexicon, and still one build.
    expect(await keeper.get(held.source, noError)).toBe(built);
    expect(held.builds).toHaveLength(2);

    held.builds[1]!.finish();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await keeper.get(held.source, noError)).words).toEqual(['jaipur', 'udaipur']);
    expect(keeper.rebuilding).toBe(false);
  });

  it('after a change, adds the words added since instead of building again', async () => {
    const keeper = new LexiconKeeper({ maxAgeMs: 60_000, now: () => 0 });
    let added: string[] | undefined = ['zanskar'];
    const held = heldSource(() => added);
    const first = keeper.get(held.source, noError);
    held.builds[0]!.finish();
    await first;
    keeper.changed();
    expect((await keeper.get(held.source, noError)).recent).toEqual(['zanskar']);
    expect(held.builds).toHaveLength(1);

    // Too many new words (an import): a new build behind the scenes, the lexicon in hand meanwhile.
    added = undefined;
    keeper.changed();
    expect((await keeper.get(held.source, noError)).recent).toEqual(['zanskar']);
    expect(keeper.rebuilding).toBe(true);
    expect(held.builds).toHaveLength(2);
  });
});
