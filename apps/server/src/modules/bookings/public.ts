/**
 * What other modules may use of bookings, which own the `bookings` and `booking_events` tables: a
 * booking's life. Made from a paid order (checkout) or by a reseller (octo), quoted first, accepted
 * and cancelled (by its traveller or the operator here; a reseller's, a closing account's and a
 * withdrawn tour's or traveller's through these commands), read as its traveller and the operator
 * see it, searched, and the answers its traveller gave. A booking's plan is changed by
 * plan-changes, which writes the row and its history only through `applyBookingChange` and
 * `recordBookingEvent`; the packing guide stores its guide through `storePackingList`.
 */
export { defaultBookingRules, type BookingRules } from './settings.ts';
export { cancellationPolicyDataTag } from './policy-routes.ts';
export { quoteBooking } from './quote.ts';
export { bookPaidOrder, type MarkOrderBooked } from './paid-booking.ts';
export { cancelResellerBooking, insertResellerBooking } from './reseller-bookings.ts';
export { cancelBookingsOfClosingAccount, hasFutureBookings, quoteAccountClosing } from './account-closing.ts';
export { cancelWithdrawnBookings, quoteWithdrawal } from './withdrawal.ts';
export { getMyBooking } from './service.ts';
export { moveBookingsToTraveller } from './traveller-merge.ts';
export { findAdminBooking } from './admin-service.ts';
export { travellerAnswers } from './traveller-answers.ts';
export { accountSearchIds, bookingSearchIds } from './search.ts';
export { findConfirmedBookingForGuide, storePackingList } from './packing-list.ts';
// Reviews ask whether their author travelled: a departure of the tour that passed, not cancelled.
export { latestTripTaken } from './trips-taken.ts';

// Writing a change plan-changes has decided, and what it checks first: a booking still to come, not sold by a reseller.
export { applyBookingChange } from './changes.ts';
export { recordBookingEvent, type Operator } from './events.ts';
export { auditBookingChange, bookingFacts } from './audit.ts';
export { isToCome, refuseSettled } from './operator-cancel.ts';
export { refuseResold } from './resold.ts';


// The job that cancels bookings whose balance lapsed (decision 035), run by the job runner and by tests.
export { lapseUnpaidBalances } from './balance-lapse.ts';

// Its answer as the API gives it, and its row.
export { toBookingResponse, type BookingRow } from './booking-response.ts';
