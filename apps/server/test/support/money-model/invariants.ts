import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingLedger, bookings } from '../../../src/db/schema/bookings.ts';
import { seatHolds } from '../../../src/db/schema/departures.ts';
import { taxDocuments } from '../../../src/db/schema/invoices.ts';
import { promoCodes, promoCodeUses } from '../../../src/db/schema/promo-codes.ts';
import { ordersById, sandboxBooks } from './books.ts';
import { CAPACITY, CODE, POLICY, dateOf, holds, lateNow, type Model, type ModelBooking, type Real } from './world.ts';

// The invariants the money model checks after every step, read from the tables (the ledger, the tax
// documents, the seats and the sandbox provider's own books) and held against the model.

export async function checkInvariants(m: Model, r: Real) {
  const ids = m.bookings.map((booking) => booking.id);
  const rows = ids.length === 0 ? [] : await r.t.db.select().from(bookings).where(inArray(bookings.id, ids));
  const ledger = ids.length === 0 ? [] : await r.t.db.select().from(bookingLedger).where(inArray(bookingLedger.bookingId, ids));
  const documents = ids.length === 0 ? [] : await r.t.db.select().from(taxDocuments).where(inArray(taxDocuments.bookingId, ids));

  for (const booking of m.bookings) {
    const row = rows.find((each) => each.id === booking.id)!;
    // The model and the booking agree on what it is.
    expect({ status: row.status === 'canceled' ? 'canceled' : 'running', people: row.numPeople, date: row.bookingDate }, `model of ${booking.id}`).toEqual({
      status: booking.status,
      people: booking.people,
      date: dateOf(booking.date),
    });
    const own = ledger.filter((entry) => entry.bookingId === booking.id);
    const sum = (kind: 'payment' | 'refund', paymentId?: string) =>
      own.filter((entry) => entry.kind === kind && (paymentId === undefined || entry.paymentId === paymentId)).reduce((total, entry) => total + entry.amountPaise, 0);
    const paid = sum('payment');
    const refunded = sum('refund');

    holds(booking, 'refundWithinPaid', () => {
      expect(refunded).toBeLessThanOrEqual(paid);
      for (const paymentId of new Set(own.flatMap((entry) => (entry.paymentId ? [entry.paymentId] : [])))) expect(sum('refund', paymentId), paymentId).toBeLessThanOrEqual(sum('payment', paymentId));
    });
    if (booking.status === 'running' && booking.expectedTotalPaise !== null) {
      const expected = booking.expectedTotalPaise;
      holds(booking, 'totalAsPriced', () => expect(row.totalPaise).toBe(expected));
    }
    if (booking.seller === 'yatrika' && !booking.byOperator) {
      // Whatever the traveller did, no more came back than cancelling at once would have given.
      holds(booking, 'pathIndependence', () => expect(refunded).toBeLessThanOrEqual(policyShare(booking, paid)));
    }
    const invoice = documents.filter((document) => document.bookingId === booking.id && document.kind === 'invoice');
    if (invoice.length > 0) {
      const credited = documents.filter((document) => document.bookingId === booking.id && document.kind === 'credit_note').reduce((total, document) => total + document.totalPaise, 0);
      const invoiced = invoice.reduce((total, document) => total + document.totalPaise, 0) - credited;
      // Each payment is invoiced and each refund credited (decision 040): what is invoiced is what the booking keeps.
      holds(booking, 'invoicesMinusCreditNotesEqualKept', () => expect(invoiced).toBe(paid - refunded));
    }
  }

  await sandboxMatchesLedger(m, r, ledger, rows);
  await seatsMatchBookings(m, r);
  const [code] = await r.t.db.select().from(promoCodes).where(eq(promoCodes.code, r.code));
  const uses = await r.t.db.select().from(promoCodeUses).where(and(eq(promoCodeUses.codeId, code!.id), isNull(promoCodeUses.givenBackAt)));
  expect(uses.length, 'promo code uses within its limit').toBeLessThanOrEqual(CODE.maxUses);
}

const policyShare = (booking: ModelBooking, paise: number) => Math.floor((paise * (lateNow(booking) ? POLICY.lateCancellationRefundPercent : 100)) / 100);

type LedgerRow = typeof bookingLedger.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** The sandbox provider captured what the ledger says was paid online, and refunded what the ledger (or an order that bought nothing) gave back. */
async function sandboxMatchesLedger(m: Model, r: Real, ledger: LedgerRow[], rows: BookingRow[]) {
  const orderIds = [...new Set([...r.orderIds, ...rows.flatMap((row) => (row.orderId ? [row.orderId] : []))])];
  const orders = await ordersById(r.t.db, orderIds);
  for (const payment of await sandboxBooks(r.t.db, orderIds)) {
    const order = orders.find((each) => each.id === payment.orderId)!;
    const entries = ledger.filter((entry) => entry.paymentId === payment.paymentId);
    const orderRefund = order.refundStatus === null ? 0 : order.refundAmountPaise!;
    const ledgerPaid = entries.filter((entry) => entry.kind === 'payment').reduce((total, entry) => total + entry.amountPaise, 0);
    const ledgerRefunded = entries.filter((entry) => entry.kind === 'refund').reduce((total, entry) => total + entry.amountPaise, 0);
    const booking = m.bookings.find((each) => entries.some((entry) => entry.bookingId === each.id));
    const check = () => {
      expect({ captured: payment.capturedPaise, refunded: payment.refundedPaise }, `sandbox payment ${payment.paymentId} of order ${order.id} (${order.purpose})`).toEqual({
        captured: ledgerPaid > 0 ? ledgerPaid : payment.capturedPaise,
        refunded: ledgerRefunded + orderRefund,
      });
      // Money the ledger never took is an order that bought nothing: refunded whole, or still to settle.
      if (ledgerPaid === 0 && order.refundStatus !== null) expect(orderRefund).toBe(payment.capturedPaise);
    };
    if (booking) holds(booking, 'sandboxEqualsLedger', check);
    else check();
  }
}

/** Seats taken on each departure of the run are its bookings' people plus live holds, as the model counts them, and never above the capacity. */
async function seatsMatchBookings(m: Model, r: Real) {
  const tourIds = r.tours.map((tour) => tour.id);
  const booked = await r.t.db
    .select({ tourId: bookings.tourId, date: bookings.bookingDate, people: bookings.numPeople })
    .from(bookings)
    .where(and(inArray(bookings.tourId, tourIds), inArray(bookings.status, ['pending', 'booked'])));
  const held = await r.t.db
    .select({ tourId: seatHolds.tourId, date: seatHolds.date, seats: seatHolds.seats })
    .from(seatHolds)
    .where(and(inArray(seatHolds.tourId, tourIds), gt(seatHolds.expiresAt, new Date())));
  const departures = new Set([...booked, ...held].map((each) => `${each.tourId}|${each.date}`));
  for (const booking of m.bookings) departures.add(`${r.tours[booking.tour]!.id}|${dateOf(booking.date)}`);
  for (const departure of departures) {
    const [tourId, date] = departure.split('|');
    const bookedHere = booked.filter((each) => each.tourId === tourId && each.date === date).reduce((total, each) => total + each.people, 0);
    const heldHere = held.filter((each) => each.tourId === tourId && each.date === date).reduce((total, each) => total + each.seats, 0);
    const modelled = m.bookings
      .filter((booking) => booking.status === 'running' && r.tours[booking.tour]!.id === tourId && dateOf(booking.date) === date)
      .reduce((total, booking) => total + booking.people, 0);
    expect(bookedHere, `seats booked on ${departure}`).toBe(modelled);
    expect(bookedHere + heldHere, `seats taken on ${departure}`).toBeLessThanOrEqual(CAPACITY);
  }
}
