// The figures of the waiting list for sold-out departures (decision 037), shared by the server's
// config and the words both apps show.

/** How long an offer keeps its seats unless the server is configured otherwise (WAITLIST_OFFER_HOURS). */
export const DEFAULT_WAITLIST_OFFER_HOURS = 12;
/** The longest an offer may be configured to hold seats: a sold-out date should not sit held for days. */
export const MAX_WAITLIST_OFFER_HOURS = 72;
/**
 * Departures one account may wait for at once: a waiting list costs nothing to join, and each
 * entry may become a hold of several hours, so one account cannot queue for a whole season.
 */
export const MAX_WAITLIST_ENTRIES_PER_ACCOUNT = 5;
