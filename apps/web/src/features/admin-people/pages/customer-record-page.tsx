import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/admin/icons.tsx';
import { Detail } from '../../../components/admin/detail.tsx';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate, formatRupees, todayInIndia } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { usePermission } from '../../../lib/staff-access.ts';
import { useCustomerRecord } from '../api/get-customer-record.ts';
import { CustomerBookings } from '../components/customer-bookings.tsx';
import { CustomerMerge } from '../components/customer-merge.tsx';
import { CustomerNotes } from '../components/customer-notes.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';

/** One traveller's record: who they are, what they booked and paid, their reviews, the operator's notes and merging a duplicate. */
export default function CustomerRecordPage() {
  const { userId = '' } = useParams();
  const record = useCustomerRecord(userId);
  // Merging two records is a change to travellers; a front desk reads the record only.
  const merges = usePermission()('travellers.change');
  const back = (
    <ButtonLink to={paths.adminUsers.href} variant="secondary">
      <ArrowLeftIcon className="size-4" /> Back to users
    </ButtonLink>
  );

  if (record.isPending) {
    return (
      <AdminShell title="Customer record" actions={back}>
        <LoadingState />
      </AdminShell>
    );
  }
  if (record.isError) {
    const gone = record.error instanceof ApiError && (record.error.status === 404 || record.error.status === 400);
    return (
      <AdminShell title="Customer record" actions={back}>
        <ErrorState>{gone ? 'This traveller’s record does not exist (it may have been merged into another or deleted).' : 'Failed to fetch the record.'}</ErrorState>
      </AdminShell>
    );
  }

  const { customer, bookings, reviews, notes, totalSpent, totalRefunded } = record.data;
  const name = `${customer.firstname} ${customer.lastname}`.trim() || customer.username;
  return (
    <AdminShell title={name} actions={back}>
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <Section title="Traveller">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Detail term="Username">@{customer.username}</Detail>
            <Detail term="Email">{customer.email}</Detail>
            <Detail term="Phone">{customer.phone || '—'}</Detail>
            <Detail term="Gender">{customer.gender ?? '—'}</Detail>
            <Detail term="Joined">{formatLongDate(todayInIndia(new Date(customer.createdAt)))}</Detail>
          </dl>
        </Section>
        <Section title="Money">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Detail term="Total spent">{formatRupees(totalSpent)}</Detail>
            <Detail term="Refunded">{formatRupees(totalRefunded)}</Detail>
            <Detail term="Kept">{formatRupees(totalSpent - totalRefunded)}</Detail>
          </dl>
        </Section>
        <Section title={`Bookings (${bookings.length})`}>
          <CustomerBookings bookings={bookings} />
        </Section>
        <Section title={`Reviews (${reviews.length})`}>
          {reviews.length === 0 ? (
            <p className="text-sm text-stone-600">No reviews yet.</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {reviews.map((review) => (
                <li key={review._id} className="py-3">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-semibold text-stone-900">{review.tourName}</span>
                    <StarRating rating={review.rating} />
                    <span className="text-xs text-stone-500">{formatLongDate(todayInIndia(new Date(review.createdAt)))}</span>
                  </div>
                  <p className="mt-1 break-words text-sm text-stone-700">{review.comment}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Notes">
          <CustomerNotes userId={customer._id} notes={notes} />
        </Section>
        {merges && (
          <Section title="Merge a duplicate record">
            <CustomerMerge keptId={customer._id} keptName={name} />
          </Section>
        )}
      </div>
    </AdminShell>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}
