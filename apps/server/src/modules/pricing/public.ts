/**
 * What other modules may use of pricing: a tour's prices on a date, and on a range of dates in one
 * query, for the one price calculation (contract price-calculation.ts, decision 029) with the
 * operator's date prices applied (decision 031). The checkout's quote, the operator's party change
 * and the availability answer all read prices through here.
 */
export { pricesOnDate, pricesOnDates, type PricedTour } from './prices-on-date.ts';
