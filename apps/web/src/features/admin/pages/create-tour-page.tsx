import { createTourFields, tourMessages } from '@yatrika/contract/tours';
import { useState, type FormEvent } from 'react';
import { paths } from '../../../lib/paths.ts';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateTour } from '../api/create-tour.ts';
import {
  emptyTourForm,
  toTourFormData,
  TourFormFields,
  validateTourForm,
  type TourFormErrors,
  type TourFormField,
  type TourFormValues,
} from '../components/tour-form-fields.tsx';
import { ArrowLeftIcon } from '../components/icons.tsx';
import { TourDetailsFields } from '../components/tour-details-fields.tsx';
import {
  appendTourDetails,
  emptyTourDetails,
  validateTourDetails,
  withoutErrorsFor,
  type TourDetailsErrors,
  type TourDetailsValues,
} from '../components/tour-details-form.ts';

/** The same rules as the server (the contract's schema), so every field's problem shows before sending. */
const validate = (values: TourFormValues) => validateTourForm(createTourFields, values, true);

/** Create tour: every field required; 'Creating...' while busy; on success the form starts again at adventure. */
export default function CreateTourPage() {
  const [values, setValues] = useState<TourFormValues>(emptyTourForm);
  const [errors, setErrors] = useState<TourFormErrors>({});
  const [details, setDetails] = useState<TourDetailsValues>(emptyTourDetails);
  const [detailErrors, setDetailErrors] = useState<TourDetailsErrors>({});
  const [fileInputKey, setFileInputKey] = useState(0);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const createTour = useCreateTour();

  function change<Field extends TourFormField>(field: Field, value: TourFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function changeDetails(change: Partial<TourDetailsValues>) {
    setDetails((current) => ({ ...current, ...change }));
    setDetailErrors((current) => withoutErrorsFor(current, change));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const found = validate(values);
    const foundInDetails = validateTourDetails(details, values.durationDays);
    setErrors(found);
    setDetailErrors(foundInDetails);
    if ([...Object.values(found), ...Object.values(foundInDetails)].some(Boolean)) return;
    const form = toTourFormData(values);
    appendTourDetails(form, details);
    createTour.mutate(form, {
      onSuccess: () => {
        setValues(emptyTourForm);
        setDetails(emptyTourDetails);
        setFileInputKey((key) => key + 1);
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
        <TourFormFields values={values} errors={errors} onChange={change} required fileInputKey={fileInputKey} />
        <TourDetailsFields values={details} errors={detailErrors} onChange={changeDetails} fileInputKey={fileInputKey} />
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
