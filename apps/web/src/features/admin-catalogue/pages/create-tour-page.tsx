import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ArrowLeftIcon } from '../../../components/admin/icons.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCreateTour } from '../api/create-tour.ts';
import { DuplicateTourDialog } from '../components/duplicate-tour-dialog.tsx';
import { createdTourState } from '../components/created-tour-state.ts';
import { TourDetailsFields } from '../components/tour-details-fields.tsx';
import { TourPricesFields } from '../components/tour-prices-fields.tsx';
import { TourScheduleFields } from '../components/tour-schedule-fields.tsx';
import { TourFormFields } from '../components/tour-form-fields.tsx';
import { useTourForm } from '../components/use-tour-form.ts';

/**
 * Create tour: every field required; 'Creating...' while busy. A created tour opens on its own page
 * with the success message at the top. A tour with the same title on the same dates is created
 * only once the operator confirms it is another tour (the server answers 409 until then).
 */
export default function CreateTourPage() {
  const form = useTourForm();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<{ message: string; body: FormData } | null>(null);
  const createTour = useCreateTour();

  function send(body: FormData, confirmDuplicate: boolean) {
    createTour.mutate(
      { form: body, confirmDuplicate },
      {
        onSuccess: (answer) => {
          setDuplicate(null);
          void navigate(paths.adminUpdateTour.href(answer.data._id), { state: createdTourState(answer.message) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && !confirmDuplicate) {
            setDuplicate({ message: error.message, body });
            return;
          }
          setDuplicate(null);
          setFailure(errorMessage(error, 'Failed to create tour.'));
        },
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const body = form.validated();
    if (!body) return;
    send(body, false);
  }

  return (
    <AdminShell
      title="Create Tour"
      actions={
        <ButtonLink to={paths.adminTours.href} variant="secondary">
          <ArrowLeftIcon className="size-4" /> Back to tours
        </ButtonLink>
      }
    >
      <form noValidate onSubmit={submit} className="mx-auto flex max-w-5xl flex-col gap-6 rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-8">
        <div>
          <h2 className="text-xl font-semibold">New tour</h2>
          <p className="mt-1 text-sm text-stone-600">The essentials are required; the page details below are optional. The tour is on sale as soon as it is created.</p>
        </div>
        <TourFormFields {...form.essentials} />
        <TourPricesFields {...form.prices} />
        <TourScheduleFields {...form.schedule} />
        <TourDetailsFields {...form.details} />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-100 pt-5">
          <ButtonLink to={paths.adminTours.href} variant="ghost">
            Cancel
          </ButtonLink>
          <Button type="submit" size="lg" disabled={createTour.isPending}>
            {createTour.isPending ? 'Creating...' : 'Create Tour'}
          </Button>
        </div>
      </form>
      <DuplicateTourDialog
        message={duplicate?.message ?? null}
        busy={createTour.isPending}
        onClose={() => setDuplicate(null)}
        onCreate={() => duplicate && send(duplicate.body, true)}
      />
    </AdminShell>
  );
}
