import type { DashboardDeparture, DashboardToday } from '@yatrika/contract/admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addDays } from '@yatrika/contract/dates';
import { formatLongDate, formatRupees, formatShortDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { PanelLink } from './panel-link.tsx';
import { RevenueChart } from './revenue-chart.tsx';

/**
 * Today at a glance, under the totals: who leaves today and tomorrow and how many have checked
 * in, the bookings waiting for the operator, payments to look at, and the money of the last 30
 * days (a chart for the eye, the same figures as tables for screen readers and for reading).
 */
export function TodaySection({ today }: { today: DashboardToday }) {
  const tomorrow = addDays(today.date, 1);
  const revenueTotal = today.revenue.byDay.reduce((sum, day) => sum + day.net, 0);
  return (
    <section aria-labelledby="today-heading" className="flex flex-col gap-4">
      <h2 id="today-heading" className="text-xl font-semibold">
        Today at a glance <span className="text-base font-normal text-stone-600">· {formatLongDate(today.date)}</span>
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title="Departures" link={{ to: paths.adminCheckIn.href, label: 'Check in' }}>
          <DepartureDay label="Today" departures={today.departures.filter((departure) => departure.date === today.date)} />
          <DepartureDay label="Tomorrow" departures={today.departures.filter((departure) => departure.date === tomorrow)} />
        </Card>

        <Card title="Waiting for your decision" link={{ to: paths.adminBookings.href, label: 'Bookings' }}>
          <p className="text-sm text-stone-700">
            <span className="font-display text-2xl font-bold text-stone-900 tabular-nums">{today.awaitingDecision.count}</span>{' '}
            {today.awaitingDecision.count === 1 ? 'booking waits' : 'bookings wait'} to be accepted or cancelled.
          </p>
          {today.awaitingDecision.first.length > 0 && (
            <ul className="mt-3 flex flex-col divide-y divide-stone-100">
              {today.awaitingDecision.first.map((booking) => (
                <li key={booking._id} className="py-2 text-sm">
                  <span className="block font-semibold break-words text-stone-900">{booking.tourTitle}</span>
                  <span className="text-stone-700">
                    <span className="font-mono font-semibold tracking-wide">{booking.reference}</span> · {booking.fullName} · {booking.numPeople}{' '}
                    {booking.numPeople === 1 ? 'person' : 'people'} · {formatShortDate(booking.bookingDate)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 border-t border-stone-100 pt-3 text-sm text-stone-700">
            <Link to={paths.adminPayments.href} className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
              {today.paymentsNeedingAttention === 1 ? '1 payment needs' : `${today.paymentsNeedingAttention} payments need`} attention
            </Link>
          </p>
        </Card>
      </div>

      <Card title="Revenue, last 30 days" link={{ to: paths.adminPayments.href, label: 'Payments' }}>
        <p className="text-sm text-stone-700">
          Payments captured minus refunds processed, by day in India: <strong className="text-stone-900">{formatRupees(revenueTotal)}</strong> from{' '}
          {formatShortDate(today.revenue.from)} to {formatShortDate(today.revenue.to)}.
        </p>
        <RevenueChart days={today.revenue.byDay} />
        <table className="sr-only">
          <caption>Revenue by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Paid</th>
              <th scope="col">Refunded</th>
              <th scope="col">Net</th>
            </tr>
          </thead>
          <tbody>
            {today.revenue.byDay.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatShortDate(day.date)}</th>
                <td>{formatRupees(day.paid)}</td>
                <td>{formatRupees(day.refunded)}</td>
                <td>{formatRupees(day.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {today.revenue.byTour.length > 0 && (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-stone-900">By tour</caption>
              <thead>
                <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
                  <th scope="col" className="py-2 pr-3">Tour</th>
                  <th scope="col" className="py-2 pr-3 text-right">Paid</th>
                  <th scope="col" className="py-2 pr-3 text-right">Refunded</th>
                  <th scope="col" className="py-2 text-right">Net</th>
                </tr>
              </thead>
              <tbody>
                {today.revenue.byTour.map((tour) => (
                  <tr key={tour.tourId ?? tour.tourTitle} className="border-b border-stone-100">
                    <th scope="row" className="py-2 pr-3 font-medium break-words text-stone-900">{tour.tourTitle}</th>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatRupees(tour.paid)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatRupees(tour.refunded)}</td>
                    <td className="py-2 text-right font-semibold tabular-nums">{formatRupees(tour.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </section>
  );
}

function DepartureDay({ label, departures }: { label: string; departures: DashboardDeparture[] }) {
  return (
    <div className="mb-3 last:mb-0">
      <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</h4>
      {departures.length === 0 ? (
        <p className="py-1 text-sm text-stone-600">No departures.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100">
          {departures.map((departure) => (
            <li key={`${departure.tourId ?? departure.tourTitle}-${departure.date}`} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words text-stone-900">{departure.tourTitle}</span>
                <span className="text-stone-600">Starts {departure.startTime}</span>
              </span>
              <span className="text-stone-700 tabular-nums">
                {departure.seatsSold} {departure.seatsSold === 1 ? 'seat' : 'seats'} sold · {departure.checkedIn} checked in
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Card({ title, link, children }: { title: string; link: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{title}</h3>
        <PanelLink {...link} />
      </div>
      {children}
    </section>
  );
}
