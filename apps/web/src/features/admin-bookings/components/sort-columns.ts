import type { BookingSortKey } from '@yatrika/contract/admin-booking-table';

/** The columns the bookings sort by, in the table's order; the cards' "Sort by" offers the same. */
export const sortColumns: { key: BookingSortKey; label: string; numeric?: boolean }[] = [
  { key: 'reference', label: 'Reference' },
  { key: 'tour', label: 'Tour' },
  { key: 'date', label: 'Date and start time' },
  { key: 'party', label: 'Party', numeric: true },
  { key: 'paid', label: 'Paid', numeric: true },
  { key: 'due', label: 'Due', numeric: true },
  { key: 'channel', label: 'Channel' },
  { key: 'status', label: 'Status' },
];
