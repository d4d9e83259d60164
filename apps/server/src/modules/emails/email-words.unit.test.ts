import { emailKindNames, type EmailKind } from '@yatrika/contract/email-kinds';
import { codesIn } from '@yatrika/contract/words-not-codes';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render.ts';
import type { EmailDataOf } from './templates/catalogue.ts';
import type { BookingFacts } from './templates/booking-facts.tsx';

// Every kind of email, rendered with data as a real booking stores it, read for what a traveller or
// the operator must never see: an ISO date, an internal name, an amount as a bare number.

const booking: BookingFacts = {
  bookingId: '5c0f6a4e-2b1d-4c8e-9f3a-7d6e5b4a3c21',
  reference: 'YT-7KQ2-M9XD',
  fullName: 'Meera Iyer',
  tourId: '0b9f2c1e-8d2a-4c55-9a57-2f1c1d2e3f40',
  tourTitle: 'Spiti Valley Road Trip',
  tourLocation: 'Himachal Pradesh',
  tourImage: 'media/spiti.webp',
  bookingDate: '2026-12-12',
  startTime: '06:30',
  numPeople: 3,
  party: { adult: 2, child: 1, infant: 1, senior: 0 },
  totalPaise: 4_625_000,
  durationDays: 6,
  meetingPoint: 'Manali bus stand, gate 2',
  inclusions: ['Stays in guest houses', 'All meals on the road', 'Inner-line permits'],
};
const paidInParts = { ...booking, paidPaise: 1_387_500, balancePaise: 3_237_500, balanceDueOn: '2026-12-02' };

/** Values an email rightly shows as they are: the booking's reference, a phone number the traveller gave, the operator's hand-back reference. */
const allowed = [booking.reference, '9811122233', 'NEFT-44718'];

const samples: { [Kind in EmailKind]: EmailDataOf<Kind>[] } = {
  'account-created': [
    { firstname: 'Meera', username: 'meera.iyer' },
    { firstname: 'Meera', username: 'meera.iyer', setPassword: { url: 'https://yatrika.example/reset-password?token=s3t-pw', expiresInMinutes: 4320 } },
  ],
  'password-reset': [{ firstname: 'Meera', resetUrl: 'https://yatrika.example/reset-password?token=r3s3t', expiresInMinutes: 60 }],
  'email-change': [{ firstname: 'Meera', newEmail: 'meera.iyer@example.in', confirmUrl: 'https://yatrika.example/confirm-email?token=c0nf', expiresInHours: 24 }],
  'email-changed': [{ firstname: 'Meera', newEmail: 'meera.iyer@example.in' }],
  'booking-paid': [
    { ...booking, status: 'pending' },
    { ...paidInParts, status: 'booked' },
  ],
  'operator-new-booking': [{ ...booking, phone: '9811122233', travellerEmail: 'meera@example.in' }],
  'booking-accepted': [booking],
  'booking-cancelled': [
    { ...booking, cancelledBy: 'traveller', refundPaise: 2_312_500 },
    { ...booking, cancelledBy: 'operator', refundPaise: 4_625_000, refundByHand: true, reason: 'The departure did not reach its minimum group of 6.' },
    { ...booking, cancelledBy: 'operator', refundPaise: 0, alsoByHandPaise: 1_850_000 },
  ],
  'booking-moved': [
    { ...booking, previousDate: '2026-12-05', previousStartTime: '09:00' },
    { ...booking, previousDate: '2026-12-05', byTraveller: true, previousTotalPaise: 4_200_000, paidPaise: 425_000 },
    { ...booking, previousDate: '2026-12-05', byTraveller: true, previousTotalPaise: 5_000_000, refundPaise: 375_000 },
  ],
  'booking-party-changed': [
    { ...booking, previousPeople: 4, previousParty: { adult: 3, child: 1, infant: 0, senior: 0 }, previousTotalPaise: 6_475_000, refundPaise: 1_850_000, refundByHandPaise: 0, collectedPaise: 0 },
    { ...booking, previousPeople: 2, previousTotalPaise: 3_700_000, refundPaise: 0, refundByHandPaise: 0, collectedPaise: 925_000 },
    { ...booking, previousPeople: 4, previousTotalPaise: 6_475_000, refundPaise: 0, refundByHandPaise: 0, collectedPaise: 0, byTraveller: true, paidOnlinePaise: 0, keptPaise: 925_000 },
  ],
  'refund-processed': [{ ...booking, refundPaise: 2_312_500, refundId: 'rfnd_Nx81KQ2bZ4' }],
  'refund-handed-back': [
    { ...booking, refundPaise: 2_312_500, method: 'bank_transfer', handBackReference: 'NEFT-44718' },
    { ...booking, refundPaise: 2_312_500, method: 'upi', handBackReference: null },
    { ...booking, refundPaise: 2_312_500, method: 'cash', handBackReference: null },
  ],
  'order-refunded': [
    { orderId: 'order_Nx81KQ2bZ4', refundPaise: 4_625_000, refundId: 'rfnd_Nx81KQ2bZ4', tourTitle: 'Spiti Valley Road Trip', bookingDate: '2026-12-12', fullName: 'Meera Iyer' },
    { orderId: 'order_Nx81KQ2bZ4', refundPaise: 4_625_000, refundId: null, tourTitle: null, bookingDate: null, fullName: null },
  ],
  'payment-link': [
    {
      orderId: 'order_Nx81KQ2bZ4',
      fullName: 'Meera Iyer',
      tourTitle: 'Spiti Valley Road Trip',
      tourLocation: 'Himachal Pradesh',
      bookingDate: '2026-12-12',
      numPeople: 3,
      party: { adult: 2, child: 1, infant: 0, senior: 0 },
      totalPaise: 4_625_000,
      payUrl: 'https://yatrika.example/pay/YPL1.order_Nx81KQ2bZ4.sig',
      expiresAt: '2026-11-24T13:00:00.000Z',
    },
  ],
  'payment-receipt': [
    { ...paidInParts, purpose: 'balance', amountPaise: 3_237_500, paidInAllPaise: 4_625_000, refundedPaise: 0, owedPaise: 0 },
    { ...booking, purpose: 'difference', amountPaise: 925_000, paidInAllPaise: 5_550_000, refundedPaise: 0, owedPaise: 0 },
  ],
  'trip-reminder': [booking, { ...booking, meetingPoint: null, inclusions: [] }],
  'balance-reminder': [
    { ...paidInParts, dueToday: false },
    { ...paidInParts, dueToday: true },
  ],
  'review-request': [booking],
  'contact-message': [{ name: 'Kiran Rao', email: 'kiran@example.com', message: 'Do you run Spiti in October? We are four.' }],
  'staff-invitation': [
    {
      inviterName: 'Kavya Menon',
      roleName: 'Guide',
      roleSummary: "Today's and tomorrow's departures of the tours assigned to them, their manifests and check-in.",
      acceptUrl: 'https://yatrika.example/staff-invitation?token=1nv1te',
      expiresInHours: 48,
    },
  ],
  'newsletter-confirmation': [{ confirmToken: 'nl.c0nf1rm.t0ken', unsubscribeToken: 'nl.unsub.t0ken' }],
  'waitlist-offer': [
    {
      fullName: 'Meera Iyer',
      tourTitle: 'Spiti Valley Road Trip',
      tourLocation: 'Himachal Pradesh',
      bookingDate: '2026-12-12',
      startTime: '06:30',
      numPeople: 2,
      party: { adult: 2, child: 0, infant: 0, senior: 0 },
      bookPath: '/dashboard/booknow/0b9f2c1e-8d2a-4c55-9a57-2f1c1d2e3f40?waitlist=7c0a4c0e-1b2a-4a57-9a43-3f0a2b6d1e11',
      expiresAt: '2026-12-04T13:00:00.000Z',
    },
  ],
};

const settings = { site: 'https://yatrika.example', unsubscribeKey: 'a-key-for-tests', ticketCode: async (reference: string) => `YT1.${reference}.sig` };

/** The words of the HTML a reader sees: text between tags and the pictures' alternative text. */
const visibleHtml = (html: string) =>
  html
    .replace(/<(style|head)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<img[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|&#xa0;/g, ' ');

describe('every email reads in words', () => {
  it('has realistic data for every kind the outbox names', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(emailKindNames).sort());
  });

  for (const kind of Object.keys(samples) as EmailKind[]) {
    it(`${emailKindNames[kind]}: no ISO date, internal name or bare amount in its subject, text or HTML`, async () => {
      for (const data of samples[kind]) {
        const rendered = await renderEmail({ kind, data, userId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d' }, settings);
        const found = [rendered.subject, rendered.text, visibleHtml(rendered.html)].flatMap((part) => codesIn(part, allowed));
        expect(found, JSON.stringify(data)).toEqual([]);
      }
    });
  }
});
