// How much one traveller (an account, and the client address it calls from) may hold and ask for,
// unless the server is configured otherwise: shared by the server's config and the web app's words.
// Why each number: docs/decisions/013-holds-that-cannot-be-hoarded.md.

/** Departures (a tour on a date) one account may hold seats on at once (MAX_HOLDS_PER_ACCOUNT). */
export const DEFAULT_MAX_HOLDS_PER_ACCOUNT = 3;
/** Seats one account may hold at once, across its departures (MAX_HELD_SEATS_PER_ACCOUNT). */
export const DEFAULT_MAX_HELD_SEATS_PER_ACCOUNT = 50;
/** Accounts created from one client address in an hour (SIGNUPS_PER_ADDRESS_PER_HOUR). */
export const DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR = 10;
/** Checkouts opened by one account in 15 minutes (CHECKOUTS_PER_ACCOUNT_PER_15_MINUTES). */
export const DEFAULT_CHECKOUTS_PER_ACCOUNT_PER_15_MINUTES = 30;
/**
 * Checkouts opened from one client address in 15 minutes, whatever the accounts
 * (CHECKOUTS_PER_ADDRESS_PER_15_MINUTES): higher than one account's, as a phone network or an
 * office puts many travellers behind one address.
 */
export const DEFAULT_CHECKOUTS_PER_ADDRESS_PER_15_MINUTES = 60;
