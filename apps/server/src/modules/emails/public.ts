/**
 * What other modules use of email: `queueEmail` in the transaction of the change that causes a
 * message, with the data its template needs. Only this folder writes the `emails` table.
 */
export { OPERATOR_RECIPIENT, queueEmail, type EmailToQueue } from './queue.ts';
/** How many messages wait and how many failed for good (the instance's metrics). */
export { outboxState, type OutboxState } from './outbox-state.ts';
export type { BookingFacts } from './templates/booking-facts.tsx';
/** A booking as its emails describe it, and where they go. */
export { bookingFacts, tourDetailsColumns, tourDetailsOf, travellerAddress, type TourDetails } from './booking-facts-of.ts';
export type { EmailDataOf, EmailKind } from './templates/catalogue.ts';
