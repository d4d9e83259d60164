import { checkInMessages, type CheckInResponse } from '@yatrika/contract/check-ins';
import type { PartyResponse } from '@yatrika/contract/person-types';
import { peopleInParty } from '@yatrika/contract/price-calculation';
import { formatLocalTime, formatShortDate } from '../../lib/format.ts';

export type Tone = 'go' | 'info' | 'warn' | 'stop';

/** The result card's headline, the line under it and its colour, in words the operator reads at a glance. */
export function resultWords(result: CheckInResponse): { headline: string; detail: string; tone: Tone } {
  const { attendance, booking } = result;
  switch (result.outcome) {
    case 'ready':
      return { headline: 'Valid ticket', detail: result.message, tone: 'info' };
    case 'checked_in':
      return {
        headline: `Checked in ${result.checkedInNow}`,
        detail: result.duplicate ? 'This check-in had already been sent; nobody was counted twice.' : `${attendance.checkedIn} of ${booking.numPeople} are here.`,
        tone: 'go',
      };
    case 'already_checked_in':
      return { headline: 'Already checked in', detail: lastCheckIn(result) ?? result.message, tone: 'warn' };
    case 'other_date':
      return { headline: 'Ticket for another date', detail: `This ticket is for ${formatShortDate(booking.date)}, not today.`, tone: 'stop' };
    case 'cancelled':
      return { headline: 'Booking cancelled', detail: result.message, tone: 'stop' };
  }
}

/** "Checked in at 9:12 AM by Priya Nair": when and by whom the party was last checked in. */
export function lastCheckIn({ attendance }: Pick<CheckInResponse, 'attendance'>): string | undefined {
  if (!attendance.lastCheckedInAt) return undefined;
  const when = `Checked in at ${formatLocalTime(attendance.lastCheckedInAt, 'Asia/Kolkata')}`;
  return attendance.lastCheckedInBy ? `${when} by ${attendance.lastCheckedInBy}` : when;
}

/** "1 person" / "3 people". */
export const peopleWords = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** "2 check-ins waiting to send". */
export const waitingWords = (count: number) => `${count} ${count === 1 ? 'check-in' : 'check-ins'} waiting to send`;

/** Check-in counts the seats a party takes; a party with infants on a lap says so under it, else nothing. */
export function lapSeatsNote(booking: { numPeople: number; party?: PartyResponse | undefined }): string {
  if (!booking.party || peopleInParty(booking.party) === booking.numPeople) return '';
  return checkInMessages.lapInfantsBoardWithAdult(booking.numPeople);
}
