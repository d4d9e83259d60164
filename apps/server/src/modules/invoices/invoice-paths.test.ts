import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/payments.ts';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { changeParty } from '../../../test/support/party-changes.ts';
import { bookingDetails, orderAndPay, payAndBook } from '../../../test/support/payments.ts';
import { later, reconcileDeps, runAt, GRACE_SECONDS } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';

/** Every way a booking becomes paid issues its invoice; every refund its credit note (decision 033). */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ gst: { gstin: '27AAPFU0939F1ZV', legalName: 'Sahyadri Treks Pvt Ltd', address: '4 FC Road, Pune', stateCode: '27', rateBp: 500, demo: false } });
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const documentsOfBooking = (bookingId: string) => t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId));

describe('invoices on every path to a paid booking', () => {
  it('a phone booking paid offline gets its invoice when the operator records the payment', async () => {
    const tour = await insertTour(t.db, { pricePaise: 105_000 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bookings',
      headers: admin.headers,
      payload: { ...bookingDetails(tour.id, { numPeople: 2 }), email: `phone.${Date.now()}@example.in`, payment: { method: 'cash' } },
    });
    expect(response.statusCode).toBe(201);
    const [invoice] = await documentsOfBooking(response.json().booking._id);
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 210_000, taxablePaise: 200_000, cgstPaise: 5_000, sgstPaise: 5_000, igstPaise: 0 });
  });

  it('a paid order booked by reconciliation (the browser never came back) gets its invoice', async () => {
    const tour = await insertTour(t.db, { pricePaise: 105_000 });
    const traveller = await signUpTraveller(t.app);
    const confirmation = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople: 1 }) });
    await runAt(await reconcileDeps(t.app, t.db), later(GRACE_SECONDS + 60));
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, confirmation.razorpay_order_id));
    expect(order!.bookingId).not.toBeNull();
    const [invoice] = await documentsOfBooking(order!.bookingId!);
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 105_000 });
  });

  it('a smaller party’s refund gets a credit note for the difference', async () => {
    const tour = await insertTour(t.db, { pricePaise: 105_000 });
    const traveller = await signUpTraveller(t.app);
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 3 }));
    expect((await changeParty(t.app, admin, booking._id, { numPeople: 1 })).statusCode).toBe(200);
    const documents = await documentsOfBooking(booking._id);
    const invoice = documents.find((document) => document.kind === 'invoice')!;
    const notes = documents.filter((document) => document.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ invoiceId: invoice.id, totalPaise: 210_000, taxablePaise: 200_000, cgstPaise: 5_000, sgstPaise: 5_000 });

    // Cancelling what is left credits the rest, never more than the invoice.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers })).statusCode).toBe(200);
    const after = (await documentsOfBooking(booking._id)).filter((document) => document.kind === 'credit_note');
    expect(after.reduce((sum, note) => sum + note.totalPaise, 0)).toBe(invoice.totalPaise);
  });
});
