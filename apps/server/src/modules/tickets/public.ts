/**
 * What other modules may use of tickets (writes no table; its signing key lives in `settings`).
 * Check-in verifies scanned codes and names how a booking stands for money; the email sender
 * puts the QR code, the calendar file and links to the ticket in its messages.
 */
export { ticketCodeFor, verifyTicketCode } from './ticket-code.ts';
export { qrPng } from './qr-image.ts';
export { tripCalendarFile, type CalendarTrip } from './calendar-entry.ts';
export { bookingCalendarFile, bookingGoogleCalendarLink } from './ticket.ts';
export { paymentStateOf, type BookingMoney } from './payment-state.ts';
export { balanceOwed, type BalanceOwed } from './balance-owed.ts';
export { ticketPagePath } from '@yatrika/contract/tickets';
