import { publicPagePaths } from '@yatrika/contract/public-pages';
import { publicTourPath } from '@yatrika/contract/public-tour-page';
import { and, asc, count, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { escapeHtml } from '../../lib/html.ts';
import { isVisibleTour } from '../tours/public.ts';

/** The sitemap protocol's limit of addresses in one file (sitemaps.org); over it the site's sitemap becomes an index. */
export const URLS_PER_SITEMAP = 50_000;

/** Tours read per query while a sitemap is written: the answer streams, so memory stays one batch whatever the catalogue. */
const BATCH = 5_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/** How the site's addresses split into files: one urlset, or an index of the pages' file and N files of tours. */
export interface SitemapPlan {
  tourFiles: number;
  /** True when everything fits in one file, which is then /sitemap.xml itself. */
  single: boolean;
}

export async function sitemapPlan(db: Database): Promise<SitemapPlan> {
  const [row] = await db.select({ tours: count() }).from(tours).where(isVisibleTour);
  const tourCount = row?.tours ?? 0;
  return { tourFiles: Math.ceil(tourCount / URLS_PER_SITEMAP), single: tourCount + publicPagePaths.length <= URLS_PER_SITEMAP };
}

/** The public pages (landing, Destinations, categories, help and policies). */
function* pageEntries(publicUrl: string) {
  for (const path of publicPagePaths) yield urlEntry(`${publicUrl}${path === '/' ? '/' : path}`);
}

/**
 * Active tours in id order, from the `skip`th on, at most `limit` of them, read a batch at a time
 * by keyset (each batch starts after the last id of the one before), so the 100,000th tour costs
 * what the first does.
 */
async function* tourEntries(db: Database, publicUrl: string, skip: number, limit: number) {
  let after: string | undefined;
  if (skip > 0) {
    const [last] = await db.select({ id: tours.id }).from(tours).where(isVisibleTour).orderBy(asc(tours.id)).offset(skip - 1).limit(1);
    if (!last) return;
    after = last.id;
  }
  let left = limit;
  while (left > 0) {
    const rows = await db
      .select({ id: tours.id, title: tours.title, updatedAt: tours.updatedAt })
      .from(tours)
      .where(after === undefined ? isVisibleTour : and(isVisibleTour, gt(tours.id, after)))
      .orderBy(asc(tours.id))
      .limit(Math.min(BATCH, left));
    if (rows.length === 0) return;
    // One chunk per batch: thousands of small writes would cost more than the strings.
    yield rows.map((row) => urlEntry(`${publicUrl}${publicTourPath({ _id: row.id, title: row.title })}`, row.updatedAt)).join('');
    left -= rows.length;
    after = rows.at(-1)!.id;
    if (rows.length < BATCH) return;
  }
}

/** /sitemap.xml when everything fits in one file: the public pages, then every active tour. */
export async function* singleSitemap(db: Database, publicUrl: string) {
  yield URLSET_OPEN;
  yield* pageEntries(publicUrl);
  yield* tourEntries(db, publicUrl, 0, URLS_PER_SITEMAP);
  yield URLSET_CLOSE;
}

/** /sitemap.xml over the limit: an index of /sitemaps/pages.xml and /sitemaps/tours-N.xml. */
export function sitemapIndex(publicUrl: string, plan: SitemapPlan): string {
  const files = ['/sitemaps/pages.xml', ...Array.from({ length: plan.tourFiles }, (_, index) => `/sitemaps/tours-${index + 1}.xml`)];
  const entries = files.map((file) => `<sitemap><loc>${escapeHtml(`${publicUrl}${file}`)}</loc></sitemap>\n`).join('');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** /sitemaps/pages.xml: the public pages alone. */
export function pagesSitemap(publicUrl: string): string {
  return `${URLSET_OPEN}${[...pageEntries(publicUrl)].join('')}${URLSET_CLOSE}`;
}

/** /sitemaps/tours-N.xml: the Nth run of URLS_PER_SITEMAP active tours (from 1). */
export async function* toursSitemap(db: Database, publicUrl: string, file: number) {
  yield URLSET_OPEN;
  yield* tourEntries(db, publicUrl, (file - 1) * URLS_PER_SITEMAP, URLS_PER_SITEMAP);
  yield URLSET_CLOSE;
}
