// The money model's known defects: each one names the invariants it breaks and, while it is listed in
// `knownDefects`, the model excuses exactly those invariants on the bookings that went through the
// defect's scenario (and nothing else). Fixing one means deleting its name from the list: the model is
// then strict about it. Delete the list (and `excuses`) once it is empty.
// The fixed examples of the same defects are in money-defects.test.ts.

export type Invariant =
  /** Per provider payment and per booking, the ledger never refunds more than it was paid. */
  | 'refundWithinPaid'
  /** The sandbox provider's captures and refunds are the ledger's (and the refunds of orders that bought nothing). */
  | 'sandboxEqualsLedger'
  /** A quote (cancel, party, date, withdrawal, account closing) says what the action then does. */
  | 'quoteEqualsAction'
  /** A refund is what the model expects: the policy's share of what is kept, or what was paid beyond the new total. */
  | 'refundAsModel'
  /** Traveller's changes never return more than cancelling at once would: refunded ≤ policy rate × paid. */
  | 'pathIndependence'
  /** Invoice − credit notes = the total of a running booking, what it kept once cancelled. */
  | 'invoicesMinusCreditNotesEqualKept'
  /** A booking's total is its party priced on its date, with a promo code only while it applies. */
  | 'totalAsPriced'
  /** A traveller cannot change a booking a reseller sold: refused with a sentence naming the reseller. */
  | 'resellerBookingsClosedToTravellers';

export const defectBreaks = {
  /** Issue defect 1: a smaller party or a cheaper date refunds part of an advance though a balance is still owed. */
  advanceRefundedWhileBalanceOwed: ['refundAsModel', 'invoicesMinusCreditNotesEqualKept'],
  /** Issue defect 2: cancelling an advance booking is quoted as the whole price (traveller, operator, withdrawal, account closing). */
  advanceCancelQuotedAsTotal: ['quoteEqualsAction'],
  /**
   * Issue defect 3: a booking paid by more than one payment (an advance and its balance, or a
   * difference), moved cheaper, is quoted and credited as if only its first payment could be refunded,
   * while the move refunds from every payment; the model finds the same for a smaller party and for
   * bookings paid in full with a difference paid later.
   */
  refundQuotedFromFirstPaymentOnly: ['quoteEqualsAction', 'invoicesMinusCreditNotesEqualKept'],
  /** Issue defect 4: what the policy keeps of people removed late is refunded again, by the policy, on a later cancel. */
  lateRemovalKeptLineRefundedAgain: ['pathIndependence'],
  /** Issue defect 5: a fixed promo code for parties of 3+ stays on a party cut below 3. */
  promoDiscountKeptBelowMinimum: ['totalAsPriced', 'refundAsModel'],
  /**
   * Issue defect 6: a traveller changes the party and date of a booking a reseller sold (in their account
   * because the reseller passed their email); they can also cancel it, and closing their account cancels it.
   */
  resellerBookingOpenToTravellerChanges: ['resellerBookingsClosedToTravellers'],
  /**
   * Found by this model, not one of the six: moving late to a cheaper date refunds the whole
   * difference, not the policy's share, so moving then cancelling returns more than cancelling at once.
   */
  lateCheaperMoveRefundedInFull: ['pathIndependence'],
  /**
   * Found by this model: the operator's smaller party on a booking still owing its balance lowers the
   * total (rightly refunding nothing) but issues no credit note, so the invoice still says the old total.
   */
  owedTotalCutWithoutCreditNote: ['invoicesMinusCreditNotesEqualKept'],
  /**
   * Found by this model: closing the account of a traveller whose email a reseller passed cancels the
   * reseller's booking (only the reseller or the operator should).
   */
  accountClosingCancelsResellerBooking: ['resellerBookingsClosedToTravellers'],
  /**
   * Documented, not one of the six: a total raised by a paid difference or money collected for a
   * larger party gets no supplementary invoice (decisions 033 "Left out" and 036 "Not done").
   */
  noSupplementaryInvoiceForRaisedTotal: ['invoicesMinusCreditNotesEqualKept'],
} satisfies Record<string, Invariant[]>;

export type Defect = keyof typeof defectBreaks;

/** Delete a name when its defect is fixed. The six and the others above pass since decision 040. */
export const knownDefects: Defect[] = [];

/** Whether a booking that went through `defects` is excused from `invariant` today. */
export const excuses = (defects: Iterable<Defect>, invariant: Invariant) =>
  [...defects].some((defect) => knownDefects.includes(defect) && (defectBreaks[defect] as Invariant[]).includes(invariant));
