/**
 * What other features (and app.ts) may use of tours: the one mapping from a row to the API's
 * tour, the rule (and lookup) for a tour travellers may see, the instance's catalogue caches and
 * the tour page's picture preload, and the public tour page's <head>. Only this folder writes the tours table.
 */
export { toTourResponse, type TourRow } from './tour-response.ts';
export { findVisibleTour, isVisibleTour } from './visible-tour.ts';
export { createTourCaches, type TourCaches } from './tour-caches.ts';
export { homeCoverPreload } from './picture-preload.ts';
export { travellerTourPage } from './tour-page-extras.ts';
export { publicTourHead, type PublicTourPageAnswer } from './public-tour-head.ts';
