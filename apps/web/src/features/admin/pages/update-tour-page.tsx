import { tourMessages, updateTourFields, type Tour } from '@yatrika/contract/tours';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useAdminTour } from '../api/get-tour.ts';
import { useUpdateTour } from '../api/update-tour.ts';
import { TourStatusBadge } from '../components/tour-status-badge.tsx';
import {
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
  tourDetailsOf,
  validateTourDetails,
  withoutErrorsFor,
  type TourDetailsErrors,
  type TourDetailsValues,
} from '../components/tour-details-form.ts';

/** The spec: the success message clears after 3000 ms. */
const UPDATED_MESSAGE_MS = 3000;

/** Update tour (/admin/tours/update/:id): the tour's fields pre-filled, none required. */
export default function UpdateTourPage() {
  const { id = '' } = useParams();
  const tour = useAdminTour(id);
  return (
    <AdminShell
      title="Update Tour"
      actions={
        <ButtonLink to={paths.adminTours.href} variant="secondary">
          <ArrowLeftIcon className="size-4" /> Back
        </ButtonLink>
      }
    >
      {tour.isPending ? (
        <LoadingState />
      ) : tour.isError ? (
        <ErrorState>Failed to fetch tour details.</ErrorState>
      ) : (
        <UpdateTourForm key={tour.data._id} tour={tour.data} />
      )}
    </AdminShell>
  );
}

function valuesOf(tour: Tour): TourFormValues {
  return {
    title: tour.title,
    description: tour.description,
    category: tour.category,
    location: tour.location,
    pricePerPerson: String(tour.pricePerPerson),
    capacity: String(tour.capacity),
    durationDays: String(tour.durationDays),
    image: null,
  };
}

/** The server's rules for a filled-in field; a blank one keeps the tour's value. */
const validate = (values: TourFormValues) => validateTourForm(updateTourFields, values, false);

function UpdateTourForm({ tour }: { tour: Tour }) {
  const [values, setValues] = useState<TourFormValues>(() => valuesOf(tour));
  const [errors, setErrors] = useState<TourFormErrors>({});
  const [details, setDetails] = useState<TourDetailsValues>(() => tourDetailsOf(tour));
  const [detailErrors, setDetailErrors] = useState<TourDetailsErrors>({});
  const [fileInputKey, setFileInputKey] = useState(0);
  const [updated, setUpdated] = useState(false);
  const [failed, setFailed] = useState(false);
  const updateTour = useUpdateTour(tour._id);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

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
    const found = validate(values);
    // A blank duration keeps the tour's, which the itinerary must then fit.
    const foundInDetails = validateTourDetails(details, values.durationDays.trim() || String(tour.durationDays));
    setErrors(found);
    setDetailErrors(foundInDetails);
    if ([...Object.values(found), ...Object.values(foundInDetails)].some(Boolean)) return;
    clearTimeout(timer.current);
    setUpdated(false);
    const form = toTourFormData(values);
    appendTourDetails(form, details);
    updateTour.mutate(form, {
      onSuccess: (answer) => {
        setValues((current) => ({ ...current, image: null }));
        // The new pictures are stored now: they show among the kept ones.
        setDetails((current) => ({ ...current, keptGallery: answer.data.gallery, newGallery: [] }));
        setFileInputKey((key) => key + 1);
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
      <TourFormFields values={values} errors={errors} onChange={change} required={false} currentImage={tour.image} fileInputKey={fileInputKey} />
      <TourDetailsFields values={details} errors={detailErrors} onChange={changeDetails} fileInputKey={fileInputKey} />
      {updated && <FormMessage tone="success">{tourMessages.updated}</FormMessage>}
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-100 pt-5">
        <Button type="submit" size="lg" disabled={updateTour.isPending}>
          {updateTour.isPending ? 'Saving...' : 'Update Tour'}
        </Button>
      </div>
    </form>
  );
}
