import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateMatchRules, stateOfLocation } from './indian-states.ts';

describe('stateOfLocation', () => {
  it.each([
    ['Rishikesh, Uttarakhand', 'Uttarakhand'],
    ['Sohra (Cherrapunji), Meghalaya', 'Meghalaya'],
    ['Havelock Island, Andaman and Nicobar Islands', 'Andaman and Nicobar Islands'],
    ['Daman, Dadra and Nagar Haveli and Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Srinagar, Jammu & Kashmir', 'Jammu and Kashmir'],
    ['Gulmarg, Kashmir', 'Jammu and Kashmir'],
    ['Puri, Orissa', 'Odisha'],
    ['Munnar', 'Kerala'],
    ['Leh Palace Walk, Rajasthan', 'Rajasthan'],
    ['NEW DELHI', 'Delhi'],
    ['Goa', 'Goa'],
    ['Goalpara Town', null],
    ['Atlantis', null],
    ['', null],
  ])('%j is in %j', (location, state) => {
    expect(stateOfLocation(location)).toBe(state);
  });

  it('is the rule the migration backfilled existing tours with: the same rows, in the same order', () => {
    // Found by name, not number: migrations are renumbered when branches meet.
    const folder = new URL('../../../apps/server/src/db/migrations/', import.meta.url);
    const file = readdirSync(folder).find((name) => name.endsWith('_tour_ratings_and_discovery.sql'))!;
    const migration = readFileSync(new URL(file, folder), 'utf8');
    const rows = [...migration.matchAll(/^ {2}\('([^']+)', '([^']+)', (\d)\),?$/gm)].map(([, pattern, state, tier]) => ({ pattern, state, tier: Number(tier) }));
    expect(rows).toEqual(stateMatchRules);
  });
});
