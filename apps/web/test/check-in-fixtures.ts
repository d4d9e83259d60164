import type { CheckInDeparture, CheckInResponse } from '@yatrika/contract/check-ins';

export const bookingId = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const noOneYet = { checkedIn: 0, noShow: 0, waiting: 3, firstCheckedInAt: null, lastCheckedInAt: null, lastCheckedInBy: null };

/** A scan's answer: Asha's party of three on today's Spiti departure, paid, nobody in yet. */
export function aCheckInResult(fields: Partial<CheckInResponse> = {}): CheckInResponse {
  return {
    outcome: 'ready',
    message: '3 people of this party awaited.',
    checkedInNow: 0,
    duplicate: false,
    booking: {
      _id: bookingId,
      reference: 'YT-7K3M-Q9TD',
      fullName: 'Asha Verma',
      tourId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      tourTitle: 'Spiti Valley Road Trip',
      date: '2026-11-24',
      startTime: '07:00',
      numPeople: 3,
      party: { adult: 3, child: 0, infant: 0, senior: 0 },
      status: 'booked',
      paymentState: 'paid_in_full',
      paidInFull: true,
    },
    attendance: noOneYet,
    ...fields,
  };
}

/** Today's Spiti departure as the check-in screen lists it. */
export function aCheckInDeparture(fields: Partial<CheckInDeparture> = {}): CheckInDeparture {
  return {
    tourId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    title: 'Spiti Valley Road Trip',
    date: '2026-11-24',
    startTime: '07:00',
    meetingPoint: 'Kaza bus stand',
    started: true,
    people: 3,
    checkedIn: 0,
    noShow: 0,
    waiting: 3,
    bookings: [{ _id: bookingId, reference: 'YT-7K3M-Q9TD', fullName: 'Asha Verma', numPeople: 3, party: { adult: 3, child: 0, infant: 0, senior: 0 }, status: 'booked', paidInFull: true, attendance: noOneYet }],
    ...fields,
  };
}
