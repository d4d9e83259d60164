import { categoryCover, categoryTileSizes, mediaSrcSet, mediaUrl } from '@yatrika/contract/media';
import { tourCategories } from '@yatrika/contract/tours';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/pagination.ts';
import { listTours } from './service.ts';
import type { TourCaches } from './tour-caches.ts';
import type { PageExtras } from '../../plugins/web-app.ts';

/** A high-priority preload of a picture with the srcset and sizes of the page's <img>, so the browser fetches the same file. */
export function imagePreload(image: string | null, sizes: string): string {
  const srcset = mediaSrcSet(image);
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(mediaUrl(image))}"${responsive} fetchpriority="high">`;
}

/**
 * The traveller home's first category tile (the largest paint on phones): the same tour the page
 * picks from its first page of tours (categoryCover, first category), announced in <head> so it
 * loads beside the scripts instead of after them and the home list.
 */
export function homeCoverPreload(db: Database, caches: TourCaches) {
  return async (): Promise<PageExtras> => {
    const cover = await caches.homeCover.get('first tile', async () => {
      const page = await listTours(db, {}, { limit: DEFAULT_PAGE_SIZE, cursor: undefined });
      return categoryCover(page.items, tourCategories[0]) ?? null;
    });
    return { tags: cover ? [imagePreload(cover.image, categoryTileSizes)] : [] };
  };
}
