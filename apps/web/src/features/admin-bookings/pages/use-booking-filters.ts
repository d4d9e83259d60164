import { bookingChannels, bookingSearchFields, bookingSortKeys, sortOrders, type BookingChannel, type BookingSearchField, type BookingSortKey, type SortOrder } from '@yatrika/contract/admin-booking-table';
import { bookingStatuses, type BookingStatus } from '@yatrika/contract/bookings';
import { isCalendarDay } from '@yatrika/contract/dates';
import { useSearchParams } from 'react-router';

/** The Filter dropdown's fields: the spec's three, then the server's reference and traveller search. */
export type SearchField = BookingSearchField | 'reference';

/** What the Bookings screen shows, all of it in the address so a reload, the back button or a shared link keeps it. */
export interface BookingFilters {
  searchIn: SearchField;
  text: string;
  status: BookingStatus | 'all';
  tourId: string;
  from: string;
  to: string;
  channel: BookingChannel | '';
  sort: BookingSortKey | '';
  order: SortOrder;
  /** On a wide screen the table, unless the operator asked for the cards. */
  view: 'table' | 'cards';
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined => (choices as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const day = (value: string | null) => (value && isCalendarDay(value) ? value : '');

function readFilters(params: URLSearchParams): BookingFilters {
  const text = params.get('query') ?? '';
  const searchIn = params.get('searchIn') === 'reference' ? 'reference' : oneOf(bookingSearchFields, params.get('searchIn'));
  return {
    // The manifest links a booking here as ?query=<reference>: that search, on the server.
    searchIn: searchIn ?? (text ? 'reference' : 'title'),
    text,
    status: oneOf(bookingStatuses, params.get('status')) ?? 'all',
    tourId: params.get('tourId') ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    channel: oneOf(bookingChannels, params.get('channel')) ?? '',
    sort: oneOf(bookingSortKeys, params.get('sort')) ?? '',
    order: oneOf(sortOrders, params.get('order')) ?? 'asc',
    view: params.get('view') === 'cards' ? 'cards' : 'table',
  };
}

/**
 * The query the server filters and sorts by, the same for the list and its CSV, so the file holds
 * exactly what the screen shows.
 */
export function serverQuery(filters: BookingFilters): string {
  const query = new URLSearchParams();
  const text = filters.text.trim();
  if (text) {
    query.set('query', text);
    if (filters.searchIn !== 'reference') query.set('searchIn', filters.searchIn);
  }
  if (filters.status !== 'all') query.set('status', filters.status);
  for (const key of ['tourId', 'from', 'to', 'channel', 'sort'] as const) if (filters[key]) query.set(key, filters[key]);
  if (filters.sort) query.set('order', filters.order);
  return query.toString();
}

/** The screen's filters from the address, and a way to change some of them (the rest stay). */
export function useBookingFilters(): [BookingFilters, (changes: Partial<BookingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  function change(changes: Partial<BookingFilters>) {
    const next = { ...filters, ...changes };
    const search = new URLSearchParams(serverQuery(next));
    // The dropdown's choice stays even before anything is typed; the usual ones stay out of the address.
    if (next.searchIn !== (next.text ? 'reference' : 'title')) search.set('searchIn', next.searchIn);
    if (next.view === 'cards') search.set('view', 'cards');
    // Typing replaces the entry rather than adding one per letter to the history.
    setParams(search, { replace: 'text' in changes });
  }
  return [filters, change];
}
