import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { bookings } from '../../../src/db/schema/bookings.ts';
import { octoBookings } from '../../../src/db/schema/octo.ts';
import { paymentOrders } from '../../../src/db/schema/payments.ts';
import { seatsLeftOn, seatsTakenOn } from '../departures.ts';
import { ALL_CAPABILITIES, guest, octo, reservationOf, reserved } from '../octo.ts';
import { reconcileDeps, runAt } from '../reconciliation.ts';
import { bookingRow, booksOf, type BookingBooks } from './books.ts';
import { checkInvariants } from './invariants.ts';
import { knownDefects } from './known-defects.ts';
import * as api from './money-api.ts';
import {
  CAPACITY,
  CODE,
  POLICY,
  TOURS,
  TRAVELLERS,
  dateKeys,
  dateOf,
  holds,
  isLate,
  lateNow,
  pickOf,
  pricePaise,
  sameClass,
  unitPaiseOn,
  type DateKey,
  type Model,
  type ModelBooking,
  type Real,
} from './world.ts';

// The operations of the money model, one command each (fast-check's model-based testing: `check` says
// whether the model allows it, `run` does it through the API, compares each quote with what the action
// then did, updates the model and checks every invariant). Commands hold no state of their own: a
// booking is chosen at run time as the `pick`-th of those the operation applies to.

type MoneyCommand = fc.AsyncCommand<Model, Real>;

const rate = (booking: ModelBooking) => (lateNow(booking) ? POLICY.lateCancellationRefundPercent : 100);
const policyShare = (booking: ModelBooking, paise: number) => Math.floor((paise * rate(booking)) / 100);
const kept = (books: BookingBooks) => books.paidPaise - books.refundedPaise;
const paise = (rupees: number) => Math.round(rupees * 100);

const running = (m: Model) => m.bookings.filter((booking) => booking.status === 'running' && !m.tourBanned[booking.tour]);
/** What the traveller may change or cancel from their account: their own bookings, and (once defect 6 is fixed) a reseller's in their account to see refused. */
const travellersOwn = (m: Model, includeResold = false) =>
  running(m).filter(
    (booking) => booking.traveller !== null && !m.accountClosed[booking.traveller] && (booking.seller === 'yatrika' || (includeResold && !knownDefects.includes('resellerBookingOpenToTravellerChanges'))),
  );

/** A booking made and paid through the checkout: in full or by advance, with the run's code or none. */
class Book implements MoneyCommand {
  constructor(
    readonly tour: number,
    readonly date: DateKey,
    readonly people: number,
    readonly traveller: number,
    readonly advance: boolean,
    readonly code: boolean,
  ) {}
  check = (m: Readonly<Model>) => !m.tourBanned[this.tour] && !m.accountClosed[this.traveller];
  async run(m: Model, r: Real) {
    const who = r.travellers[this.traveller]!;
    const order = await api.openBookingOrder(r.t.app, who, { tourId: r.tours[this.tour]!.id, date: dateOf(this.date), people: this.people, advance: this.advance, promoCode: this.code ? r.code : undefined });
    expect(order.statusCode, order.body).toBeLessThan(500);
    if (order.statusCode === 200) {
      r.orderIds.add(order.json().order.id);
      const verified = await api.payOrder(r.t.app, who, order.json().order.id);
      expect(verified.statusCode, verified.body).toBe(200);
      const id = verified.json().booking._id as string;
      const receipt = await api.receipt(r.t.app, who, id);
      const booking: ModelBooking = {
        id,
        seller: 'yatrika',
        traveller: this.traveller,
        tour: this.tour,
        date: this.date,
        people: this.people,
        unitPaise: unitPaiseOn[this.date],
        code: this.code,
        advance: this.advance && receipt.amountDue > 0,
        owes: receipt.amountDue > 0,
        paidInParts: false,
        status: 'running',
        expectedTotalPaise: pricePaise(unitPaiseOn[this.date], this.people, this.code),
        byOperator: false,
        defects: new Set(),
      };
      m.bookings.push(booking);
    } else if (this.code) {
      // A code refused says why in a sentence (below its minimum party, or used up).
      expect(order.json().message).toEqual(expect.any(String));
    }
    await checkInvariants(m, r);
  }
  toString = () => `Book(tour ${this.tour}, ${this.date}, ${this.people} people, traveller ${this.traveller}${this.advance ? ', advance' : ''}${this.code ? ', code' : ''})`;
}

class PayBalance implements MoneyCommand {
  constructor(readonly pick: number) {}
  candidates = (m: Readonly<Model>) => travellersOwn(m as Model).filter((booking) => booking.owes);
  check = (m: Readonly<Model>) => this.candidates(m).length > 0;
  async run(m: Model, r: Real) {
    const booking = pickOf(this.candidates(m), this.pick)!;
    const who = r.travellers[booking.traveller!]!;
    const due = (await api.receipt(r.t.app, who, booking.id)).amountDue;
    const opened = await api.openBalance(r.t.app, who, booking.id);
    expect(opened.statusCode, opened.body).toBe(200);
    r.orderIds.add(opened.json().order.id);
    // The balance asked is the amount the receipt says is due.
    holds(booking, 'quoteEqualsAction', () => expect(opened.json().order.amount).toBe(paise(due)));
    const verified = await api.payOrder(r.t.app, who, opened.json().order.id);
    expect(verified.statusCode, verified.body).toBe(200);
    booking.owes = false;
    booking.paidInParts = true;
    await checkInvariants(m, r);
  }
  toString = () => `PayBalance(${this.pick})`;
}

/** The traveller changes their party: quoted, then done, the difference paid (or left unpaid, holding its seats). */
class TravellerParty implements MoneyCommand {
  constructor(
    readonly pick: number,
    readonly people: number,
    readonly pay: boolean,
  ) {}
  candidates = (m: Readonly<Model>) => travellersOwn(m as Model, true);
  check = (m: Readonly<Model>) => this.candidates(m).length > 0;
  async run(m: Model, r: Real) {
    const booking = pickOf(this.candidates(m), this.pick)!;
    const who = r.travellers[booking.traveller!]!;
    const to = this.people === booking.people ? booking.people + 1 : this.people;
    if (booking.seller === 'reseller') return refusedForReseller(m, r, booking, [api.travellerPartyQuote(r.t.app, who, booking.id, to), api.travellerParty(r.t.app, who, booking.id, to)]);

    const before = await booksOf(r.t.db, booking.id);
    const quote = await api.travellerPartyQuote(r.t.app, who, booking.id, to);
    const change = await api.travellerParty(r.t.app, who, booking.id, to);
    expect(quote.statusCode, quote.body).toBeLessThan(500);
    expect(change.statusCode, change.body).toBeLessThan(500);
    if (change.statusCode !== 200) return checkInvariants(m, r);
    const settlement = quote.json().settlement as { kind: string; amount: number };
    const reduced = to < booking.people;
    if (booking.owes && reduced) booking.defects.add('advanceRefundedWhileBalanceOwed');
    if (booking.paidInParts && reduced) booking.defects.add('refundQuotedFromFirstPaymentOnly');
    if (booking.code && booking.people >= CODE.minPeople && to < CODE.minPeople) booking.defects.add('promoDiscountKeptBelowMinimum');
    if (lateNow(booking) && reduced) booking.defects.add('lateRemovalKeptLineRefundedAgain');
    if (!reduced) booking.defects.add('noSupplementaryInvoiceForRaisedTotal');
    const newTotal = booking.expectedTotalPaise === null ? null : pricePaise(booking.unitPaise, to, booking.code);

    if (change.json().status === 'awaiting_payment') {
      const order = change.json().order as { id: string; amount: number };
      r.orderIds.add(order.id);
      holds(booking, 'quoteEqualsAction', () => expect([settlement.kind, paise(settlement.amount)]).toEqual(['pay', order.amount]));
      if (!this.pay) return checkInvariants(m, r);
      const verified = await api.payOrder(r.t.app, who, order.id);
      expect(verified.statusCode, verified.body).toBe(200);
      booking.paidInParts = true;
    } else {
      const after = await booksOf(r.t.db, booking.id);
      const refunded = after.refundedPaise - before.refundedPaise;
      holds(booking, 'quoteEqualsAction', () => expect(refunded).toBe(settlement.kind === 'refund' ? paise(settlement.amount) : 0));
      // Early, what was paid beyond the new total comes back, and nothing else.
      if (!lateNow(booking) && newTotal !== null) holds(booking, 'refundAsModel', () => expect(refunded).toBe(Math.max(0, kept(before) - newTotal)));
    }
    booking.people = to;
    booking.expectedTotalPaise = lateNow(booking) && reduced ? null : newTotal;
    if (lateNow(booking) && reduced) booking.penaltyKept = true;
    booking.owes = (await api.receipt(r.t.app, who, booking.id)).amountDue > 0;
    await checkInvariants(m, r);
  }
  toString = () => `TravellerParty(${this.pick}, to ${this.people}${this.pay ? '' : ', left unpaid'})`;
}

/** The traveller moves to another date of the same class (dearer, cheaper or the same price). */
class Reschedule implements MoneyCommand {
  constructor(
    readonly pick: number,
    readonly to: number,
    readonly pay: boolean,
  ) {}
  candidates = (m: Readonly<Model>) => travellersOwn(m as Model, true);
  check = (m: Readonly<Model>) => this.candidates(m).length > 0;
  async run(m: Model, r: Real) {
    const booking = pickOf(this.candidates(m), this.pick)!;
    const who = r.travellers[booking.traveller!]!;
    // Within its class, or from late to early: the move that would make a late cancel free again without decision 042.
    const targets = dateKeys.filter((key) => key !== booking.date && (sameClass(key, booking.date) || isLate(booking.date)));
    const to = targets[this.to % targets.length]!;
    if (booking.seller === 'reseller') return refusedForReseller(m, r, booking, [api.rescheduleQuote(r.t.app, who, booking.id, dateOf(to)), api.reschedule(r.t.app, who, booking.id, dateOf(to))]);

    const before = await booksOf(r.t.db, booking.id);
    const quote = await api.rescheduleQuote(r.t.app, who, booking.id, dateOf(to));
    const move = await api.reschedule(r.t.app, who, booking.id, dateOf(to));
    expect(quote.statusCode, quote.body).toBeLessThan(500);
    expect(move.statusCode, move.body).toBeLessThan(500);
    if (move.statusCode !== 200) return checkInvariants(m, r);
    const settlement = quote.json().settlement as { kind: string; amount: number };
    const cheaper = unitPaiseOn[to] < booking.unitPaise;
    if (booking.owes && cheaper) booking.defects.add('advanceRefundedWhileBalanceOwed');
    if (booking.paidInParts && cheaper) booking.defects.add('refundQuotedFromFirstPaymentOnly');
    const lateBefore = lateNow(booking);
    if (lateBefore && cheaper) booking.defects.add('lateCheaperMoveRefundedInFull');
    if (unitPaiseOn[to] > booking.unitPaise) booking.defects.add('noSupplementaryInvoiceForRaisedTotal');
    const newTotal = booking.expectedTotalPaise === null ? null : pricePaise(unitPaiseOn[to], booking.people, booking.code);

    if (move.json().status === 'awaiting_payment') {
      const order = move.json().order as { id: string; amount: number };
      r.orderIds.add(order.id);
      holds(booking, 'quoteEqualsAction', () => expect([settlement.kind, paise(settlement.amount)]).toEqual(['pay', order.amount]));
      if (!this.pay) return checkInvariants(m, r);
      const verified = await api.payOrder(r.t.app, who, order.id);
      expect(verified.statusCode, verified.body).toBe(200);
      booking.paidInParts = true;
    } else {
      const after = await booksOf(r.t.db, booking.id);
      const refunded = after.refundedPaise - before.refundedPaise;
      holds(booking, 'quoteEqualsAction', () => expect(refunded).toBe(settlement.kind === 'refund' ? paise(settlement.amount) : 0));
      // What was paid beyond the new total comes back; late, the policy's share of it (the rest kept as a line).
      if (newTotal !== null) holds(booking, 'refundAsModel', () => expect(refunded).toBe(policyShare(booking, Math.max(0, kept(before) - newTotal))));
    }
    booking.date = to;
    booking.unitPaise = unitPaiseOn[to];
    booking.expectedTotalPaise = lateBefore && cheaper ? null : newTotal;
    if (lateBefore && cheaper) booking.penaltyKept = true;
    if (lateBefore) booking.lateTerms = true;
    booking.owes = (await api.receipt(r.t.app, who, booking.id)).amountDue > 0;
    await checkInvariants(m, r);
  }
  toString = () => `Reschedule(${this.pick}, target ${this.to}${this.pay ? '' : ', left unpaid'})`;
}

/** A traveller's change of a booking a reseller sold is refused, with a sentence naming the reseller, and changes nothing. */
async function refusedForReseller(m: Model, r: Real, booking: ModelBooking, calls: Promise<{ statusCode: number; body: string; json(): { message?: string } }>[]) {
  const before = await bookingRow(r.t.db, booking.id);
  for (const answer of await Promise.all(calls)) {
    holds(booking, 'resellerBookingsClosedToTravellers', () => {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json().message).toContain(r.reseller.name);
    });
  }
  const after = await bookingRow(r.t.db, booking.id);
  expect([after.status, after.numPeople, after.bookingDate]).toEqual([before.status, before.numPeople, before.bookingDate]);
  await checkInvariants(m, r);
}

class TravellerCancel implements MoneyCommand {
  constructor(readonly pick: number) {}
  candidates = (m: Readonly<Model>) => travellersOwn(m as Model, true);
  check = (m: Readonly<Model>) => this.candidates(m).length > 0;
  async run(m: Model, r: Real) {
    const booking = pickOf(this.candidates(m), this.pick)!;
    const who = r.travellers[booking.traveller!]!;
    if (booking.seller === 'reseller') return refusedForReseller(m, r, booking, [api.travellerCancel(r.t.app, who, booking.id)]);
    if (booking.owes) booking.defects.add('advanceCancelQuotedAsTotal');
    const before = await booksOf(r.t.db, booking.id);
    const quote = await api.travellerCancelQuote(r.t.app, who, booking.id);
    expect(quote.statusCode, quote.body).toBe(200);
    const cancel = await api.travellerCancel(r.t.app, who, booking.id);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refunded = (await booksOf(r.t.db, booking.id)).refundedPaise - before.refundedPaise;
    holds(booking, 'quoteEqualsAction', () => expect(refunded).toBe(paise(quote.json().refundAmount)));
    if (!booking.penaltyKept) holds(booking, 'refundAsModel', () => expect(refunded).toBe(policyShare(booking, kept(before))));
    booking.status = 'canceled';
    await checkInvariants(m, r);
  }
  toString = () => `TravellerCancel(${this.pick})`;
}

class OperatorMove implements MoneyCommand {
  constructor(
    readonly pick: number,
    readonly to: DateKey,
  ) {}
  check = (m: Readonly<Model>) => running(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const booking = pickOf(running(m), this.pick)!;
    if (booking.date === this.to) return checkInvariants(m, r);
    const before = await booksOf(r.t.db, booking.id);
    const move = await api.operatorMove(r.t.app, r.admin, booking.id, dateOf(this.to));
    expect(move.statusCode, move.body).toBeLessThan(500);
    if (move.statusCode === 200) {
      // What was paid stays: no money moves.
      const after = await booksOf(r.t.db, booking.id);
      expect([after.paidPaise, after.refundedPaise]).toEqual([before.paidPaise, before.refundedPaise]);
      booking.date = this.to;
      booking.byOperator = true;
    }
    await checkInvariants(m, r);
  }
  toString = () => `OperatorMove(${this.pick}, ${this.to})`;
}

class OperatorParty implements MoneyCommand {
  constructor(
    readonly pick: number,
    readonly people: number,
  ) {}
  check = (m: Readonly<Model>) => running(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const booking = pickOf(running(m), this.pick)!;
    const to = this.people === booking.people ? booking.people + 1 : this.people;
    const before = await booksOf(r.t.db, booking.id);
    const quote = await api.operatorPartyQuote(r.t.app, r.admin, booking.id, to);
    const change = await api.operatorParty(r.t.app, r.admin, booking.id, to);
    expect(quote.statusCode, quote.body).toBeLessThan(500);
    expect(change.statusCode, change.body).toBeLessThan(500);
    if (change.statusCode === 200) {
      const settlement = quote.json().settlement as { kind: string; amount: number };
      const after = await booksOf(r.t.db, booking.id);
      const moved = { refund: after.refundedPaise - before.refundedPaise, collect: after.paidPaise - before.paidPaise };
      holds(booking, 'quoteEqualsAction', () =>
        expect(moved).toEqual({ refund: settlement.kind === 'refund' ? paise(settlement.amount) : 0, collect: settlement.kind === 'collect' ? paise(settlement.amount) : 0 }),
      );
      if (to > booking.people) booking.defects.add('noSupplementaryInvoiceForRaisedTotal');
      if (to < booking.people && booking.owes) booking.defects.add('owedTotalCutWithoutCreditNote');
      booking.people = to;
      booking.byOperator = true;
      // The operator prices the party at the booked price without the code (decision 032).
      booking.expectedTotalPaise = booking.code || booking.expectedTotalPaise === null ? null : booking.unitPaise * to;
      if (booking.traveller !== null && booking.seller === 'yatrika') booking.owes = (await api.receipt(r.t.app, r.travellers[booking.traveller]!, booking.id)).amountDue > 0;
    }
    await checkInvariants(m, r);
  }
  toString = () => `OperatorParty(${this.pick}, to ${this.people})`;
}

class OperatorCancel implements MoneyCommand {
  constructor(
    readonly pick: number,
    readonly refund: 'full' | 'policy',
  ) {}
  check = (m: Readonly<Model>) => running(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const booking = pickOf(running(m), this.pick)!;
    if (booking.owes) booking.defects.add('advanceCancelQuotedAsTotal');
    const before = await booksOf(r.t.db, booking.id);
    const quote = await api.operatorCancelQuote(r.t.app, r.admin, booking.id);
    expect(quote.statusCode, quote.body).toBe(200);
    const cancel = await api.operatorCancel(r.t.app, r.admin, booking.id, this.refund);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refunded = (await booksOf(r.t.db, booking.id)).refundedPaise - before.refundedPaise;
    holds(booking, 'quoteEqualsAction', () => expect(refunded).toBe(paise(quote.json().refunds[this.refund])));
    if (!booking.penaltyKept) holds(booking, 'refundAsModel', () => expect(refunded).toBe(this.refund === 'full' ? kept(before) : policyShare(booking, kept(before))));
    booking.status = 'canceled';
    booking.byOperator = true;
    await checkInvariants(m, r);
  }
  toString = () => `OperatorCancel(${this.pick}, ${this.refund})`;
}

/** A reseller's booking through OCTO: reserved, its party changed while on hold, confirmed with the traveller's email or none. */
class ResellerBook implements MoneyCommand {
  constructor(
    readonly tour: number,
    readonly date: DateKey,
    readonly people: number,
    readonly changedTo: number | null,
    readonly traveller: number | null,
  ) {}
  check = (m: Readonly<Model>) => !m.tourBanned[this.tour];
  async run(m: Model, r: Real) {
    const tourId = r.tours[this.tour]!.id;
    const units = (count: number) => Array.from({ length: count }, () => 'adult');
    let reservation;
    try {
      reservation = await reserved(r.t.app, r.reseller.apiKey, reservationOf(tourId, dateOf(this.date), units(this.people)));
    } catch {
      return checkInvariants(m, r); // no seats for it
    }
    let people = this.people;
    if (this.changedTo !== null) {
      const patched = await octo(r.t.app, r.reseller.apiKey, `/bookings/${reservation.uuid}`, {
        method: 'PATCH',
        payload: { unitItems: units(this.changedTo).map((unitId) => ({ unitId })) },
        capabilities: ALL_CAPABILITIES,
      });
      expect(patched.statusCode, patched.body).toBeLessThan(500);
      if (patched.statusCode === 200) people = this.changedTo;
    }
    const traveller = this.traveller !== null && !m.accountClosed[this.traveller] ? this.traveller : null;
    const contact = guest({ emailAddress: traveller === null ? null : r.travellers[traveller]!.email });
    const confirmed = await octo(r.t.app, r.reseller.apiKey, `/bookings/${reservation.uuid}/confirm`, { method: 'POST', payload: { contact, resellerReference: `VCH-${reservation.uuid.slice(0, 8)}` }, capabilities: ALL_CAPABILITIES });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await r.t.db.select({ bookingId: octoBookings.bookingId }).from(octoBookings).where(eq(octoBookings.uuid, reservation.uuid));
    m.bookings.push({
      id: row!.bookingId!,
      seller: 'reseller',
      traveller,
      tour: this.tour,
      date: this.date,
      people,
      unitPaise: unitPaiseOn[this.date],
      code: false,
      advance: false,
      owes: false,
      paidInParts: false,
      status: 'running',
      expectedTotalPaise: unitPaiseOn[this.date] * people,
      byOperator: false,
      defects: new Set(),
      octoUuid: reservation.uuid,
    });
    await checkInvariants(m, r);
  }
  toString = () => `ResellerBook(tour ${this.tour}, ${this.date}, ${this.people}${this.changedTo === null ? '' : ` then ${this.changedTo}`}${this.traveller === null ? '' : `, traveller ${this.traveller}'s email`})`;
}

class ResellerCancel implements MoneyCommand {
  constructor(readonly pick: number) {}
  candidates = (m: Readonly<Model>) => running(m as Model).filter((booking) => booking.octoUuid !== undefined);
  check = (m: Readonly<Model>) => this.candidates(m).length > 0;
  async run(m: Model, r: Real) {
    const booking = pickOf(this.candidates(m), this.pick)!;
    const before = await booksOf(r.t.db, booking.id);
    const cancel = await octo(r.t.app, r.reseller.apiKey, `/bookings/${booking.octoUuid}/cancel`, { method: 'POST', payload: { reason: 'Guest changed plans' }, capabilities: ALL_CAPABILITIES });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().status).toBe('CANCELLED');
    // The reseller refunds their customer; Yatrika gives back only what it collected itself (a larger party's cash).
    const after = await booksOf(r.t.db, booking.id);
    expect(after.refundedPaise - before.refundedPaise).toBeLessThanOrEqual(kept(before));
    booking.status = 'canceled';
    await checkInvariants(m, r);
  }
  toString = () => `ResellerCancel(${this.pick})`;
}

/** The operator withdraws a tour: its settlement quoted, then the tour banned (every booking still to come cancelled and refunded in full). */
class WithdrawTour implements MoneyCommand {
  constructor(readonly tour: number) {}
  check = (m: Readonly<Model>) => !m.tourBanned[this.tour];
  async run(m: Model, r: Real) {
    const affected = running(m).filter((booking) => booking.tour === this.tour);
    for (const booking of affected) if (booking.owes) booking.defects.add('advanceCancelQuotedAsTotal');
    const before = await Promise.all(affected.map((booking) => booksOf(r.t.db, booking.id)));
    const settlement = await api.tourSettlement(r.t.app, r.admin, r.tours[this.tour]!.id);
    expect(settlement.statusCode, settlement.body).toBe(200);
    const ban = await api.banTour(r.t.app, r.admin, r.tours[this.tour]!.id);
    expect(ban.statusCode, ban.body).toBe(200);
    let refundedInAll = 0;
    for (const [index, booking] of affected.entries()) {
      const refunded = (await booksOf(r.t.db, booking.id)).refundedPaise - before[index]!.refundedPaise;
      refundedInAll += refunded;
      if (!booking.penaltyKept) holds(booking, 'refundAsModel', () => expect(refunded).toBe(kept(before[index]!)));
      booking.status = 'canceled';
      booking.byOperator = true;
    }
    const excusedBooking = affected.find((booking) => booking.owes);
    if (excusedBooking) holds(excusedBooking, 'quoteEqualsAction', () => expect(refundedInAll).toBe(paise(settlement.json().refundAmount)));
    else expect(refundedInAll, 'invariant quoteEqualsAction: the withdrawal refunds what its settlement said').toBe(paise(settlement.json().refundAmount));
    m.tourBanned[this.tour] = true;
    await checkInvariants(m, r);
  }
  toString = () => `WithdrawTour(${this.tour})`;
}

/** A traveller closes their account: what it settles is quoted, then every booking still to come is cancelled by the policy. */
class CloseAccount implements MoneyCommand {
  constructor(readonly traveller: number) {}
  check = (m: Readonly<Model>) => !m.accountClosed[this.traveller];
  async run(m: Model, r: Real) {
    const who = r.travellers[this.traveller]!;
    const theirs = m.bookings.filter((booking) => booking.traveller === this.traveller && booking.status === 'running');
    for (const booking of theirs) if (booking.owes) booking.defects.add('advanceCancelQuotedAsTotal');
    const before = await Promise.all(theirs.map((booking) => booksOf(r.t.db, booking.id)));
    const quote = await api.accountClosingQuote(r.t.app, who);
    expect(quote.statusCode, quote.body).toBe(200);
    const quoted = new Map((quote.json().bookings as { _id: string; refundAmount: number }[]).map((each) => [each._id, paise(each.refundAmount)]));
    const closed = await api.closeAccount(r.t.app, who);
    expect(closed.statusCode, closed.body).toBe(200);
    for (const [index, booking] of theirs.entries()) {
      const row = await bookingRow(r.t.db, booking.id);
      const refunded = (await booksOf(r.t.db, booking.id)).refundedPaise - before[index]!.refundedPaise;
      if (booking.seller === 'reseller') {
        // The reseller's booking stays theirs: only the reseller or the operator cancels it.
        booking.defects.add('accountClosingCancelsResellerBooking');
        holds(booking, 'resellerBookingsClosedToTravellers', () => expect(row.status).not.toBe('canceled'));
      } else holds(booking, 'quoteEqualsAction', () => expect(refunded).toBe(quoted.get(booking.id) ?? 0));
      if (row.status === 'canceled') booking.status = 'canceled';
      booking.traveller = null;
    }
    m.accountClosed[this.traveller] = true;
    await checkInvariants(m, r);
  }
  toString = () => `CloseAccount(${this.traveller})`;
}

/** Paid at the provider, but the browser never comes back to verify. */
class PayWithoutVerifying implements MoneyCommand {
  constructor(
    readonly tour: number,
    readonly date: DateKey,
    readonly people: number,
    readonly traveller: number,
    readonly advance: boolean,
  ) {}
  check = (m: Readonly<Model>) => !m.tourBanned[this.tour] && !m.accountClosed[this.traveller];
  async run(m: Model, r: Real) {
    const order = await api.openBookingOrder(r.t.app, r.travellers[this.traveller]!, { tourId: r.tours[this.tour]!.id, date: dateOf(this.date), people: this.people, advance: this.advance });
    expect(order.statusCode, order.body).toBeLessThan(500);
    if (order.statusCode === 200) {
      const { id, amount } = order.json().order as { id: string; amount: number };
      r.orderIds.add(id);
      const paid = await api.payWithoutVerifying(r.t.app, id);
      m.limbo.push({ orderId: id, paymentId: paid.razorpay_payment_id, amountPaise: amount, traveller: this.traveller, tour: this.tour, date: this.date, people: this.people, advance: this.advance, code: false });
    }
    await checkInvariants(m, r);
  }
  toString = () => `PayWithoutVerifying(tour ${this.tour}, ${this.date}, ${this.people}, traveller ${this.traveller}${this.advance ? ', advance' : ''})`;
}

/** The provider's webhook for a payment, delivered twice under new ids and once more under the same id. */
class DuplicateWebhooks implements MoneyCommand {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const limbo = pickOf(m.limbo, this.pick);
    let payment: { orderId: string; paymentId: string; amountPaise: number } | undefined = limbo;
    if (!payment) {
      const booking = pickOf(m.bookings.filter((each) => each.seller === 'yatrika'), this.pick);
      if (!booking) return checkInvariants(m, r);
      const row = await bookingRow(r.t.db, booking.id);
      const [order] = await r.t.db.select().from(paymentOrders).where(eq(paymentOrders.id, row.orderId!));
      payment = { orderId: order!.id, paymentId: order!.paymentId!, amountPaise: order!.amountPaise };
    }
    const eventId = `evt_${randomUUID()}`;
    for (const id of [eventId, `evt_${randomUUID()}`, eventId]) {
      const delivered = await api.deliverCaptured(r.t.app, r.t.db, payment, id);
      expect(delivered.statusCode, delivered.body).toBe(200);
    }
    await settleLimbo(m, r);
    await checkInvariants(m, r);
  }
  toString = () => `DuplicateWebhooks(${this.pick})`;
}

/** Reconciliation runs (no grace: the payments left without a browser are settled now). */
export class Reconcile implements MoneyCommand {
  check = () => true;
  async run(m: Model, r: Real) {
    await runAt({ ...(await reconcileDeps(r.t.app, r.t.db)), graceSeconds: 0 }, new Date());
    await settleLimbo(m, r);
    // No paid order of the run is left without the booking (or the change) it paid for, or its refund.
    const unsettled = r.orderIds.size === 0 ? [] : await r.t.db
      .select({ id: paymentOrders.id, purpose: paymentOrders.purpose })
      .from(paymentOrders)
      .where(and(inArray(paymentOrders.id, [...r.orderIds]), eq(paymentOrders.status, 'paid'), isNull(paymentOrders.bookingId), isNull(paymentOrders.refundStatus)));
    expect(unsettled, 'paid orders without a booking or a refund after reconciliation').toEqual([]);
    // The public calendar counts the seats the tables hold: bookings and live holds.
    for (const [index, tour] of r.tours.entries()) {
      if (m.tourBanned[index]) continue;
      for (const key of new Set(m.bookings.filter((each) => each.tour === index).map((each) => each.date))) {
        expect((await seatsLeftOn(r.t.app, tour.id, dateOf(key))).seatsLeft, `seats left on ${key}`).toBe(CAPACITY - (await seatsTakenOn(r.t.db, tour.id, dateOf(key))));
      }
    }
    await checkInvariants(m, r);
  }
  toString = () => 'Reconcile';
}

/** Payments left without their browser that a webhook or reconciliation has since made a booking, or refunded. */
async function settleLimbo(m: Model, r: Real) {
  const left = [];
  for (const limbo of m.limbo) {
    const [order] = await r.t.db.select().from(paymentOrders).where(eq(paymentOrders.id, limbo.orderId));
    if (order!.bookingId) {
      const [row] = await r.t.db.select().from(bookings).where(eq(bookings.id, order!.bookingId));
      m.bookings.push({
        id: row!.id,
        seller: 'yatrika',
        traveller: m.accountClosed[limbo.traveller] ? null : limbo.traveller,
        tour: limbo.tour,
        date: limbo.date,
        people: limbo.people,
        unitPaise: unitPaiseOn[limbo.date],
        code: false,
        advance: limbo.advance && row!.balanceDueOn !== null,
        owes: row!.balanceDueOn !== null,
        paidInParts: false,
        status: 'running',
        expectedTotalPaise: pricePaise(unitPaiseOn[limbo.date], limbo.people, false),
        byOperator: false,
        defects: new Set(),
      });
    } else if (order!.refundStatus === null) left.push(limbo);
  }
  m.limbo = left;
}

const tour = fc.integer({ min: 0, max: TOURS - 1 });
const traveller = fc.integer({ min: 0, max: TRAVELLERS - 1 });
const date = fc.constantFrom(...dateKeys);
const people = fc.integer({ min: 1, max: 4 });
const pick = fc.nat({ max: 50 });

const booking = fc
  .record({ tour, date, people, traveller, advance: fc.boolean(), code: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) })
  .map((c): MoneyCommand => new Book(c.tour, c.date, c.people, c.traveller, c.advance, c.code));
const travellerParty = fc.tuple(pick, fc.integer({ min: 1, max: CAPACITY - 1 }), fc.boolean()).map(([p, n, pay]): MoneyCommand => new TravellerParty(p, n, pay));
const travellerMove = fc.tuple(pick, fc.nat({ max: 1 }), fc.boolean()).map(([p, to, pay]): MoneyCommand => new Reschedule(p, to, pay));

/**
 * Every operation. fast-check picks among these alike, so an operation listed twice comes twice as
 * often: bookings, so the changes have something to change, and the traveller's own changes.
 */
export const moneyCommands = [
  booking,
  booking,
  booking,
  pick.map((p) => new PayBalance(p)),
  travellerParty,
  travellerParty,
  travellerMove,
  travellerMove,
  fc.tuple(pick, date).map(([p, to]) => new OperatorMove(p, to)),
  fc.tuple(pick, fc.integer({ min: 1, max: 4 })).map(([p, n]) => new OperatorParty(p, n)),
  fc.tuple(pick, fc.constantFrom('full' as const, 'policy' as const)).map(([p, refund]) => new OperatorCancel(p, refund)),
  pick.map((p) => new TravellerCancel(p)),
  fc.tuple(tour, date, fc.integer({ min: 1, max: 3 }), fc.option(fc.integer({ min: 1, max: 3 })), fc.option(traveller)).map(([t, d, n, changed, who]) => new ResellerBook(t, d, n, changed, who)),
  pick.map((p) => new ResellerCancel(p)),
  fc.record({ tour, date, people, traveller, advance: fc.boolean() }).map((c) => new PayWithoutVerifying(c.tour, c.date, c.people, c.traveller, c.advance)),
  pick.map((p) => new DuplicateWebhooks(p)),
  // A withdrawal or an account closing is rare, as each ends a tour or an account for the rest of the run.
  fc.oneof(
    { weight: 2, arbitrary: fc.constant<MoneyCommand>(new Reconcile()) },
    { weight: 1, arbitrary: fc.oneof(tour.map((t): MoneyCommand => new WithdrawTour(t)), traveller.map((who): MoneyCommand => new CloseAccount(who))) },
  ),
];
