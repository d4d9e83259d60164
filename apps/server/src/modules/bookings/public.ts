/**
 * What other features may use of bookings: the packing guide reads a traveller's
 * confirmed booking and stores its guide on it; the tour lists ask which tours
 * cannot be booked on a date. Only this folder writes the bookings,
 * payment_orders and webhook_events tables.
 */
export { findConfirmedBookingForGuide, storePackingList } from './packing-list.ts';
export { dateAvailability, type DateAvailability } from './departures/unbookable-tours.ts';
