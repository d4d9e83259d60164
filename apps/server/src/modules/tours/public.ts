/**
 * What other features may use of tours: the one mapping from a row to the API's
 * tour, and the rule (and lookup) for a tour travellers may see. Only this folder
 * writes the tours table.
 */
export { toTourResponse, type TourRow } from './tour-response.ts';
export { findVisibleTour, isVisibleTour } from './visible-tour.ts';
