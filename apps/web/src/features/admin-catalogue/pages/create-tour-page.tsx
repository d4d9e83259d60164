import { tourMessages } from '@yatrika/contract/tours';
import { useState, type FormEvent } from 'react';
import { paths } from '../../../lib/paths.ts';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ArrowLeftIcon } from '../../../components/admin/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateTour } from '../api/create-tour.ts';
import { TourDetailsFields } from '../components/tour-details-fields.tsx';
import { TourPricesFields } from '../components/tour-prices-fields.tsx';
import { TourScheduleFields } from '../components/tour-schedule-fields.tsx';
import { TourFormFields } from '../components/tour-form-fields.tsx';
import { useTourForm } from '../components/use-tour-form.ts';

/** Create tour: every field required; 'Creating...' while busy; on success the form starts again at adventure. */
export default function CreateTourPage() {
  const form = useTourForm();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const createTour = useCreateTour();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const body = form.validated();
    if (!body) return;
    createTour.mutate(body, {
      onSuccess: (answer) => {
        form.saved(answer);
        setResult({ tone: 'success', text: tourMessages.created });
      },
      onError: (error) => setResult({ tone: 'error', text: errorMessage(error, 'Failed to create tour.') }),
    });
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
        {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-100 pt-5">
          <ButtonLink to={paths.adminTours.href} variant="ghost">
            Cancel
          </ButtonLink>
          <Button type="submit" size="lg" disabled={createTour.isPending}>
            {createTour.isPending ? 'Creating...' : 'Create Tour'}
          </Button>
        </div>
      </form>
    </AdminShell>
  );
}
