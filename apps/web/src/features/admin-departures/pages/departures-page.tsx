import { addDays } from '@yatrika/contract/dates';
import { DEFAULT_MANIFEST_DAYS, MAX_MANIFEST_DAYS } from '@yatrika/contract/departure-limits';
import { departureMessages } from '@yatrika/contract/departure-messages';
import type { AdminDeparture } from '@yatrika/contract/departures';
import { isCalendarDay } from '@yatrika/contract/dates';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatLongDate, formatWeekdayDate, todayInIndia } from '../../../lib/format.ts';
import { downloadRangeManifest } from '../api/download-manifest.ts';
import { useAdminDepartures } from '../api/get-departures.ts';
import { useTourChoices } from '../api/get-tour-choices.ts';
import { DepartureCard } from '../components/departure-card.tsx';
import { DownloadButton } from '../../../components/admin/download-button.tsx';
import { BookingFinder } from '../components/booking-finder.tsx';
import { DatePricesPanel } from '../components/date-prices-panel.tsx';
import { useWaitlists, waitlistKey } from '../api/get-waitlists.ts';

/** The range must run forwards and span at most a quarter, as the server checks. */
function rangeProblem(from: string, to: string): string | undefined {
  if (!from || !to) return departureMessages.dateInvalid;
  if (to < from || to > addDays(from, MAX_MANIFEST_DAYS - 1)) return departureMessages.manifestRange;
  return undefined;
}

/** Departures grouped under their date, keeping the server's order (date, then title). */
function byDate(departures: AdminDeparture[]): [string, AdminDeparture[]][] {
  const groups = new Map<string, AdminDeparture[]>();
  for (const departure of departures) groups.set(departure.date, [...(groups.get(departure.date) ?? []), departure]);
  return [...groups];
}

/**
 * /admindashboard/departures: who travels on which date, with each date's seats as a bar and
 * its controls; the dates shown, or one departure, download as CSV (a row per traveller). A booking
 * found by its reference or traveller leads to its departure. Printed, it is the guides' manifest: no menu, no buttons, one table per departure.
 */
export default function DeparturesPage() {
  const today = todayInIndia();
  // The calendar opens a departure here as ?from=<date>&to=<date>&tourId=<tour>.
  const [params] = useSearchParams();
  const linked = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDay(value) ? value : undefined;
  };
  const [from, setFrom] = useState(() => linked('from') ?? today);
  const [to, setTo] = useState(() => linked('to') ?? addDays(linked('from') ?? today, DEFAULT_MANIFEST_DAYS - 1));
  // Empty: every tour's departures with travellers or changes; a tour: all it is scheduled to run.
  const [tourId, setTourId] = useState(() => params.get('tourId') ?? '');
  const tours = useTourChoices();
  // The chosen tour's prices per date are set here too (decision 031).
  const chosenTour = tourId ? tours.data?.find((tour) => tour._id === tourId) : undefined;
  const problem = rangeProblem(from, to);
  const departures = useAdminDepartures(from, to, tourId, problem === undefined);
  // Each departure's waiting list (decision 037), shown under its travellers; none when it cannot be read.
  const waitlists = useWaitlists(from, to, tourId, problem === undefined);

  let content;
  if (problem) content = null;
  else if (departures.isPending) content = <LoadingState />;
  else if (departures.isError)
    content = <ErrorState onRetry={() => void departures.refetch()}>Failed to load departures. Please try again.</ErrorState>;
  else if (departures.data.length === 0)
    content = (
      <EmptyState title="No departures in these dates">
        {tourId
          ? 'This tour is not scheduled to run on any of these dates.'
          : 'A date shows here once it has bookings, seats held at checkout, or a change you made. Choose a tour to see every date it runs.'}
      </EmptyState>
    );
  else
    content = (
      <div className="flex flex-col gap-8">
        {byDate(departures.data).map(([date, list]) => (
          <section key={date} aria-labelledby={`date-${date}`} className="flex flex-col gap-4 print:break-inside-avoid-page">
            <h2 id={`date-${date}`} className="border-b border-stone-200 pb-2 text-xl font-semibold">
              {formatWeekdayDate(date)}
            </h2>
            <ul className="flex flex-col gap-4">
              {list.map((departure) => (
                <li key={departure.tourId}>
                  <DepartureCard departure={departure} waitlist={waitlists.data?.get(waitlistKey(departure))} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );

  return (
    <AdminShell
      title="Departures"
      actions={
        <div className="flex flex-wrap items-start gap-2">
          <ButtonLink to={paths.adminDepartureCalendar.href} variant="secondary">
            Calendar
          </ButtonLink>
          <DownloadButton label="Download dates as CSV" busyLabel="Downloading..." disabled={problem !== undefined} download={() => downloadRangeManifest(from, to)} />
          <Button variant="secondary" onClick={() => window.print()}>
            Print manifest
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-6">
        <BookingFinder
          onShow={(booking) => {
            setFrom(booking.bookingDate);
            setTo(booking.bookingDate);
            // A deleted tour's booking still shows under its date among the tours with travellers.
            setTourId(booking.tourId ?? '');
          }}
        />
        <form
          aria-label="Dates shown"
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:flex-row sm:items-start sm:gap-5 print:hidden"
        >
          <div className="sm:w-48">
            <TextField label="From" type="date" name="from" value={from} required onChange={(event) => setFrom(event.target.value)} />
          </div>
          <div className="sm:w-48">
            <TextField label="To" type="date" name="to" value={to} min={from} required onChange={(event) => setTo(event.target.value)} />
          </div>
          <div className="sm:w-72">
            <SelectField label="Tour" name="tourId" value={tourId} onChange={(event) => setTourId(event.target.value)}>
              <option value="">Tours with travellers or changes</option>
              {(tours.data ?? []).map((tour) => (
                <option key={tour._id} value={tour._id}>
                  {tour.title}
                </option>
              ))}
            </SelectField>
          </div>
          <p className="text-sm text-stone-600 sm:mt-8">Up to {MAX_MANIFEST_DAYS} days at a time.</p>
        </form>
        {problem && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {problem}
          </p>
        )}
        {chosenTour && <DatePricesPanel tourId={chosenTour._id} tourTitle={chosenTour.title} />}
        {/* On paper the range replaces the form. */}
        <p className="hidden text-sm text-stone-700 print:block">
          Departures from {formatLongDate(from)} to {formatLongDate(to)}
        </p>
        <div aria-busy={departures.isFetching} className={departures.isPlaceholderData ? 'opacity-60' : ''}>
          {content}
        </div>
      </div>
    </AdminShell>
  );
}
