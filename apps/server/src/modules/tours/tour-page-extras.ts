import { TOUR_DATA_ID } from '@yatrika/contract/public-tour-page';
import { tourPictureSizes } from '@yatrika/contract/media';
import type { Tour } from '@yatrika/contract/tours';
import type { Database } from '../../db/client.ts';
import { jsonForScript } from '../../lib/html.ts';
import type { PageExtras } from '../../plugins/web-app.ts';
import { imagePreload } from './picture-preload.ts';
import { tourFirstScreen, type TourPageNav } from './public-tour-first-screen.ts';
import type { TourCaches } from './tour-caches.ts';
import { toTourResponse } from './tour-response.ts';
import { findVisibleTour } from './visible-tour.ts';

/**
 * What both tour pages, public and the traveller's, add to the web app's HTML: the tour's answer
 * (as GET /api/routes/tours/{id} and /api/user/tours/{id} give it) in a data block, so the app
 * shows the tour at once instead of asking for it after its scripts have run; its largest picture
 * preloaded with the srcset and sizes of the page's <img>, so the browser fetches the same file
 * beside the scripts; `sentWithPage` (the cancellation policy's answer, which the first screen
 * states); and the first screen itself as plain HTML.
 */
export function tourPageExtras(tour: Tour, nav: TourPageNav, sentWithPage: string[]): Required<PageExtras> {
  return {
    tags: [`<script type="application/json" id="${TOUR_DATA_ID}">${jsonForScript(tour)}</script>`, imagePreload(tour.image, tourPictureSizes), ...sentWithPage],
    firstScreen: tourFirstScreen(tour, nav),
  };
}

/** The traveller's tour page (`/dashboard/booknow/{id}`): the tour page's extras, from memory; nothing for a tour that is not visible. */
export function travellerTourPage(db: Database, caches: TourCaches, sentWithPage: string[] = []) {
  return async ({ tourId = '' }: Record<string, string>): Promise<PageExtras> => {
    const row = await caches.visible.get(tourId, () => findVisibleTour(db, tourId)).catch(() => undefined);
    return row ? tourPageExtras(toTourResponse(row), 'traveller', sentWithPage) : { tags: [] };
  };
}
