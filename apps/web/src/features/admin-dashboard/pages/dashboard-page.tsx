import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatLongDate, formatRupees } from '../../../lib/format.ts';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import { useDashboard, type DashboardData } from '../api/get-dashboard.ts';
import { AdminFooter } from '../components/admin-footer.tsx';
import { CountCard } from '../components/count-card.tsx';
import { PanelLink } from '../components/panel-link.tsx';
import { PaymentsAttentionCard } from '../components/payments-attention-card.tsx';
import { TodaySection } from '../components/today-section.tsx';
import { VitalsSection } from '../components/vitals-section.tsx';
import { PersonInitial } from '../../../components/admin/person-initial.tsx';
import { TourStatusBadge } from '../../../components/admin/tour-status-badge.tsx';
import { CalendarIcon, MountainIcon, PlusIcon, StarIcon, UsersIcon } from '../../../components/admin/icons.tsx';

/** The admin dashboard (three addresses): totals, today at a glance, the newest tours and travellers, real visitors' speed, a footer. */
export default function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <AdminShell
      title="Welcome back, Admin"
      actions={
        <ButtonLink to={paths.adminCreateTour.href} variant="primary">
          <PlusIcon className="size-4" /> Create New Tour
        </ButtonLink>
      }
    >
      <p className="-mt-1 mb-6 text-stone-600">Here is how Yatrika is doing: the catalogue, the travellers and what they booked.</p>
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <ErrorState>Failed to load dashboard data. Please try again later.</ErrorState>
      ) : dashboard.data === null ? (
        <p className="py-12 text-center text-stone-600">No data available.</p>
      ) : (
        <DashboardContent data={dashboard.data} />
      )}
      <AdminFooter />
    </AdminShell>
  );
}

function DashboardContent({ data }: { data: DashboardData }) {
  return (
    <div className="flex flex-col gap-8">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5" aria-label="Totals">
        <CountCard label="Total Users" value={data.totalUsers} to={paths.adminUsers.href} icon={<UsersIcon />} tone="bg-sky-100 text-sky-800" />
        <CountCard label="Total Tours" value={data.totalTours} to={paths.adminTours.href} icon={<MountainIcon />} tone="bg-brand-100 text-brand-800" />
        <CountCard label="Total Bookings" value={data.totalBookings} to={paths.adminBookings.href} icon={<CalendarIcon />} tone="bg-marigold-100 text-marigold-800" />
        <CountCard label="Total Reviews" value={data.totalReviews} to={paths.adminReviews.href} icon={<StarIcon />} tone="bg-rose-100 text-rose-800" />
        {/* Two columns below xl: the fifth card takes a row of its own rather than half of one. */}
        <PaymentsAttentionCard className="col-span-2 xl:col-span-1" />
      </ul>

      {data.today && <TodaySection today={data.today} />}

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel title="Recently Added Tours" link={{ to: paths.adminTours.href, label: 'All tours' }}>
          {data.recentTours.length === 0 ? (
            <p className="px-5 py-8 text-center text-stone-600">No tours available.</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {data.recentTours.map((tour) => (
                <li key={tour._id} className="flex items-center gap-4 px-5 py-3">
                  <img
                    src={mediaUrl(tour.image)}
                    srcSet={mediaSrcSet(tour.image)}
                    sizes="80px"
                    alt={tour.title}
                    width={80}
                    height={60}
                    loading="lazy"
                    decoding="async"
                    className="h-14 w-20 shrink-0 rounded-lg bg-stone-200 object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <Link to={paths.adminUpdateTour.href(tour._id)} className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-800 hover:underline">
                      {tour.title}
                    </Link>
                    <p className="truncate text-sm text-stone-600">{tour.location}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-sm font-semibold text-stone-900">{formatRupees(tour.pricePerPerson)}</span>
                    <TourStatusBadge status={tour.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title="Recently Added Users" link={{ to: paths.adminUsers.href, label: 'All users' }}>
          {data.recentUsers.length === 0 ? (
            <p className="px-5 py-8 text-center text-stone-600">No users available.</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {data.recentUsers.map((user) => {
                const fullName = `${user.firstname} ${user.lastname}`.trim();
                return (
                  <li key={user._id} className="flex items-center gap-4 px-5 py-3">
                    <PersonInitial name={fullName || user.username} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold text-stone-900">{fullName || user.username}</p>
                      <p className="truncate text-sm text-stone-600">
                        @{user.username} · {user.email}
                      </p>
                    </div>
                    <p className="hidden shrink-0 text-right text-sm text-stone-600 sm:block">
                      <span className="block text-xs tracking-wide text-stone-500 uppercase">Joined</span>
                      {formatLongDate(user.createdAt)}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
      </div>

      <VitalsSection />
    </div>
  );
}

function Panel({ title, link, children }: { title: string; link: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-5 py-4">
        <h2 className="text-lg font-semibold">{title}</h2>
        <PanelLink {...link} />
      </div>
      {children}
    </section>
  );
}
