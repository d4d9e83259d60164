/**
 * What other features may use of bookings: the packing guide reads a traveller's
 * confirmed booking and stores its guide on it. Only this folder writes the
 * bookings, payment_orders and webhook_events tables.
 */
export { findConfirmedBookingForGuide, storePackingList } from './packing-list.ts';
