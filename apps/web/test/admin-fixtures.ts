import { vi } from 'vitest';
import type { AdminUser } from '@yatrika/contract/admin';
import type { AdminBooking } from '@yatrika/contract/bookings';
import type { AdminDeparture, ManifestBooking } from '@yatrika/contract/departures';
import type { AdminJob } from '@yatrika/contract/jobs';
import type { AdminPayment, ReconcileSummary } from '@yatrika/contract/payment-records';
import type { AdminReview } from '@yatrika/contract/reviews';
import type { Tour } from '@yatrika/contract/tours';
import { noPageDetails } from './catalogue-fixtures.ts';
import { priceOfAdults } from './price-fixtures.ts';

/** Test data shaped exactly like the contract's answers. */
let next = 0;
const id = () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
const created = '2026-11-01T10:00:00.000Z';

export function aTour(fields: Partial<Tour> = {}): Tour {
  return {
    _id: id(),
    title: 'Ruins of Hampi',
    description: 'Boulders and temples.',
    category: 'historical & cultural',
    location: 'Hampi, Karnataka',
    pricePerPerson: 7500,
    image: 'media/hampi.webp',
    status: 'active',
    capacity: 20,
    durationDays: 1,
    ...noPageDetails,
    ratingAverage: null,
    reviewCount: 0,
    createdAt: created,
    updatedAt: created,
    ...fields,
  };
}

export function aUser(fields: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: id(),
    firstname: 'Asha',
    lastname: 'Verma',
    username: 'asha.verma',
    email: 'asha@demo.yatrika.in',
    phone: '9876543210',
    gender: 'Female',
    createdAt: created,
    bookings: [],
    reviews: [],
    ...fields,
  };
}

export function aReview(fields: Partial<AdminReview> = {}): AdminReview {
  return {
    _id: id(),
    rating: 4,
    verifiedTraveller: false,
    travelledOn: null,
    reply: null,
    repliedAt: null,
    comment: 'Lovely sunrise.',
    verified: false,
    travelled: false,
    travelledIn: null,
    hidden: null,
    createdAt: created,
    username: 'asha.verma',
    tourName: 'Taj Mahal at Sunrise',
    userId: id(),
    tourId: id(),
    ...fields,
  };
}

export function aBooking(fields: Partial<AdminBooking> = {}): AdminBooking {
  const booking: Omit<AdminBooking, 'lines' | 'total' | 'party'> = {
    _id: id(),
    reference: 'YT-DQFB-6680',
    tourId: id(),
    tour: { title: 'Alleppey Houseboat Cruise', location: 'Alappuzha, Kerala', image: 'media/houseboat.webp' },
    pricePerPerson: 7500,
    totalPrice: 15000,
    bookingDate: '2027-03-05',
    startTime: '09:00',
    numPeople: 2,
    status: 'pending',
    packingList: null,
    fullName: 'Asha Verma',
    phone: '9876543210',
    travellers: [{ name: 'Asha Verma', age: null }],
    unnamedTravellers: 1,
    payment: { orderId: 'order_1', paymentId: 'pay_1', amount: 15000, currency: 'INR' },
    refund: null,
    createdAt: created,
    updatedAt: created,
    user: { _id: id(), username: 'asha.verma', email: 'asha@demo.yatrika.in' },
    ...fields,
  };
  return { ...priceOfAdults(booking.numPeople, booking.pricePerPerson, booking.totalPrice), ...booking };
}

export function aTraveller(fields: Partial<ManifestBooking> = {}): ManifestBooking {
  const numPeople = fields.numPeople ?? 2;
  return {
    _id: id(),
    fullName: 'Asha Verma',
    phone: '9876543210',
    numPeople,
    party: { adult: numPeople, child: 0, infant: 0, senior: 0 },
    status: 'booked',
    // Nobody has come yet: the whole party is awaited.
    attendance: { checkedIn: 0, noShow: 0, waiting: numPeople, firstCheckedInAt: null, lastCheckedInAt: null, lastCheckedInBy: null },
    reference: 'YT-DQFB-6680',
    email: 'asha@demo.yatrika.in',
    paymentState: 'paid_in_full',
    // Only the one booking is named: the rest of the party shows as unnamed.
    travellers: [{ name: fields.fullName ?? 'Asha Verma', age: null }],
    unnamedTravellers: numPeople - 1,
    ...fields,
  };
}

/** One departure on the operator's manifest: 12 seats, 8 booked, 2 held. */
export function aDeparture(fields: Partial<AdminDeparture> = {}): AdminDeparture {
  return {
    tourId: id(),
    title: 'Spiti Valley Road Trip',
    location: 'Himachal Pradesh',
    date: '2026-11-28',
    startTime: '09:00',
    capacity: 12,
    closed: false,
    minGroup: null,
    minGroupOutcome: null,
    booked: 8,
    held: 2,
    seatsLeft: 2,
    bookings: [aTraveller({ fullName: 'Asha Verma', numPeople: 5 }), aTraveller({ fullName: 'Ravi Kumar', phone: '9123456780', numPeople: 3, status: 'pending' })],
    ...fields,
  };
}

/** window.alert, replaced for one test (the setup file restores globals after each test). */
export function stubAlert() {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return alert;
}

/** A payment order on the admin Payments screen: by default ₹6,998 paid and booked. */
export function anAdminPayment(fields: Partial<AdminPayment> = {}): AdminPayment {
  return {
    orderId: `order_${String((next += 1)).padStart(4, '0')}`,
    amount: 6998,
    status: 'booked',
    createdAt: '2026-11-22T09:58:00.000Z',
    paidAt: '2026-11-22T10:00:00.000Z',
    bookingId: id(),
    refund: null,
    method: 'online',
    paymentReference: null,
    paymentId: 'pay_1',
    user: { _id: id(), username: 'asha.verma', email: 'asha@demo.yatrika.in' },
    needsAttention: false,
    attentionReason: null,
    reference: 'YT-CFXK-PZB9',
    tourTitle: 'Spiti Valley Road Trip',
    travellerName: 'Asha Verma',
    checkoutOutcome: 'paid',
    paymentLink: null,
    ...fields,
  };
}

/** What one reconciliation run did; all zeros unless a test says otherwise. */
export function aReconcileSummary(fields: Partial<ReconcileSummary> = {}): ReconcileSummary {
  return {
    checked: 0,
    booked: 0,
    refundsStarted: 0,
    refundsAccepted: 0,
    refundsProcessed: 0,
    refundsFailed: 0,
    holdsReleased: 0,
    startedAt: '2026-11-23T14:14:58.000Z',
    finishedAt: '2026-11-23T14:15:00.000Z',
    ...fields,
  };
}

/** A done run of the recurring payment reconciliation, as `GET /api/admin/jobs` lists it. */
export function aJob(fields: Partial<AdminJob> = {}): AdminJob {
  return {
    _id: id(),
    name: 'reconcile-payments',
    status: 'done',
    attempts: 1,
    maxAttempts: 3,
    runAt: '2026-11-23T14:15:00.000Z',
    lastError: null,
    repeatEveryMs: 300_000,
    lockedUntil: null,
    result: aReconcileSummary(),
    createdAt: '2026-11-23T14:10:00.000Z',
    startedAt: '2026-11-23T14:15:00.000Z',
    finishedAt: '2026-11-23T14:15:02.000Z',
    ...fields,
  };
}
