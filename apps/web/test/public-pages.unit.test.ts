import { publicPagePaths } from '@yatrika/contract/public-pages';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths.ts';
import { publicTourHref } from '../src/lib/public-tour-href.ts';

/** Whether /a/b is an address of the pattern /a/:x. */
const matches = (pattern: string, address: string) => {
  const want = pattern.split('/');
  const got = address.split('/');
  return want.length === got.length && want.every((part, index) => part.startsWith(':') || part === got[index]);
};

// The sitemap lists these addresses by hand: each must still be a page of the web app.
describe("the sitemap's public pages", () => {
  it.each(publicPagePaths)('%s is a route of the web app', (address) => {
    expect(Object.values(paths).some((route) => matches(route.pattern, address))).toBe(true);
  });

  it("a tour's public address is a route too", () => {
    expect(matches(paths.publicTour.pattern, publicTourHref({ _id: 'id', title: 'Kedarnath Yatra' }))).toBe(true);
  });
});
