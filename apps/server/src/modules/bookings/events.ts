import type { BookingEvent, BookingEventKind } from '@yatrika/contract/operator-bookings';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingEvents } from '../../db/schema/bookings.ts';
import type { AuditActor } from '../audit/public.ts';

/** The operator who makes a change, as the history names them; a rule applied by the server has no account. */
export interface Operator {
  id: string | null;
  name: string;
  /** The staff account behind the change, for the audit log; absent for a rule the server applies. */
  audit?: AuditActor;
}

type EventRow = typeof bookingEvents.$inferSelect;

const toBookingEvent = (row: EventRow): BookingEvent => ({
  _id: row.id,
  kind: row.kind,
  admin: { _id: row.adminId, name: row.adminName },
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});

/** Records one change in the transaction that makes it, so a change that rolls back leaves no trace. */
export async function recordBookingEvent(
  tx: Executor,
  bookingId: string,
  operator: Operator,
  kind: BookingEventKind,
  details: Record<string, unknown> = {},
): Promise<BookingEvent> {
  const [row] = await tx.insert(bookingEvents).values({ bookingId, adminId: operator.id, adminName: operator.name, kind, details }).returning();
  return toBookingEvent(row!);
}

/** A booking's history, oldest first. */
export async function listBookingEvents(tx: Executor, bookingId: string): Promise<BookingEvent[]> {
  const rows = await tx.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  return rows.map(toBookingEvent);
}
