// The limits of a booking request and the default booking horizon, without zod, shared by the
// server's schema and config and the web app's booking form.

export const FULL_NAME_MAX = 120;
export const PHONE_MAX = 20;
export const MAX_PEOPLE = 50;
/** A booking's contact phone: digits, spaces and dashes, optionally a leading +. */
export const BOOKING_PHONE_PATTERN = /^\+?[\d\s-]{7,20}$/;
/** How far ahead a trip may be booked unless the server is configured otherwise (BOOKING_HORIZON_DAYS). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 365;
