import { mediaSrcSet, mediaUrl, tourPictureSizes } from '@yatrika/contract/media';
import type { Database } from '../../db/client.ts';
import type { TourCaches } from './tour-caches.ts';
import { findVisibleTour } from './visible-tour.ts';

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The tour page's largest picture, announced in the page's <head> so the browser fetches it
 * with the scripts instead of after them and the tour's API answer (the same srcset and sizes as
 * the page's <img>, so the browser picks the same file). From memory; nothing for a tour that
 * is not visible.
 */
export function tourPicturePreload(db: Database, caches: TourCaches) {
  return async ({ tourId = '' }: Record<string, string>): Promise<string[]> => {
    const tour = await caches.visible.get(tourId, () => findVisibleTour(db, tourId)).catch(() => undefined);
    if (!tour) return [];
    const srcset = mediaSrcSet(tour.image);
    const responsive = srcset ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(tourPictureSizes)}"` : '';
    return [`<link rel="preload" as="image" href="${attribute(mediaUrl(tour.image))}"${responsive} fetchpriority="high">`];
  };
}
