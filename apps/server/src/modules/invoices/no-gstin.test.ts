import { invoiceMessages } from '@yatrika/contract/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { createTestApp, signInAdmin, signUpTraveller, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('without a GSTIN configured', () => {
  it('issues no invoice, answers a sentence for its PDF, and the booking is as before', async () => {
    const tour = await insertTour(test.db, { pricePaise: 105_000 });
    const traveller = await signUpTraveller(test.app);
    const { booking } = await payAndBook(test.app, traveller, bookingDetails(tour.id, { numPeople: 2 }));
    expect(booking.totalPrice).toBe(2100);
    expect(Object.keys(booking)).not.toContain('invoice');

    const documents = await test.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/tax-documents`, headers: traveller.headers });
    expect(documents.json()).toEqual({ invoice: null, invoices: [], creditNotes: [] });
    const pdf = await test.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/invoice.pdf`, headers: traveller.headers });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toEqual({ message: invoiceMessages.noInvoice });

    expect((await test.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers })).statusCode).toBe(200);
    expect(await test.db.select().from(taxDocuments)).toEqual([]);

    const admin = await signInAdmin(test.app);
    const list = await test.app.inject({ method: 'GET', url: '/api/admin/invoices?month=2026-11', headers: admin.headers });
    expect(list.json()).toEqual({ month: '2026-11', issuing: false, documents: [] });
  });
});
