import { bookingReference } from '@yatrika/contract/booking-reference';
import type { Executor } from '../../db/client.ts';
import { recordAudit } from '../audit/public.ts';
import type { BookingRow } from './booking-response.ts';
import type { Operator } from './events.ts';

/** What an audit row shows of a booking: its status, departure, party and amounts (in paise, as stored). */
export function bookingFacts(row: BookingRow) {
  return {
    status: row.status,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    numPeople: row.numPeople,
    party: row.party,
    totalPaise: row.totalPaise,
    paymentPlan: row.paymentPlan,
    balanceDueOn: row.balanceDueOn,
  };
}

/**
 * Appends a staff change of a booking to the audit log, in the change's transaction. A change the
 * server makes by its own rules (no staff account behind the operator) is not a staff change.
 */
export async function auditBookingChange(
  tx: Executor,
  operator: Operator,
  action: string,
  booking: Pick<BookingRow, 'id' | 'number'>,
  change: { before?: unknown; after?: unknown },
): Promise<void> {
  if (!operator.audit) return;
  await recordAudit(tx, operator.audit, {
    action,
    subject: { kind: 'booking', id: booking.id },
    bookingReference: bookingReference(booking.number),
    before: change.before,
    after: change.after,
  });
}
