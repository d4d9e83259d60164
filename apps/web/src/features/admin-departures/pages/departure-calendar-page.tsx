import { isCalendarDay } from '@yatrika/contract/dates';
import type { CalendarDeparture } from '@yatrika/contract/departure-calendar';
import { useSearchParams } from 'react-router';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { todayInIndia } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useWideScreen } from '../../../lib/use-wide-screen.ts';
import { useDepartureCalendar } from '../api/get-departure-calendar.ts';
import { useTourChoices } from '../api/get-tour-choices.ts';
import { CalendarAgenda } from '../calendar/calendar-agenda.tsx';
import { CalendarGrid } from '../calendar/calendar-grid.tsx';
import { calendarHeading, calendarRange, stepCalendar, weeksOf, type CalendarView } from '../calendar/calendar-range.ts';

/** Departures under their day, in the server's order (start time, then tour). */
function byDay(departures: CalendarDeparture[]): Map<string, CalendarDeparture[]> {
  const days = new Map<string, CalendarDeparture[]>();
  for (const departure of departures) days.set(departure.date, [...(days.get(departure.date) ?? []), departure]);
  return days;
}

/**
 * /admindashboard/departures/calendar: a month or a week of departures at a glance, each with its
 * seats sold and where it stands; one opens its manifest on the Departures screen. The month,
 * week and tour shown stay in the address, so a reload or a shared link shows the same.
 */
export default function DepartureCalendarPage() {
  const today = todayInIndia();
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const dayParam = params.get('day') ?? '';
  const day = isCalendarDay(dayParam) ? dayParam : today;
  const tourId = params.get('tourId') ?? '';
  const range = calendarRange(view, day);
  const departures = useDepartureCalendar(range.from, range.to, tourId);
  const tours = useTourChoices();
  const wide = useWideScreen();

  function show(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  }
  const step = view === 'month' ? 'month' : 'week';

  let content;
  if (departures.isPending) content = <LoadingState />;
  else if (departures.isError)
    content = <ErrorState onRetry={() => void departures.refetch()}>Failed to load departures. Please try again.</ErrorState>;
  else if (!wide && departures.data.length === 0)
    content = <EmptyState title="No departures in these dates">A date shows here once it has bookings, seats held at checkout, or a change you made.</EmptyState>;
  else
    content = wide ? (
      <CalendarGrid weeks={weeksOf(range)} byDay={byDay(departures.data)} month={view === 'month' ? day.slice(0, 7) : undefined} today={today} />
    ) : (
      <CalendarAgenda byDay={byDay(departures.data)} />
    );

  return (
    <AdminShell
      title="Departures calendar"
      actions={
        <ButtonLink to={paths.adminDepartures.href} variant="secondary">
          Departures list
        </ButtonLink>
      }
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70 md:flex-row md:flex-wrap md:items-end md:gap-5">
          <div role="group" aria-label="View" className="flex gap-2">
            {(['month', 'week'] as const).map((option) => (
              <Button key={option} size="sm" variant={view === option ? 'primary' : 'secondary'} aria-pressed={view === option} onClick={() => show({ view: option === 'month' ? '' : option })}>
                {option === 'month' ? 'Month' : 'Week'}
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="secondary" onClick={() => show({ day: stepCalendar(view, day, -1) })}>
              Previous {step}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => show({ day: '' })}>
              Today
            </Button>
            <Button size="sm" variant="secondary" onClick={() => show({ day: stepCalendar(view, day, 1) })}>
              Next {step}
            </Button>
          </div>
          <div className="md:w-72">
            <SelectField label="Tour" name="tourId" value={tourId} onChange={(event) => show({ tourId: event.target.value })}>
              <option value="">Tours with travellers or changes</option>
              {(tours.data ?? []).map((tour) => (
                <option key={tour._id} value={tour._id}>
                  {tour.title}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <h2 className="text-xl font-semibold" aria-live="polite">
          {calendarHeading(view, day)}
        </h2>
        <div aria-busy={departures.isFetching} className={departures.isPlaceholderData ? 'opacity-60' : ''}>
          {content}
        </div>
      </div>
    </AdminShell>
  );
}
