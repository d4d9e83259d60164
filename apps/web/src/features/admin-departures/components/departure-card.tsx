import type { AdminDeparture } from '@yatrika/contract/departures';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { formatLongDate } from '../../../lib/format.ts';
import { downloadDepartureManifest } from '../api/download-manifest.ts';
import { DepartureControls } from './departure-controls.tsx';
import { DownloadButton } from '../../../components/admin/download-button.tsx';
import { PinIcon } from '../../../components/admin/icons.tsx';
import { ManifestTable } from './manifest-table.tsx';
import { SeatBar } from './seat-bar.tsx';
import type { AdminWaitlistDeparture } from '@yatrika/contract/waitlist';
import { WaitingListTable } from './waiting-list-table.tsx';
import { DepartureGuides } from './departure-guides.tsx';

/** One tour on one date at one start time: its seats, its controls, and its travellers. */
export function DepartureCard({ departure, waitlist }: { departure: AdminDeparture; waitlist?: AdminWaitlistDeparture | undefined }) {
  const headingId = `departure-${departure.tourId}-${departure.date}-${departure.startTime.replace(':', '')}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5 print:break-inside-avoid print:rounded-none print:border-b print:border-stone-300 print:p-0 print:pb-4 print:shadow-none print:ring-0"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg leading-snug font-semibold break-words">
              {departure.title}
            </h3>
            <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-200">Sets off {departure.startTime}</span>
            {departure.minGroupOutcome === 'canceled' && departure.minGroup !== null && (
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                {tourScheduleMessages.minGroupCancelReason(departure.minGroup)}
              </span>
            )}
            {departure.closed && (
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">Closed</span>
            )}
          </div>
          <p className="flex items-start gap-1 text-sm text-stone-600">
            <PinIcon className="mt-0.5 size-4 shrink-0 text-stone-500" />
            {departure.location}
          </p>
        </div>
        <DepartureControls departure={departure} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-xl flex-1">
          <SeatBar booked={departure.booked} held={departure.held} capacity={departure.capacity} seatsLeft={departure.seatsLeft} />
          {departure.minGroup !== null && departure.minGroupOutcome !== 'canceled' && (
            <p className={`mt-1.5 text-sm ${departure.booked >= departure.minGroup ? 'text-stone-600' : 'font-semibold text-amber-800'}`}>
              Minimum group: {tourScheduleMessages.minGroupCount(departure.booked, departure.minGroup)}
            </p>
          )}
        </div>
        {departure.bookings.length > 0 && (
          <DownloadButton label="Download CSV" busyLabel="Downloading..." download={() => downloadDepartureManifest(departure)} />
        )}
      </div>
      <ManifestTable bookings={departure.bookings} caption={`Travellers on ${departure.title}, ${formatLongDate(departure.date)} at ${departure.startTime}`} />
      <DepartureGuides departure={departure} />
      {waitlist && <WaitingListTable line={waitlist} caption={`Waiting list of ${departure.title}, ${formatLongDate(departure.date)} at ${departure.startTime}`} />}
    </article>
  );
}
