import type { Booking } from '@yatrika/contract/bookings';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { toBookingResponse, type BookingRow } from './booking-response.ts';
import { withPartyMoney } from './party-money-answers.ts';

/**
 * The traveller's bookings as every traveller's answer gives them (their list, a receipt, a cancel,
 * a checkout's verification): the money from the ledger (what each payment captured, paid,
 * refunded, due) and, on a booking a reseller sold, the reseller's name (`soldBy`), since only
 * they can change it.
 */
export async function travellerAnswers(db: Executor, rows: BookingRow[], today?: string): Promise<Booking[]> {
  const answers = await withPartyMoney(db, rows.map((row) => toBookingResponse(row, today)));
  const resellerIds = [...new Set(rows.flatMap((row) => (row.resellerId ? [row.resellerId] : [])))];
  if (resellerIds.length === 0) return answers;
  const names = new Map((await db.select({ id: resellers.id, name: resellers.name }).from(resellers).where(inArray(resellers.id, resellerIds))).map((row) => [row.id, row.name]));
  return answers.map((answer, index) => {
    const soldBy = rows[index]!.resellerId ? names.get(rows[index]!.resellerId!) : undefined;
    return soldBy ? { ...answer, soldBy } : answer;
  });
}

/** One booking as the traveller's answers give it (travellerAnswers). */
export async function travellerAnswer(db: Executor, row: BookingRow): Promise<Booking> {
  const [answer] = await travellerAnswers(db, [row]);
  return answer!;
}
