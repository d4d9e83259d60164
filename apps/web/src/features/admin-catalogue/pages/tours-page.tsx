import type { Tour } from '@yatrika/contract/tours';
import { useState } from 'react';
import { paths } from '../../../lib/paths.ts';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { TourCard } from '../../../components/ui/tour-card.tsx';
import { useChangeTourStatus, type TourStatusAction } from '../api/change-tour-status.ts';
import { useDeleteTour } from '../api/delete-tour.ts';
import { fetchTourSettlement } from '../api/get-tour-settlement.ts';
import { useTourCategoryCounts } from '../api/get-tour-category-counts.ts';
import { useAdminTours } from '../api/get-tours.ts';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { TourCategoryCards } from '../components/tour-category-cards.tsx';
import { TourStatusBadge } from '../../../components/admin/tour-status-badge.tsx';
import { DeleteButton } from '../../../components/admin/delete-button.tsx';
import { usePermission } from '../../../lib/staff-access.ts';
import { useWithdrawal } from '../../../components/admin/use-withdrawal.tsx';
import { PlusIcon } from '../../../components/admin/icons.tsx';

const statusFailures: Record<TourStatusAction, string> = {
  ban: 'Failed to ban the tour. Please try again.',
  unban: 'Failed to unban the tour. Please try again.',
};

/** Admin tours: search, the category cards, and every tour with ban/unban, update and delete, as the role may. */
export default function ToursPage() {
  const [search, setSearch] = useState('');
  const can = usePermission();
  const withdraws = can('catalogue.delete');
  const edits = can('catalogue.change');
  const tours = useAdminTours(search);
  const catalogue = useAdminTours('');
  const counts = useTourCategoryCounts();
  const changeStatus = useChangeTourStatus();
  const deleteTour = useDeleteTour();
  const { withdraw, checking, failedCheck, dialog } = useWithdrawal();

  function unban(tour: Tour) {
    changeStatus.mutate(
      { tourId: tour._id, action: 'unban' },
      {
        onError: (error) => {
          console.error('Tour unban failed', error);
          window.alert(statusFailures.unban);
        },
      },
    );
  }

  /** Bans at once, as ever, unless bookings are still to come: then the operator reads what it settles first. */
  function ban(tour: Tour) {
    void withdraw({
      id: tour._id,
      settlement: () => fetchTourSettlement(tour._id),
      title: 'Ban this tour?',
      message: (
        <>
          <strong>{tour.title}</strong> will be hidden from visitors and travellers and take no more bookings.
        </>
      ),
      askWhenNothingAtStake: false,
      confirmLabel: 'Ban tour',
      verb: 'ban',
      run: (confirm) => changeStatus.mutateAsync({ tourId: tour._id, action: 'ban', confirm }),
      onError: (error) => {
        console.error('Tour ban failed', error);
        window.alert(statusFailures.ban);
      },
    });
  }

  function remove(tour: Tour) {
    void withdraw({
      id: tour._id,
      settlement: () => fetchTourSettlement(tour._id),
      title: 'Delete this tour?',
      message: (
        <>
          <strong>{tour.title}</strong> will be removed from the catalogue with its reviews and wishlist entries. Bookings already
          made keep their details.
        </>
      ),
      askWhenNothingAtStake: true,
      confirmLabel: 'Delete tour',
      verb: 'delete',
      run: (confirm) => deleteTour.mutateAsync({ tourId: tour._id, confirm }),
      onError: (error) => {
        console.error('Tour delete failed', error);
        window.alert('Failed to delete the tour. Please try again.');
      },
    });
  }

  const busyFor = (tourId: string) =>
    checking === tourId ||
    (changeStatus.isPending && changeStatus.variables.tourId === tourId) ||
    (deleteTour.isPending && deleteTour.variables.tourId === tourId);
  const query = search.trim();

  return (
    <AdminShell
      title="Tours"
      actions={
        edits && (
          <ButtonLink to={paths.adminCreateTour.href}>
            <PlusIcon className="size-4" /> Create New Tour
          </ButtonLink>
        )
      }
    >
      <div className="flex flex-col gap-10">
        <SearchBox label="Search by Title or Location" value={search} onChange={setSearch} className="max-w-xl" />

        <section aria-labelledby="tour-categories">
          <SectionHeading id="tour-categories">Tour Categories</SectionHeading>
          <TourCategoryCards counts={counts.isError ? null : counts.data} tours={catalogue.data} />
        </section>

        <section aria-labelledby="available-tours" aria-busy={tours.isFetching}>
          <SectionHeading
            id="available-tours"
            aside={tours.data && (query === '' ? `${tours.data.length} ${tours.data.length === 1 ? 'tour' : 'tours'}` : `${tours.data.length} matching “${query}”`)}
          >
            Available Tours
          </SectionHeading>
          {tours.isPending ? (
            <LoadingState />
          ) : tours.isError ? (
            <ErrorState>Failed to load tours. Please try again later.</ErrorState>
          ) : tours.data.length === 0 ? (
            <EmptyState title={query === '' ? 'No tours yet.' : 'No tours match your search.'}>
              {query === '' ? 'Create the first tour of the catalogue.' : 'Try another title or location.'}
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
              {tours.data.map((tour, index) => {
                const busy = busyFor(tour._id);
                return (
                  // A banned tour's picture is greyed: travellers cannot see it.
                  <li key={tour._id} className={tour.status === 'banned' ? '[&_img]:grayscale' : undefined}>
                    <TourCard
                      title={tour.title}
                      image={tour.image}
                      pricePerPerson={tour.pricePerPerson}
                      location={tour.location}
                      durationDays={tour.durationDays}
                      eager={index < 3}
                      corner={<TourStatusBadge status={tour.status} />}
                      actions={
                        <>
                          {withdraws &&
                            (tour.status === 'active' ? (
                              <Button size="sm" variant="secondary" disabled={busy} onClick={() => ban(tour)} aria-label={`Ban ${tour.title}`}>
                                Ban
                              </Button>
                            ) : (
                              <Button size="sm" variant="primary" disabled={busy} onClick={() => unban(tour)} aria-label={`Unban ${tour.title}`}>
                                Unban
                              </Button>
                            ))}
                          {edits && (
                            <ButtonLink size="sm" variant="ghost" to={paths.adminUpdateTour.href(tour._id)} aria-label={`Update ${tour.title}`}>
                              Update
                            </ButtonLink>
                          )}
                          {withdraws && (
                            <DeleteButton disabled={busy} onClick={() => remove(tour)} aria-label={`Delete ${tour.title}`} className="ml-auto">
                              Delete
                            </DeleteButton>
                          )}
                          {failedCheck?.id === tour._id && (
                            <p role="alert" className="basis-full text-sm font-medium text-red-700">
                              {failedCheck.message}
                            </p>
                          )}
                        </>
                      }
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
      {dialog}
    </AdminShell>
  );
}
