// The operator's changes to a booking (cancel with a refund choice, move, notes, history) in
// words, without zod, so the admin screens say exactly what the server says.
import { formatRupees } from './money.ts';
import { dayInWords } from './dates.ts';

export const NOTE_MAX = 1000;

/** How an operator's cancel refunds: everything paid, or what the cancellation policy gives back now. */
export const refundChoices = ['full', 'policy'] as const;
export type RefundChoice = (typeof refundChoices)[number];

export const operatorBookingMessages = {
  alreadyCancelled: 'This booking is already cancelled.',
  completedTrip: 'This trip has already taken place, so it cannot be changed.',
  refundChoiceInvalid: "Refund must be 'full' or 'policy'.",
  moved: (date: string, startTime?: string) => `Booking moved to ${dayInWords(date)}${startTime ? ` at ${startTime}` : ''}.`,
  sameDate: 'The booking is already on this date.',
  /** Another change (a cancel, a move, the minimum group's decision) reached the booking first. */
  changedMeanwhile: 'This booking changed while this change was being made. Look at it again and try once more.',
  movePastDate: 'A booking cannot be moved to a date in the past.',
  /** Asked of the operator when the server answers that the date is outside what travellers can book. */
  confirmOutsideSchedule: 'Travellers cannot book this date. Move the booking there anyway, as arranged with the traveller?',
  moveOutsideSchedule: 'Move it anyway',
  /** In the booking's history, after a move the operator confirmed outside the schedule. */
  movedOutsideSchedule: 'Outside the schedule, confirmed by the operator.',
  /** The history of a booking taken by phone on a date travellers cannot book. */
  bookedOutsideSchedule: 'Booked by phone outside the schedule, confirmed by the operator.',
  /** Asked of the operator taking a booking by phone on such a date. */
  confirmBookOutsideSchedule: 'Travellers cannot book this date. Take the booking anyway, as arranged with the traveller?',
  bookOutsideSchedule: 'Book it anyway',
  tourGone: 'This tour no longer exists, so the booking cannot be moved.',
  noteAdded: 'Note added.',
  noteRequired: 'Write a note first.',
  noteTooLong: `A note can be at most ${NOTE_MAX.toLocaleString('en-IN')} characters.`,
  /** The cancel dialog's line for each choice, before the operator confirms. */
  refundChoiceLine: (choice: RefundChoice, amount: number) =>
    choice === 'full' ? `Full refund: ${formatRupees(amount)}` : `By the cancellation policy: ${formatRupees(amount)}`,
  nothingPaid: 'Nothing was paid for this booking, so nothing is refunded.',
  /** After the cancel: what goes back to the traveller. */
  cancelledWithRefund: (amount: number) => (amount > 0 ? `Booking cancelled. ${formatRupees(amount)} is being refunded.` : 'Booking cancelled.'),
} as const;
