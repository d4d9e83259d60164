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

/** The same rules as the server (the contract's schema), so every field's problem shows before sending. */
const validate = (values: TourFormValues) => validateTourForm(createTourFields, values, true);

/** Create tour: every field required; 'Creating...' while busy; on success the form starts again at adventure. */
export default function CreateTourPage() {
  const [values, setValues] = useState<TourFormValues>(emptyTourForm);
  const [errors, setErrors] = useState<TourFormErrors>({});
  const [fileInputKey, setFileInputKey] = useState(0);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const createTour = useCreateTour();

  function change<Field extends TourFormField>(field: Field, value: TourFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    createTour.mutate(toTourFormData(values), {
      onSuccess: () => {
        setValues(emptyTourForm);
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
          <p className="mt-1 text-sm text-stone-600">All fields are required. The tour is on sale as soon as it is created.</p>
        </div>
        <TourFormFields values={values} errors={errors} onChange={change} required fileInputKey={fileInputKey} />
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
