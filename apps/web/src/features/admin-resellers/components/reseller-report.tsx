import type { ResellerReportResponse, ResellerResponse } from '@yatrika/contract/resellers';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatRupees, formatShortDate } from '../../../lib/format.ts';
import { downloadReportCsv, useResellerReport } from '../api/resellers.ts';

export const reportWords = {
  intro: (percent: number) =>
    `Bookings whose trip falls in the month, by date. Commission is ${percent}% of each booking's amount; cancelled bookings are listed but earn none.`,
  empty: 'No bookings from this reseller with a trip in this month.',
  failed: 'Failed to load the bookings. Please try again.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  csv: 'Download CSV',
} as const;

/** One reseller's month: its bookings with their commission, the totals, and the month as CSV. */
export function ResellerReport({ reseller, initialMonth }: { reseller: ResellerResponse; initialMonth: string }) {
  const [month, setMonth] = useState(initialMonth);
  const report = useResellerReport(reseller._id, month);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const section = useRef<HTMLElement>(null);
  // Opened from a card above: bring it into view, since it opens below the list.
  useEffect(() => section.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), []);

  let content;
  if (report.isPending) content = <LoadingState />;
  else if (report.isError) content = <ErrorState onRetry={() => void report.refetch()}>{reportWords.failed}</ErrorState>;
  else if (report.data.bookings.length === 0) content = <EmptyState title={reportWords.empty} />;
  else content = <ReportTable report={report.data} />;

  return (
    <section ref={section} aria-label={`${reseller.name}: bookings and commission`} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold">{reseller.name}: bookings and commission</h2>
          <p className="text-sm text-stone-600">{reportWords.intro(reseller.commissionPercent)}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-semibold text-stone-700">
            Month
            <input
              type="month"
              value={month}
              onChange={(event) => {
                if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
              }}
              className="rounded-lg border border-stone-300 px-2 py-2 font-normal"
            />
          </label>
          <Button
            variant="secondary"
            onClick={() => {
              setDownloadFailed(false);
              downloadReportCsv(reseller, month).catch(() => setDownloadFailed(true));
            }}
          >
            {reportWords.csv}
          </Button>
        </div>
      </div>
      {downloadFailed && (
        <p role="alert" className="text-sm text-red-700">
          {reportWords.downloadFailed}
        </p>
      )}
      {content}
    </section>
  );
}

function ReportTable({ report }: { report: ResellerReportResponse }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Bookings of {report.month}</caption>
        <thead className="bg-stone-50 text-stone-600">
          <tr>
            {['Reference', 'Tour', 'Date', 'Party', 'Amount', 'Their reference', 'Status', 'Commission'].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.bookings.map((booking) => (
            <tr key={booking._id} className="border-t border-stone-100">
              <td className="px-2 py-2 font-mono whitespace-nowrap">{booking.reference}</td>
              <td className="px-2 py-2">{booking.tourTitle}</td>
              <td className="px-2 py-2 whitespace-nowrap">
                {formatShortDate(booking.bookingDate)}
                <span className="block text-xs text-stone-500">{booking.startTime}</span>
              </td>
              <td className="px-2 py-2 whitespace-nowrap">{booking.partyWords}</td>
              <td className="px-2 py-2 text-right whitespace-nowrap">{formatRupees(booking.amount)}</td>
              <td className="px-2 py-2 font-mono">{booking.resellerReference ?? '—'}</td>
              <td className="px-2 py-2">
                <StatusBadge status={booking.status} />
              </td>
              <td className="px-2 py-2 text-right font-semibold whitespace-nowrap">{formatRupees(booking.commission)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-stone-200 font-semibold">
            <th scope="row" colSpan={4} className="px-2 py-2">
              {report.totals.bookings === 1 ? '1 booking' : `${report.totals.bookings} bookings`} (cancelled not counted)
            </th>
            <td className="px-2 py-2 text-right whitespace-nowrap">{formatRupees(report.totals.amount)}</td>
            <td colSpan={2} />
            <td className="px-2 py-2 text-right whitespace-nowrap">{formatRupees(report.totals.commission)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
