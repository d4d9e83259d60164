import { fileSlug } from '@yatrika/contract/manifest-words';
import { csvFile } from '../../lib/csv.ts';
import type { CommissionReport } from './commission-report.ts';

/** Paise as rupees with two decimals, as accountants' spreadsheets read them. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

const header = ['Reference', 'Tour', 'Date', 'Start time', 'Party', 'Seats', 'Amount (INR)', 'Their reference', 'Status', 'Commission (INR)'];

/**
 * The month's report as a spreadsheet: one row per booking (cancelled ones too, with no
 * commission), then a total row of what counts, so the file says the same as the screen.
 */
export function commissionCsv(report: CommissionReport): string {
  const rows = report.lines.map((line) => [
    line.reference,
    line.tourTitle,
    line.bookingDate,
    line.startTime,
    line.partyWords,
    line.numPeople,
    rupees(line.amountPaise),
    line.resellerReference,
    line.status,
    rupees(line.commissionPaise),
  ]);
  const total = ['Total', `${report.totals.bookings} ${report.totals.bookings === 1 ? 'booking' : 'bookings'} (cancelled not counted)`, '', '', '', '', rupees(report.totals.amountPaise), '', '', rupees(report.totals.commissionPaise)];
  return csvFile(header, [...rows, total]);
}

export const commissionCsvFileName = (report: CommissionReport) => `commission-${fileSlug(report.reseller.name) || 'reseller'}-${report.month}.csv`;
