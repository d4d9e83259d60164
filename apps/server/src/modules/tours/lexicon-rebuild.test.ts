import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database.ts';
import { insertTour } from '../../../test/support/tours.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { isVisibleTour } from './visible-tour.ts';
import { wordSearch } from './word-search.ts';
import type { Lexicon } from './search/lexicon.ts';
import { LexiconKeeper, type LexiconSource } from './search/lexicon-keeper.ts';
import { lexiconSource } from './search/lexicon-source.ts';

// Searches go on with the lexicon in hand while the next one is built (decision 052), on both databases.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const failed = (error: unknown) => {
  throw error;
};

/** The catalogue's lexicon source, with builds that wait until the test opens the gate. */
function heldBuilds(source: LexiconSource) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held: LexiconSource = { build: () => gate.then(() => source.build()), addRecent: (lexicon) => source.addRecent(lexicon) };
  return { held, open };
}

describe('the lexicon while it is rebuilt', () => {
  it('answers a search during a rebuild from the previous lexicon, and from the new one once it is built', async () => {
    const db = handle.db;
    const tag = `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const found = async (lexicon: Lexicon, query: string) =>
      (await wordSearch(db, lexicon, `${query} ${tag}`, { all: isVisibleTour, onlyVisible: true }, undefined, { limit: 50, cursor: undefined })).rows.map((row) => row.id);
    const jaipur = await insertTour(db, { title: 'Forts and Palaces', location: 'Jaipur, Rajasthan', description: `A tour ${tag}.` });
    let now = 0;
    const keeper = new LexiconKeeper({ maxAgeMs: 60_000, now: () => now });
    const source = lexiconSource(db);
    const previous = await keeper.get(source, failed);
    expect(await found(previous, 'jaipr')).toEqual([jaipur.id]);

    // A tour this instance did not hear of, and a lexicon old enough to be built again.
    const zanskar = await insertTour(db, { title: 'Frozen River Walk', location: 'Zanskar, Ladakh', description: `A tour ${tag}.` });
    now = 60_000;
    const { held, open } = heldBuilds(source);
    // Answered at once (the build is held until the gate opens), with the lexicon in hand.
    const during = await keeper.get(held, failed);
    expect(keeper.rebuilding).toBe(true);
    expect(during).toBe(previous);
    expect(await found(during, 'jaipr')).toEqual([jaipur.id]);
    expect(await found(during, 'zanskr'), 'a typo of a word the previous lexicon does not hold').toEqual([]);
    expect(await found(during, 'zanskar'), 'the word itself, which the database matches').toEqual([zanskar.id]);

    open();
    while (keeper.rebuilding) await new Promise((resolve) => setTimeout(resolve, 5));
    const rebuilt = await keeper.get(held, failed);
    expect(rebuilt).not.toBe(previous);
    expect(await found(rebuilt, 'zanskr')).toEqual([zanskar.id]);
  });

  it('after a change it has heard of, finds the new words at once, without a rebuild', async () => {
    const db = handle.db;
    const tag = `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const keeper = new LexiconKeeper({ maxAgeMs: 60_000 });
    const source = lexiconSource(db);
    await keeper.get(source, failed);
    const munnar = await insertTour(db, { title: 'Tea Gardens', location: 'Munnar, Kerala', description: `A tour ${tag}.` });
    keeper.changed();
    const { held } = heldBuilds(source);
    const lexicon = await keeper.get(held, failed);
    expect(keeper.rebuilding).toBe(false);
    expect(lexicon.recent).toContain('munnar');
    const ids = (await wordSearch(db, lexicon, `munar ${tag}`, { all: isVisibleTour, onlyVisible: true }, undefined, { limit: 50, cursor: undefined })).rows.map((row) => row.id);
    expect(ids).toEqual([munnar.id]);
  });
});
