/**
 * The pages anyone may open without signing in and that a search engine should know, besides
 * each active tour's own page (tour-slug.ts): the server lists them in sitemap.xml. Each is a
 * route of the web app (apps/web/src/lib/paths.ts; a unit test there checks they still exist).
 */
export const publicPagePaths = [
  '/',
  '/destinations',
  '/destinations/adventure',
  '/destinations/religious',
  '/destinations/historical',
  '/destinations/romantic',
  '/help',
  '/contact',
  '/cancellation-policy',
  '/terms',
  '/privacy',
] as const;

export const crawlerMessages = {
  noSuchSitemap: 'No such sitemap.',
} as const;
