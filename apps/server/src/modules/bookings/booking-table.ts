import type { BookingChannel, BookingSearchField, BookingSortKey, BookingTableQuery, SortOrder } from '@yatrika/contract/admin-booking-table';
import { bookingTableMessages } from '@yatrika/contract/admin-booking-table';
import { and, asc, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { badRequest } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { duePaiseInSql, paidPaiseInSql } from '../money/public.ts';

/**
 * The operator's bookings table in SQL (decision 045): how a booking came in, what it has paid and
 * still owes, and its status as the screens read it, as expressions the database filters and sorts
 * by, so a sorted, filtered list pages and exports without loading every booking first.
 */

/**
 * A reseller's booking carries its reseller; the operator's phone bookings are paid orders taken
 * offline (decision 020) or online through a payment link the operator sent (decision 024);
 * everything else came through the website's checkout.
 */
export const channelOf: SQL<BookingChannel> = sql<BookingChannel>`(case
  when ${bookings.resellerId} is not null then 'reseller'
  when exists (select 1 from ${paymentOrders} where ${paymentOrders.id} = ${bookings.orderId}
    and (${paymentOrders.paymentMethod} <> 'online' or exists (select 1 from ${paymentLinks} where ${paymentLinks.orderId} = ${paymentOrders.id}))) then 'phone'
  else 'web' end)`;

/** A booked booking whose date has passed reads `completed`, as `effectiveStatus` says. */
const statusOf = (today: string) => sql<string>`(case when ${bookings.status} = 'booked' and ${bookings.bookingDate} < ${today} then 'completed' else ${bookings.status} end)`;

/** The table's filters as the service takes them: the Filter dropdown's field comes with its text. */
export type TableFilter = Omit<BookingTableQuery, 'sort' | 'order' | 'searchIn'> & { fieldContains?: { field: BookingSearchField; text: string } | undefined };

const searchedColumns = { title: bookings.tourTitle, fullName: bookings.fullName, location: bookings.tourLocation } as const;

/** The rows a table's filters keep, beside `status` and the reference and traveller search. */
export function tableFilter(query: TableFilter): SQL | undefined {
  if (query.from && query.to && query.to < query.from) throw badRequest(bookingTableMessages.dateRange);
  return and(
    query.tourId ? eq(bookings.tourId, query.tourId) : undefined,
    query.from ? gte(bookings.bookingDate, query.from) : undefined,
    query.to ? lte(bookings.bookingDate, query.to) : undefined,
    query.channel ? sql`${channelOf} = ${query.channel}` : undefined,
    query.fieldContains ? ilike(searchedColumns[query.fieldContains.field], containsPattern(query.fieldContains.text)) : undefined,
  );
}

/** The ORDER BY of a sorted table; ties keep the list's usual newest-first order, so pages never shuffle. */
export function tableOrder(sort: BookingSortKey, order: SortOrder = 'asc', today: string): SQL[] {
  const by = order === 'asc' ? asc : desc;
  const keys: Record<BookingSortKey, SQL[]> = {
    // References compare as written (their key), not by the hidden number behind them.
    reference: [by(sql`booking_reference_key(${bookings.number})`)],
    tour: [by(sql`lower(${bookings.tourTitle})`)],
    date: [by(bookings.bookingDate), by(bookings.startTime)],
    party: [by(bookings.numPeople)],
    paid: [by(paidPaiseInSql)],
    due: [by(duePaiseInSql)],
    channel: [by(channelOf)],
    status: [by(statusOf(today))],
  };
  return [...keys[sort], desc(bookings.createdAt), desc(bookings.id)];
}

/**
 * A sorted table pages by position: its order is not the (createdAt, id) of the keyset cursors
 * (decision 003), and a booking's paid or due can change between pages, which a keyset on that
 * value would skip. The cursor says so ("sorted|100"), and a keyset cursor is refused here.
 */
export const encodeOffsetCursor = (offset: number) => Buffer.from(`sorted|${offset}`).toString('base64url');

export function decodeOffsetCursor(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const match = /^sorted\|(\d{1,7})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw badRequest('The cursor is not valid. Start again from the first page.');
  return Number(match[1]);
}
