/** Fewest characters of a reference, or digits of a phone, that are searched for as such (shorter matches too much). */
export const MIN_REFERENCE_PART = 4;
export const MIN_PHONE_PART = 4;
/** Longest search text accepted. */
export const MAX_ADMIN_SEARCH = 100;
