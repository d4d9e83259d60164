import { tourDetailLimits } from '@yatrika/contract/tour-details';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import type { TourDetailsValues } from './tour-details-form.ts';

type Day = TourDetailsValues['itinerary'][number];

interface ItineraryFieldsProps {
  days: Day[];
  error: string | undefined;
  onChange: (days: Day[]) => void;
}

/** The plan day by day: a title and details per day, numbered by position so days stay in order. */
export function ItineraryFields({ days, error, onChange }: ItineraryFieldsProps) {
  const change = (index: number, patch: Partial<Day>) => onChange(days.map((day, at) => (at === index ? { ...day, ...patch } : day)));
  const full = days.length >= tourDetailLimits.itineraryDays;

  return (
    <div role="group" aria-labelledby="itinerary-fields-title" className="flex flex-col gap-3">
      <h4 id="itinerary-fields-title" className="text-sm font-semibold text-stone-700">
        Itinerary
      </h4>
      {days.length === 0 && <p className="text-sm text-stone-600">No days yet. Add one per day of the tour.</p>}
      <ol className="flex flex-col gap-4">
        {days.map((day, index) => (
          <li key={index} className="grid gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
            <TextField
              label={`Day ${index + 1} title`}
              name={`itinerary-${index + 1}-title`}
              maxLength={tourDetailLimits.itineraryTitle}
              value={day.title}
              onChange={(event) => change(index, { title: event.target.value })}
            />
            <TextAreaField
              label={`Day ${index + 1} details`}
              name={`itinerary-${index + 1}-details`}
              rows={2}
              maxLength={tourDetailLimits.itineraryDetails}
              value={day.details}
              onChange={(event) => change(index, { details: event.target.value })}
              className="min-h-16! field-sizing-content"
            />
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={full} onClick={() => onChange([...days, { title: '', details: '' }])}>
          Add day {days.length + 1}
        </Button>
        {days.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange(days.slice(0, -1))}>
            Remove day {days.length}
          </Button>
        )}
      </div>
    </div>
  );
}
