import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routePreloads } from '../scripts/post-build.mjs';
import { categoryCopy, categoryKeys } from '../src/features/catalogue/category-copy.ts';
import { paths } from '../src/lib/paths.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The build's table of early fetches names addresses and files by hand: it must follow renames.
describe('the route preloads written after the build', () => {
  it.each(routePreloads.map((entry) => [entry.pattern, entry]))('%s is a route, its page and pictures exist', (_pattern, entry) => {
    expect(Object.values(paths).map((route) => route.pattern)).toContain(entry.pattern);
    expect(existsSync(path.join(webRoot, entry.page))).toBe(true);
    for (const image of entry.images) expect(existsSync(path.join(webRoot, 'public', image))).toBe(true);
  });

  it("preloads Destinations' first category tile, the picture its page paints first", () => {
    const destinations = routePreloads.find((entry) => entry.pattern === paths.destinations.pattern);
    expect(destinations?.images).toEqual([categoryCopy[categoryKeys[0]].image.small]);
  });
});
