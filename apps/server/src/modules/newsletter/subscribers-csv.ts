import { todayInIndia } from '@yatrika/contract/dates';
import { csvFile } from '../../lib/csv.ts';

/** The India calendar day an instant falls on. */
const indiaDayOf = (instant: Date) => todayInIndia(instant);

const header = ['Email', 'Subscribed on', 'Confirmed on'] as const;

/**
 * The confirmed list as a spreadsheet, for a mailing tool: one row per address, days as India
 * counts them (YYYY-MM-DD, which sorts and which every mailing tool reads). Cells are escaped
 * by csvFile, so an address a stranger typed can never run as a formula.
 */
export function subscribersCsv(rows: readonly { email: string; createdAt: Date; confirmedAt: Date | null }[]): string {
  return csvFile(
    header,
    rows.map((row) => [row.email, indiaDayOf(row.createdAt), row.confirmedAt ? indiaDayOf(row.confirmedAt) : null]),
  );
}
