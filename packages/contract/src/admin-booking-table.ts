import { z } from './zod.ts';
import { entityId } from './common.ts';
import { isCalendarDay } from './dates.ts';
import { departureMessages } from './departure-messages.ts';

/**
 * The operator's bookings table (decision 045): how a booking came in, the columns it sorts by,
 * and the filters beside `status` and `query` that `GET /api/admin/bookings` and its CSV take.
 * The server sorts and filters; the web app keeps the same choices in the address.
 */

/** How a booking came in: the website's checkout, the operator on the phone (paid offline or by a link), or a reseller's API. */
export const bookingChannels = ['web', 'phone', 'reseller'] as const;
export type BookingChannel = (typeof bookingChannels)[number];

export const bookingChannelWords: Record<BookingChannel, string> = {
  web: 'Website',
  phone: 'Phone',
  reseller: 'Reseller',
};

/**
 * The spec's Filter dropdown (tour title, full name, location): with one of them, `query` is a
 * case-insensitive "contains" on that field; without, the reference and traveller search of decision 018.
 */
export const bookingSearchFields = ['title', 'fullName', 'location'] as const;
export type BookingSearchField = (typeof bookingSearchFields)[number];

/** The columns the table sorts by; `date` is the travel date, then the start time. */
export const bookingSortKeys = ['reference', 'tour', 'date', 'party', 'paid', 'due', 'channel', 'status'] as const;
export type BookingSortKey = (typeof bookingSortKeys)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const bookingTableMessages = {
  dateRange: 'The travel dates must run forwards: choose a "to" date on or after the "from" date.',
} as const;

const travelDay = z.string({ message: departureMessages.dateInvalid }).refine(isCalendarDay, departureMessages.dateInvalid);

/** The filters and order beside `status` and `query`; every one optional, so older clients see the list they know. */
export const bookingTableQuery = z.object({
  tourId: entityId.optional(),
  /** Travel dates, both counted ("YYYY-MM-DD"). */
  from: travelDay.optional(),
  to: travelDay.optional(),
  channel: z.enum(bookingChannels).optional(),
  searchIn: z.enum(bookingSearchFields).optional(),
  /** Without it, newest first (the list's usual order). */
  sort: z.enum(bookingSortKeys).optional(),
  order: z.enum(sortOrders).optional(),
});
export type BookingTableQuery = z.infer<typeof bookingTableQuery>;

/** The CSV's columns; amounts are rupees, dates "YYYY-MM-DD" so a spreadsheet sorts them. */
export const bookingsCsvHeader = [
  'Reference',
  'Tour',
  'Date',
  'Start time',
  'Lead traveller',
  'Email',
  'Phone',
  'Party',
  'Total (₹)',
  'Paid (₹)',
  'Due (₹)',
  'Channel',
  'Status',
] as const;

/** The file the browser saves: "bookings-2026-11-28.csv", the day it was made. */
export const bookingsCsvFileName = (today: string) => `bookings-${today}.csv`;
