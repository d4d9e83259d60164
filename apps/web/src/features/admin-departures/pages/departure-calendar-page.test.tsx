import type { CalendarDeparture } from '@yatrika/contract/departure-calendar';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage, setScreenWidth } from '../../../../test/render.tsx';
import DepartureCalendarPage from './departure-calendar-page.tsx';

const hampi = '7d1c2b7e-52a4-4a39-9f35-2f0b1c6b8a11';
const aarti = '0b9e8a61-3f0f-4d2e-8c55-7a1f3e2d4c22';
const departures: CalendarDeparture[] = [
  { tourId: hampi, title: 'Hampi Boulder Walk', date: '2026-12-05', startTime: '09:00', capacity: 4, sold: 4, status: 'full' },
  { tourId: aarti, title: 'Ganga Aarti Boat Ride', date: '2026-12-05', startTime: '18:30', capacity: 10, sold: 3, status: 'open' },
  { tourId: aarti, title: 'Ganga Aarti Boat Ride', date: '2026-12-20', startTime: '06:00', capacity: 10, sold: 0, status: 'closed' },
  { tourId: hampi, title: 'Hampi Boulder Walk', date: '2026-12-25', startTime: '09:00', capacity: 4, sold: 1, status: 'canceled' },
];

function answerCalendar() {
  return mockApi({
    'GET /api/admin/departures/calendar': { body: { departures } },
    'GET /api/admin/tours': { body: { tours: [] } },
  });
}
const calendarCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/admin/departures/calendar')).map((call) => call.url);
const renderCalendar = (search: string) =>
  renderPage(<DepartureCalendarPage />, { path: '/admindashboard/departures/calendar', url: `/admindashboard/departures/calendar${search}` });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('the calendar of departures on a wide screen', () => {
  beforeEach(() => setScreenWidth(1280));

  it("asks for the whole month's weeks at once and shows each departure in its day: tour, start time, seats sold and status", async () => {
    const calls = answerCalendar();
    renderCalendar('?day=2026-12-10');
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    // December 2026 runs from Tuesday the 1st to Thursday the 31st: Monday November 30 to Sunday January 3.
    expect(calendarCalls(calls)).toEqual(['/api/admin/departures/calendar?from=2026-11-30&to=2027-01-03']);
    const full = await screen.findByRole('link', { name: /09:00 · Full\s*Hampi Boulder Walk\s*4 of 4 sold/ });
    const day = full.closest('td')!;
    expect(within(day).getByText('Saturday, December 5, 2026')).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: /18:30 · Open\s*Ganga Aarti Boat Ride\s*3 of 10 sold/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /06:00 · Closed/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /09:00 · Cancelled\s*Hampi Boulder Walk\s*1 of 4 sold/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6); // the weekday names and five weeks
  });

  it("opens a departure's manifest on the Departures screen, that date and tour chosen", async () => {
    answerCalendar();
    const user = userEvent.setup();
    const { router } = renderCalendar('?day=2026-12-10');
    await user.click(await screen.findByRole('link', { name: /18:30 · Open/ }));
    expect(router.state.location.pathname).toBe('/admindashboard/departures');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ from: '2026-12-05', to: '2026-12-05', tourId: aarti });
  });

  it('moves by month and by week, keeping the choice in the address', async () => {
    const calls = answerCalendar();
    const user = userEvent.setup();
    const { router } = renderCalendar('?day=2026-12-10');
    await screen.findByRole('heading', { name: 'December 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    expect(calendarCalls(calls).at(-1)).toBe('/api/admin/departures/calendar?from=2026-12-28&to=2027-01-31');

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('heading', { name: 'Week of December 28, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { name: 'Week of December 21, 2026' })).toBeInTheDocument();
    expect(calendarCalls(calls).at(-1)).toBe('/api/admin/departures/calendar?from=2026-12-21&to=2026-12-27');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ day: '2026-12-21', view: 'week' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('says so when the departures cannot load', async () => {
    mockApi({ 'GET /api/admin/departures/calendar': { status: 500, body: { message: 'Internal Server Error' } }, 'GET /api/admin/tours': { body: { tours: [] } } });
    renderCalendar('?day=2026-12-10');
    expect(await screen.findByText('Failed to load departures. Please try again.')).toBeInTheDocument();
  });
});

describe('the calendar of departures on a phone', () => {
  beforeEach(() => setScreenWidth(390));

  it('lists only the days that have departures, each day named in words', async () => {
    answerCalendar();
    renderCalendar('?day=2026-12-10');
    expect(await screen.findByRole('heading', { name: 'Saturday, December 5, 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'December 2026',
      'Saturday, December 5, 2026',
      'Sunday, December 20, 2026',
      'Friday, December 25, 2026',
    ]);
    expect(screen.getAllByRole('link', { name: /sold$/ })).toHaveLength(4);
  });
});
