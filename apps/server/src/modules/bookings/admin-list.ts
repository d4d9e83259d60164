import type { AdminSearchTerms } from '@yatrika/contract/admin-search';
import type { BookingSortKey, SortOrder } from '@yatrika/contract/admin-booking-table';
import type { AdminBooking, BookingStatus } from '@yatrika/contract/bookings';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { users } from '../../db/schema/users.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../lib/pagination.ts';
import { owner, resellerName, toAdminBooking } from './admin-service.ts';
import { channelOf, encodeOffsetCursor, tableFilter, tableOrder, type TableFilter } from './booking-table.ts';
import { withPartyMoney } from './party-money-answers.ts';
import { matchesBookingSearch } from './search.ts';
import { hasEffectiveStatus, todayInIndia } from './status.ts';

/** What narrows the operator's list: a status, a search, and the table's filters (tour, dates, channel). */
export interface AdminBookingFilter {
  status?: BookingStatus | undefined;
  search?: AdminSearchTerms | undefined;
  table?: TableFilter | undefined;
}

/** A sorted table's page: `offset` rows in, at most `limit`. */
export interface SortedPageRequest {
  sort: BookingSortKey;
  order?: SortOrder | undefined;
  limit: number;
  offset: number;
}

function conditions(filter: AdminBookingFilter, today: string): (SQL | undefined)[] {
  return [
    filter.status ? hasEffectiveStatus(filter.status, today) : undefined,
    filter.search ? matchesBookingSearch(filter.search) : undefined,
    filter.table ? tableFilter(filter.table) : undefined,
  ];
}

/** One query for the rows, with who made each, the reseller's name and how it came in. */
function selectRows(db: Database) {
  return db
    .select({ booking: bookings, owner, resellerName, channel: channelOf, id: bookings.id, createdAt: bookings.createdAt })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(resellers, eq(resellers.id, bookings.resellerId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

async function toAnswers(db: Database, rows: Row[], today: string): Promise<AdminBooking[]> {
  return withPartyMoney(
    db,
    rows.map((row) => ({ ...toAdminBooking(row.booking, row.owner, row.resellerName, today), channel: row.channel })),
  );
}

/** Every booking, newest first, with who made it (null once the account is deleted); the filters narrow it. */
export async function listAllBookings(db: Database, filter: AdminBookingFilter, { limit, cursor }: PageRequest): Promise<Page<AdminBooking>> {
  const today = todayInIndia();
  const rows = await selectRows(db)
    .where(and(...conditions(filter, today), afterCursor(bookings.createdAt, bookings.id, cursor)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return { nextCursor: page.nextCursor, items: await toAnswers(db, page.items, today) };
}

/** The table sorted by one column, a page at a time (booking-table.ts says why by position). */
export async function listSortedBookings(db: Database, filter: AdminBookingFilter, { sort, order, limit, offset }: SortedPageRequest): Promise<Page<AdminBooking>> {
  const today = todayInIndia();
  const rows = await selectRows(db)
    .where(and(...conditions(filter, today)))
    .orderBy(...tableOrder(sort, order, today))
    .limit(limit + 1)
    .offset(offset);
  const items = rows.slice(0, limit);
  return { nextCursor: rows.length > limit ? encodeOffsetCursor(offset + limit) : undefined, items: await toAnswers(db, items, today) };
}

/** Every booking the filters keep, in the table's order: what the CSV holds, all pages at once. */
export async function everyListedBooking(db: Database, filter: AdminBookingFilter, sort?: { sort: BookingSortKey; order?: SortOrder | undefined }): Promise<AdminBooking[]> {
  const today = todayInIndia();
  const rows = await selectRows(db)
    .where(and(...conditions(filter, today)))
    .orderBy(...(sort ? tableOrder(sort.sort, sort.order, today) : [desc(bookings.createdAt), desc(bookings.id)]));
  return toAnswers(db, rows, today);
}
