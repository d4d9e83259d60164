import { bookingMessages } from '@yatrika/contract/bookings';
import { todayInIndia } from '@yatrika/contract/dates';
import { financialYearOf } from '@yatrika/contract/gst';
import { invoiceMessages, type BookingTaxDocumentsResponse, type TaxDocument } from '@yatrika/contract/invoices';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { signInAdmin, signUpTraveller, type SignedIn } from '../../../test/support/app.ts';
import { startInstance } from '../../../test/support/instances.ts';
import { createSharedTestDatabase, type SharedTestDatabase } from '../../../test/support/jobs.ts';
import { bookingDetails, orderAndPay, payAndBook, verify, type Confirmation } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

/** A registered operator in Maharashtra (27) charging 5% GST. */
const operatorEnv = {
  OPERATOR_GSTIN: '27AAPFU0939F1ZV',
  OPERATOR_LEGAL_NAME: 'Sahyadri Treks Pvt Ltd',
  OPERATOR_ADDRESS: '4 FC Road, Pune 411004',
  OPERATOR_STATE: 'Maharashtra',
  GST_RATE_PERCENT: '5',
};
/** A traveller's business registered in Karnataka (29): across states, IGST. */
const karnatakaGstin = '29AAGCB7383J1Z4';

let shared: SharedTestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
let admin: SignedIn;
let tourId: string;

beforeAll(async () => {
  shared = await createSharedTestDatabase();
  first = await startInstance(shared.handle, operatorEnv);
  // A second instance with its own connections (on PostgreSQL), as behind a load balancer.
  second = await startInstance(await shared.connect(), operatorEnv);
  admin = await signInAdmin(first);
  // ₹1,050 a person: two people pay ₹2,100 = ₹2,000 taxable + ₹100 tax at 5%.
  tourId = (await insertTour(shared.handle.db, { pricePaise: 105_000, capacity: 500 })).id;
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await shared?.close();
});

const documentsOf = async (app: FastifyInstance, who: SignedIn, bookingId: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/user/bookings/${bookingId}/tax-documents`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as BookingTaxDocumentsResponse;
};

const numberPattern = (prefix: string) => new RegExp(`^${prefix}/${financialYearOf(todayInIndia())}/\\d{6}$`);

describe('GST tax invoices', () => {
  it('issues an invoice with CGST + SGST when the place of supply is the operator’s state', async () => {
    const traveller = await signUpTraveller(first);
    const { booking } = await payAndBook(first, traveller, bookingDetails(tourId, { numPeople: 2 }));
    const { invoice, creditNotes } = await documentsOf(first, traveller, booking._id);
    expect(creditNotes).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      bookingReference: booking.reference,
      buyerName: 'Asha Verma',
      buyerGstin: null,
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      ratePercent: 5,
      taxableValue: 2000,
      cgst: 50,
      sgst: 50,
      igst: 0,
      total: 2100,
      pdfUrl: `/api/user/bookings/${booking._id}/invoice.pdf`,
    });
    expect(invoice!.number).toMatch(numberPattern('YT'));
    expect(invoice!.number.length).toBeLessThanOrEqual(16);
  });

  it('issues IGST to a traveller whose GSTIN is of another state, with their business name', async () => {
    const traveller = await signUpTraveller(first);
    const { booking } = await payAndBook(first, traveller, bookingDetails(tourId, { numPeople: 2, gstin: karnatakaGstin.toLowerCase(), businessName: 'Bengaluru Offsites LLP' }));
    const { invoice } = await documentsOf(first, traveller, booking._id);
    expect(invoice).toMatchObject({
      buyerGstin: karnatakaGstin,
      businessName: 'Bengaluru Offsites LLP',
      placeOfSupply: { code: '29', name: 'Karnataka' },
      taxableValue: 2000,
      cgst: 0,
      sgst: 0,
      igst: 100,
      total: 2100,
    });
  });

  it('refuses a malformed GSTIN at checkout with a sentence', async () => {
    const traveller = await signUpTraveller(first);
    const response = await first.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: traveller.headers,
      remoteAddress: traveller.remoteAddress,
      payload: { booking: bookingDetails(tourId, { gstin: '29AAGCB7383J1Z5' }) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(invoiceMessages.gstinInvalid);
  });

  it('serves the invoice as a real PDF to its traveller and the operator, and to nobody else', async () => {
    const traveller = await signUpTraveller(first);
    const other = await signUpTraveller(first);
    const { booking } = await payAndBook(first, traveller, bookingDetails(tourId, { numPeople: 1 }));
    const { invoice } = await documentsOf(first, traveller, booking._id);

    const pdf = await second.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/invoice.pdf`, headers: traveller.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number.replaceAll('/', '-')}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.includes(Buffer.from(`Tax invoice ${invoice!.number}`))).toBe(true);

    const stranger = await first.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/invoice.pdf`, headers: other.headers });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: bookingMessages.notFound });
    const strangerList = await first.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/tax-documents`, headers: other.headers });
    expect(strangerList.statusCode).toBe(404);
    expect((await first.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/invoice.pdf` })).statusCode).toBe(401);
    expect((await first.inject({ method: 'GET', url: `/api/user/bookings/not-an-id/invoice.pdf`, headers: traveller.headers })).statusCode).toBe(400);

    const byOperator = await first.inject({ method: 'GET', url: `/api/admin/invoices/${invoice!._id}.pdf`, headers: admin.headers });
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await first.inject({ method: 'GET', url: `/api/admin/invoices/${invoice!._id}.pdf`, headers: traveller.headers })).statusCode).toBe(403);
    expect((await first.inject({ method: 'GET', url: `/api/admin/invoices?month=2026-01`, headers: traveller.headers })).statusCode).toBe(403);
  });

  it('issues a credit note against the invoice for a refund, split the same way', async () => {
    const traveller = await signUpTraveller(first);
    const { booking } = await payAndBook(first, traveller, bookingDetails(tourId, { numPeople: 2, gstin: karnatakaGstin }));
    const cancelled = await first.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.statusCode).toBe(200);
    const { invoice, creditNotes } = await documentsOf(first, traveller, booking._id);
    expect(creditNotes).toHaveLength(1);
    const [note] = creditNotes as [TaxDocument];
    expect(note).toMatchObject({ kind: 'credit_note', invoiceNumber: invoice!.number, taxableValue: 2000, igst: 100, total: 2100, placeOfSupply: { code: '29' } });
    expect(note.number).toMatch(numberPattern('CN'));

    const pdf = await first.inject({ method: 'GET', url: note.pdfUrl, headers: traveller.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.includes(Buffer.from(`Credit note ${note.number}`))).toBe(true);
    const other = await signUpTraveller(first);
    expect((await first.inject({ method: 'GET', url: note.pdfUrl, headers: other.headers })).statusCode).toBe(404);
  });

  it('numbers invoices consecutively with no gaps under 20 parallel payments on two instances', async () => {
    const travellers = await Promise.all(Array.from({ length: 20 }, () => signUpTraveller(first)));
    const confirmations: Confirmation[] = [];
    for (const traveller of travellers) confirmations.push(await orderAndPay(first, traveller, { booking: bookingDetails(tourId, { numPeople: 1 }) }));
    const verified = await Promise.all(travellers.map((traveller, index) => verify(index % 2 ? second : first, traveller, confirmations[index]!)));
    for (const response of verified) expect(response.statusCode).toBe(200);

    const invoices = await shared.handle.db.select({ number: taxDocuments.number, bookingId: taxDocuments.bookingId }).from(taxDocuments).where(eq(taxDocuments.kind, 'invoice'));
    const sequences = invoices.map((invoice) => Number(invoice.number.split('/')[2])).sort((a, b) => a - b);
    // Every invoice this database issued, from 1 up without a gap or a repeat, one per booking.
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    expect(new Set(invoices.map((invoice) => invoice.bookingId)).size).toBe(invoices.length);
    const newOnes = verified.map((response) => response.json().booking._id as string);
    expect(invoices.filter((invoice) => newOnes.includes(invoice.bookingId!))).toHaveLength(20);
  });

  it('lists the month’s invoices and credit notes for the operator, with a CSV', async () => {
    const month = todayInIndia().slice(0, 7);
    const list = await first.inject({ method: 'GET', url: `/api/admin/invoices?month=${month}`, headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const { documents, issuing } = list.json() as { documents: TaxDocument[]; issuing: boolean };
    expect(issuing).toBe(true);
    expect(documents.some((document) => document.kind === 'invoice')).toBe(true);
    expect(documents.some((document) => document.kind === 'credit_note')).toBe(true);
    expect(documents[0]!.pdfUrl).toBe(`/api/admin/invoices/${documents[0]!._id}.pdf`);

    const csv = await first.inject({ method: 'GET', url: `/api/admin/invoices.csv?month=${month}`, headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('type,number,date,against invoice,booking reference,buyer,buyer GSTIN,business name,place of supply,SAC,rate %,taxable value,CGST,SGST,IGST,total');
    expect(lines).toHaveLength(documents.length + 1);
    expect(lines.some((line) => line.startsWith('credit note,CN/'))).toBe(true);
    expect(lines[1]).toContain(',998552,5,');

    for (const bad of ['2026-13', 'May', '', '2026-1']) {
      const refused = await first.inject({ method: 'GET', url: `/api/admin/invoices?month=${encodeURIComponent(bad)}`, headers: admin.headers });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(invoiceMessages.monthInvalid);
    }
    expect((await first.inject({ method: 'GET', url: '/api/admin/invoices', headers: admin.headers })).statusCode).toBe(400);
    const empty = await first.inject({ method: 'GET', url: '/api/admin/invoices?month=1999-01', headers: admin.headers });
    expect(empty.json().documents).toEqual([]);
  });
});
