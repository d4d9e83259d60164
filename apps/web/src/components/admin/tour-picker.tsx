import { tourCategoryLabel } from '@yatrika/contract/tour-categories';
import type { Tour } from '@yatrika/contract/tours';
import { useId, useState } from 'react';
import { formatRupees } from '../../lib/format.ts';
import { SearchInput } from '../ui/search-input.tsx';

/** What the picker shows of a tour. */
export type TourChoice = Pick<Tour, '_id' | 'title' | 'category' | 'location' | 'pricePerPerson'>;

interface TourPickerProps {
  /** The group's name: "Tour", "Tours". */
  label: string;
  tours: readonly TourChoice[];
  /** The chosen tours' ids: one at most unless `multiple`. */
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  /** Several tours may be chosen (check boxes); otherwise one (radio buttons). */
  multiple?: boolean;
  loading?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** A tour's line in the list: "Ruins of Hampi · Historical & cultural · Hampi, Karnataka · ₹7,500 per person". */
const tourLine = (tour: TourChoice) => [tour.title, tourCategoryLabel(tour.category), tour.location, `${formatRupees(tour.pricePerPerson)} per person`].filter(Boolean).join(' · ');

/** Whether every word typed is in the tour's title, place or category name, in any capitals. */
function matches(tour: TourChoice, search: string): boolean {
  const text = `${tour.title} ${tour.location ?? ''} ${tourCategoryLabel(tour.category)}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * Choosing tours from a list an operator can search by title, place or category (named as the site
 * names them, never the API's words). The chosen tours stay listed above whatever the search hides,
 * so a choice is never lost from sight.
 */
export function TourPicker({ label, tours, chosen, onChange, multiple = false, loading = false, required = false, disabled = false }: TourPickerProps) {
  const searchId = useId();
  const groupName = useId();
  const [search, setSearch] = useState('');
  const shown = tours.filter((tour) => chosen.includes(tour._id) || matches(tour, search));

  function toggle(id: string) {
    if (!multiple) return onChange([id]);
    onChange(chosen.includes(id) ? chosen.filter((each) => each !== id) : [...chosen, id]);
  }

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled} aria-required={required || undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <label htmlFor={searchId} className="sr-only">
        Find a tour
      </label>
      <SearchInput
        id={searchId}
        placeholder="Find a tour by title, place or category"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="rounded-xl border border-stone-300 px-3 py-2 text-sm"
      />
      {loading ? (
        <p className="text-sm text-stone-600">Loading tours…</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-stone-600">{tours.length === 0 ? 'No tours yet.' : 'No tour matches that search.'}</p>
      ) : (
        <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-xl p-1 ring-1 ring-stone-200">
          {shown.map((tour) => (
            <li key={tour._id}>
              <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-50 has-checked:bg-brand-50 has-checked:font-semibold">
                <input type={multiple ? 'checkbox' : 'radio'} name={groupName} checked={chosen.includes(tour._id)} onChange={() => toggle(tour._id)} />
                {tourLine(tour)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
