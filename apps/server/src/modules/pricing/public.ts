/**
 * What other modules may use of pricing: a tour's prices on a date, for the one price calculation
 * (contract price-calculation.ts, decision 029). The checkout's quote, the operator's party change
 * and the availability answer all read prices through here.
 */
export { pricesOnDate, type PricedTour } from './prices-on-date.ts';
