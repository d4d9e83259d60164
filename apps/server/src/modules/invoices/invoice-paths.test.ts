import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/payments.ts';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { changeParty } from '../../../test/support/party-changes.ts';
import { bookingDetails, createOrder, dayFromToday, orderAndPay, payAndBook, sandboxPay, verify } from '../../../test/support/payments.ts';
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

describe('an invoice per payment, a credit note per refund (decision 040)', () => {
  const net = (documents: { kind: string; totalPaise: number }[]) => documents.reduce((sum, each) => sum + (each.kind === 'invoice' ? each.totalPaise : -each.totalPaise), 0);

  it('invoices the advance and the balance each for what it paid; a cancel credits each refund; invoices less credit notes are what the booking keeps', async () => {
    const tour = await insertTour(t.db, { pricePaise: 100_000, capacity: 10, advancePercent: 25, balanceDueDays: 10 });
    const traveller = await signUpTraveller(t.app);
    const order = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(30), numPeople: 2 }), payment: 'advance' });
    const booking = (await verify(t.app, traveller, (await sandboxPay(t.app, order.json().order.id)).json())).json().booking as { _id: string };
    expect((await documentsOfBooking(booking._id)).map((each) => [each.kind, each.totalPaise, each.description.payment?.purpose])).toEqual([['invoice', 50_000, 'advance']]);

    const balance = await t.app.inject({ method: 'POST', url: `/api/user/bookings/${booking._id}/balance`, headers: traveller.headers });
    expect((await verify(t.app, traveller, (await sandboxPay(t.app, balance.json().order.id)).json())).statusCode).toBe(200);
    const paid = await documentsOfBooking(booking._id);
    expect(paid.map((each) => [each.kind, each.totalPaise, each.description.payment?.purpose]).sort()).toEqual([
      ['invoice', 150_000, 'balance'],
      ['invoice', 50_000, 'advance'],
    ]);
    expect(net(paid)).toBe(200_000);
    const answer = (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/tax-documents`, headers: traveller.headers })).json();
    expect(answer.invoices).toHaveLength(2);
    expect(answer.invoice).toEqual(answer.invoices[0]);
    expect(answer.invoices[1].pdfUrl).toBe(`/api/user/bookings/${booking._id}/invoices/${answer.invoices[1]._id}.pdf`);
    expect((await t.app.inject({ method: 'GET', url: answer.invoices[1].pdfUrl, headers: traveller.headers })).headers['content-type']).toBe('application/pdf');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers })).statusCode).toBe(200);
    const after = await documentsOfBooking(booking._id);
    const notes = after.filter((each) => each.kind === 'credit_note');
    const invoiceOf = (id: string | null) => after.find((each) => each.id === id);
    // One note per refund, each against the invoice of the payment it goes back from.
    expect(notes.map((note) => [note.totalPaise, invoiceOf(note.invoiceId)?.description.payment?.purpose]).sort()).toEqual([
      [150_000, 'balance'],
      [50_000, 'advance'],
    ]);
    expect(net(after)).toBe(0);
  });
});
