import { tourDetailLimits } from '@yatrika/contract/tour-details';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ItineraryFields } from './itinerary-fields.tsx';
import { GalleryFields } from './gallery-fields.tsx';
import type { TourDetailsErrors, TourDetailsValues } from './tour-details-form.ts';

interface TourDetailsFieldsProps {
  values: TourDetailsValues;
  errors: TourDetailsErrors;
  onChange: (change: Partial<TourDetailsValues>) => void;
  /** Changing it empties the gallery's file input. */
  fileInputKey?: number;
}

/** The whole list in view, however many lines it has, instead of a box that scrolls. */
const growsWithContent = 'field-sizing-content';

const listHint = (limit: { maxItems: number; maxLength: number }) => `One per line; up to ${limit.maxItems} lines of ${limit.maxLength} characters.`;

/** What the tour page shows besides the essentials; all optional, each section hidden when empty. */
export function TourDetailsFields({ values, errors, onChange, fileInputKey = 0 }: TourDetailsFieldsProps) {
  return (
    <section aria-labelledby="tour-details-title" className="flex flex-col gap-5 border-t border-stone-200 pt-6">
      <div>
        <h3 id="tour-details-title" className="text-lg font-semibold">
          Tour page details
        </h3>
        <p className="mt-1 text-sm text-stone-600">Optional. Travellers see each one as a section of the tour page; an empty one is left out.</p>
      </div>
      <ListField label="Highlights" name="highlights" values={values} errors={errors} onChange={onChange} />
      <div className="grid gap-5 md:grid-cols-2">
        <ListField label="What's included" name="inclusions" values={values} errors={errors} onChange={onChange} />
        <ListField label="What's not included" name="exclusions" values={values} errors={errors} onChange={onChange} />
      </div>
      <TextField
        label="Meeting point"
        name="meetingPoint"
        placeholder="e.g. Rishikesh ISBT bus stand, Haridwar Road, at 6:00 am"
        maxLength={tourDetailLimits.meetingPoint}
        value={values.meetingPoint}
        error={errors.meetingPoint}
        onChange={(event) => onChange({ meetingPoint: event.target.value })}
      />
      <ItineraryFields days={values.itinerary} error={errors.itinerary} onChange={(itinerary) => onChange({ itinerary })} />
      <GalleryFields
        kept={values.keptGallery}
        added={values.newGallery}
        error={errors.gallery}
        fileInputKey={fileInputKey}
        onChange={(change) => onChange(change)}
      />
    </section>
  );
}

type ListName = 'highlights' | 'inclusions' | 'exclusions';

/** One of the tour page's lists, typed one line per item, with its limits said under it. */
function ListField({ label, name, values, errors, onChange }: { label: string; name: ListName } & Omit<TourDetailsFieldsProps, 'fileInputKey'>) {
  return (
    <TextAreaField
      label={label}
      name={name}
      rows={4}
      className={growsWithContent}
      value={values[name]}
      hint={listHint(tourDetailLimits[name])}
      error={errors[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
    />
  );
}
