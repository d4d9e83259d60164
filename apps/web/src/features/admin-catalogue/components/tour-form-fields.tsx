import { MAX_DURATION_DAYS, MAX_TOUR_CAPACITY } from '@yatrika/contract/departure-limits';
import { tourCategories, tourCategoryLabels as categoryLabels, type TourCategory } from '@yatrika/contract/tour-categories';
import { useEffect, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import type { TourFormErrors, TourFormField, TourFormValues } from './tour-form.ts';


interface TourFormFieldsProps {
  values: TourFormValues;
  errors: TourFormErrors;
  onChange: <Field extends TourFormField>(field: Field, value: TourFormValues[Field]) => void;
  /** Every field must be filled (create) or any may stay as it is (update). */
  required: boolean;
  /** The picture the tour has now (update), shown until another is chosen. */
  currentImage?: string | undefined;
  /** Changing it empties the file input (a file input cannot be cleared by value). */
  fileInputKey?: number;
}

/** The tour's fields, shared by the create and update forms; the picture is previewed beside them. */
export function TourFormFields({ values, errors, onChange, required, currentImage, fileInputKey = 0 }: TourFormFieldsProps) {
  const preview = useObjectUrl(values.image);
  const pictured = preview ?? (currentImage ? mediaUrl(currentImage) : null);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-5">
        <TextField label="Title" name="title" value={values.title} required={required} maxLength={200} error={errors.title} onChange={(event) => onChange('title', event.target.value)} />
        <TextAreaField
          label="Description"
          name="description"
          rows={6}
          value={values.description}
          required={required}
          maxLength={5000}
          error={errors.description}
          onChange={(event) => onChange('description', event.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            name="category"
            value={values.category}
            required={required}
            error={errors.category}
            onChange={(event) => onChange('category', event.target.value as TourCategory)}
          >
            {tourCategories.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Location"
            name="location"
            placeholder="e.g. Rishikesh, Uttarakhand"
            value={values.location}
            required={required}
            maxLength={200}
            error={errors.location}
            onChange={(event) => onChange('location', event.target.value)}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Price per person (₹)"
            name="pricePerPerson"
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            placeholder="e.g. 4999"
            value={values.pricePerPerson}
            required={required}
            error={errors.pricePerPerson}
            hint="In rupees, for one traveller."
            onChange={(event) => onChange('pricePerPerson', event.target.value)}
          />
          <TextField
            label="Group size"
            name="capacity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TOUR_CAPACITY}
            step={1}
            value={values.capacity}
            error={errors.capacity}
            hint="Travellers per date; a date can differ."
            onChange={(event) => onChange('capacity', event.target.value)}
          />
          <TextField
            label="Duration (days)"
            name="durationDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DURATION_DAYS}
            step={1}
            value={values.durationDays}
            error={errors.durationDays}
            hint={`From 1 to ${MAX_DURATION_DAYS}.`}
            onChange={(event) => onChange('durationDays', event.target.value)}
          />
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <div className="aspect-[4/3] overflow-hidden rounded-card bg-stone-100 ring-1 ring-stone-200">
          {pictured ? (
            <img
              src={pictured}
              srcSet={preview ? undefined : mediaSrcSet(currentImage)}
              sizes="320px"
              alt={preview ? 'The chosen picture' : `Current picture of ${values.title || 'the tour'}`}
              width={320}
              height={240}
              className="size-full object-cover"
            />
          ) : (
            <div className="grid size-full place-items-center p-6 text-center text-sm text-stone-600">The picture you choose shows here.</div>
          )}
        </div>
        <TextField
          key={fileInputKey}
          label={required ? 'Image' : 'New image (optional)'}
          name="image"
          type="file"
          accept="image/*"
          required={required}
          error={errors.image}
          hint={`JPEG, PNG, WebP, GIF or AVIF.${required ? '' : ' Leave empty to keep the current picture.'}`}
          onChange={(event) => onChange('image', event.target.files?.[0] ?? null)}
          className="px-2 py-2 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      </div>
    </div>
  );
}

/** A temporary address for a chosen file, released when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
