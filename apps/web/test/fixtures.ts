import type { TaxDocument } from '@yatrika/contract/invoices';
import type { Profile } from '@yatrika/contract/auth';
import type { Booking } from '@yatrika/contract/bookings';
import { priceOfAdults } from './price-fixtures.ts';
import type { PaymentRecord } from '@yatrika/contract/payment-records';

/** The signed-in traveller as `GET /api/user/profile` answers; override what a test is about. */
export function aTravellerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    firstname: 'Asha',
    lastname: 'Verma',
    username: 'asha.verma',
    email: 'asha@demo.yatrika.in',
    phone: '9876501234',
    gender: 'Female',
    photo: null,
    role: 'traveller',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A paid, pending booking of two as the traveller's list answers it; override what a test is about. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  const booking: Omit<Booking, 'lines' | 'total' | 'party'> = {
    _id: '7a0c3c1e-2222-4c55-9a57-2f1c1d2e3f42',
    reference: 'YT-CFXK-PZB9',
    tourId: '0b9f2c1e-8d2a-4c55-9a57-2f1c1d2e3f40',
    tour: { title: 'Spiti Valley Road Trip', location: 'Himachal Pradesh', image: 'media/spiti.webp' },
    pricePerPerson: 18500,
    totalPrice: 37000,
    bookingDate: '2027-03-05',
    startTime: '09:00',
    numPeople: 2,
    status: 'pending',
    packingList: null,
    fullName: 'Asha Rao',
    phone: '9876543210',
    travellers: [{ name: 'Asha Rao', age: null }],
    unnamedTravellers: 1,
    payment: { orderId: 'order_TEST', paymentId: 'pay_TEST', amount: 37000, currency: 'INR' },
    refund: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
  return { ...priceOfAdults(booking.numPeople, booking.pricePerPerson, booking.totalPrice), ...booking };
}

/**
 * One of the traveller's payments as `GET /api/user/payments` answers it: by default ₹6,998 paid
 * on 22 November 2026 (India) for a date that sold out, so refunded without a booking.
 */
export function aPaymentRecord(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    orderId: 'order_SOLDOUT',
    amount: 6998,
    status: 'refunded',
    createdAt: '2026-11-22T09:58:00.000Z',
    paidAt: '2026-11-22T10:00:00.000Z',
    bookingId: null,
    refund: { amount: 6998, status: 'processed', reason: 'sold_out', byHand: false },
    ...overrides,
  };
}

/** A GST tax invoice (or, with `kind: 'credit_note'`, a credit note) as the server answers it. */
export function aTaxDocument(overrides: Partial<TaxDocument> = {}): TaxDocument {
  return {
    _id: '5d1e2c3b-4444-4c55-9a57-2f1c1d2e3f99',
    kind: 'invoice',
    number: 'YT/2627/000042',
    issuedOn: '2026-11-20',
    issuedAt: '2026-11-20T06:30:00.000Z',
    invoiceNumber: null,
    bookingId: '7a0c3c1e-2222-4c55-9a57-2f1c1d2e3f42',
    bookingReference: 'YT-CFXK-PZB9',
    buyerName: 'Asha Rao',
    buyerGstin: null,
    businessName: null,
    placeOfSupply: { code: '29', name: 'Karnataka' },
    ratePercent: 5,
    taxableValue: 35238.1,
    cgst: 880.95,
    sgst: 880.95,
    igst: 0,
    total: 37000,
    pdfUrl: '/api/user/bookings/7a0c3c1e-2222-4c55-9a57-2f1c1d2e3f42/invoice.pdf',
    ...overrides,
  };
}
