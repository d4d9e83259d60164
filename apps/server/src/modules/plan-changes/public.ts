/**
 * What other modules may use of plan-changes, which changes a booking's plan after it is made: its
 * date and start time (the operator's move, the traveller's own), its party (the operator's, with
 * its refunds and collections; the traveller's own) and, paid through checkout, the difference a
 * dearer change costs or the balance of a booking paid by advance (decisions 016, 023, 035, 036).
 * It writes no table of its own: the booking's row and history are written through
 * `bookings/public.ts` (`applyBookingChange`, `recordBookingEvent`), the seats through departures'.
 * Checkout settles a paid order toward a booking through `applyPaidTopUp`.
 */
export { applyPaidTopUp } from './top-up.ts';
export { TopUpRefusal } from './top-up-types.ts';
