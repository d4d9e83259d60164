import { tourMessages, type Tour } from '@yatrika/contract/tours';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useAdminTour } from '../api/get-tour.ts';
import { useUpdateTour } from '../api/update-tour.ts';
import { TourStatusBadge } from '../../../components/admin/tour-status-badge.tsx';
import { ArrowLeftIcon } from '../../../components/admin/icons.tsx';
import { TourDetailsFields } from '../components/tour-details-fields.tsx';
import { TourPricesFields } from '../components/tour-prices-fields.tsx';
import { TourScheduleFields } from '../components/tour-schedule-fields.tsx';
import { TourFormFields } from '../components/tour-form-fields.tsx';
import { useTourForm } from '../components/use-tour-form.ts';
import { createdTourMessage } from '../components/created-tour-state.ts';
import { TourGuidesPanel } from '../components/tour-guides-panel.tsx';

/** The spec: the success message clears after 3000 ms. */
const UPDATED_MESSAGE_MS = 3000;

/**
 * Update tour (/admin/tours/update/:id): the tour's fields pre-filled, none required. A tour just
 * created lands here, with the create form's success message at the top.
 */
export default function UpdateTourPage() {
  const { id = '' } = useParams();
  const tour = useAdminTour(id);
  const location = useLocation();
  const navigate = useNavigate();
  const [created] = useState(() => createdTourMessage(location.state));

  useEffect(() => {
    // Said once: reloading the page later does not announce the creation again.
    if (created) void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  return (
    <AdminShell
      title="Update Tour"
      actions={
        <ButtonLink to={paths.adminTours.href} variant="secondary">
          <ArrowLeftIcon className="size-4" /> Back
        </ButtonLink>
      }
    >
      {created && (
        <div className="mx-auto mb-5 max-w-5xl">
          <FormMessage tone="success">{created}</FormMessage>
        </div>
      )}
      {tour.isPending ? (
        <LoadingState />
      ) : tour.isError ? (
        <ErrorState>Failed to fetch tour details.</ErrorState>
      ) : (
        <>
          <UpdateTourForm key={tour.data._id} tour={tour.data} />
          <TourGuidesPanel tourId={tour.data._id} />
        </>
      )}
    </AdminShell>
  );
}

function UpdateTourForm({ tour }: { tour: Tour }) {
  const form = useTourForm(tour);
  const [updated, setUpdated] = useState(false);
  const [failed, setFailed] = useState(false);
  const updateTour = useUpdateTour(tour._id);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.validated();
    if (!body) return;
    clearTimeout(timer.current);
    setUpdated(false);
    updateTour.mutate(body, {
      onSuccess: (answer) => {
        form.saved(answer);
        setUpdated(true);
        timer.current = setTimeout(() => setUpdated(false), UPDATED_MESSAGE_MS);
      },
      onError: (error) => {
        console.error('Tour update failed', error);
        setFailed(true);
      },
    });
  }

  // The spec: a failed save replaces the form with the message.
  if (failed) {
    return (
      <ErrorState
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={() => setFailed(false)}>
              Edit again
            </Button>
            <ButtonLink to={paths.adminTours.href} variant="ghost">
              Back to tours
            </ButtonLink>
          </div>
        }
      >
        Failed to update tour.
      </ErrorState>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mx-auto flex max-w-5xl flex-col gap-6 rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{tour.title}</h2>
          <p className="mt-1 text-sm text-stone-600">Change what you need; an essential left empty keeps its current value, a page detail left empty is cleared.</p>
        </div>
        <TourStatusBadge status={tour.status} />
      </div>
      <TourFormFields {...form.essentials} />
      <TourPricesFields {...form.prices} />
        <TourScheduleFields {...form.schedule} />
      <TourDetailsFields {...form.details} />
      {updated && <FormMessage tone="success">{tourMessages.updated}</FormMessage>}
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-100 pt-5">
        <Button type="submit" size="lg" disabled={updateTour.isPending}>
          {updateTour.isPending ? 'Saving...' : 'Update Tour'}
        </Button>
      </div>
    </form>
  );
}
