import type { AdminDeparture } from '@yatrika/contract/departures';
import { UNNAMED_TRAVELLER, attendanceWords } from '@yatrika/contract/manifest-words';
import { paymentStateWords } from '@yatrika/contract/ticket-messages';
import { csvFile } from '../../lib/csv.ts';
import { describeParty } from '@yatrika/contract/person-types';

// New columns come last so the columns spreadsheets already read keep their places: 'Party' stays
// the seats, 'Party by type' ("2 adults, 1 child, 1 infant") follows 'Start time'.
const header = ['Date', 'Tour', 'Reference', 'Traveller', 'Age', 'Lead phone', 'Lead email', 'Party', 'Payment', 'Check-in', 'Start time', 'Party by type'] as const;

/**
 * The manifest as a spreadsheet for permits and guides: one row per traveller, the named ones
 * first in the order the party gave them, then one row for each person nobody has named yet, so
 * the rows of a date add up to its people. The booking's details repeat on each of its rows, so
 * the file can be sorted and filtered without losing who belongs to whom.
 */
export function manifestCsv(departures: AdminDeparture[]): string {
  const rows: (string | number | null)[][] = [];
  for (const departure of departures) {
    for (const booking of departure.bookings) {
      const payment = paymentStateWords[booking.paymentState];
      const checkIn = attendanceWords(booking.attendance);
      const row = (name: string, age: number | null) => [
        departure.date,
        departure.title,
        booking.reference,
        name,
        age,
        booking.phone,
        booking.email,
        booking.numPeople,
        payment,
        checkIn,
        departure.startTime,
        describeParty(booking.party),
      ];
      for (const traveller of booking.travellers) rows.push(row(traveller.name, traveller.age));
      for (let i = 0; i < booking.unnamedTravellers; i += 1) rows.push(row(UNNAMED_TRAVELLER, null));
    }
  }
  return csvFile(header, rows);
}
