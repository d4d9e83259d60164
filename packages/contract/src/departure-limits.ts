// The limits and defaults of tours' departures, shared by the server's checks and config and the
// web app's forms and calendar.

export const DEFAULT_TOUR_CAPACITY = 20;
export const MAX_TOUR_CAPACITY = 500;
export const DEFAULT_DURATION_DAYS = 1;
export const MAX_DURATION_DAYS = 60;
/** How many days the public availability answers at most, and by default. */
export const MAX_AVAILABILITY_DAYS = 120;
export const DEFAULT_AVAILABILITY_DAYS = 60;
/** The operator's manifest spans at most this many days (a quarter), the next 14 by default. */
export const MAX_MANIFEST_DAYS = 92;
export const DEFAULT_MANIFEST_DAYS = 14;
/** Minutes a checkout holds its seats unless the server is configured otherwise (HOLD_MINUTES). */
export const DEFAULT_HOLD_MINUTES = 15;
