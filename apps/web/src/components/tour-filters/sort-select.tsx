import { tourSorts, type TourSort } from '@yatrika/contract/tour-discovery-names';
import { useId } from 'react';
import { sortLabels } from '../../lib/tour-filters.ts';

/** How the list is ordered; stays on screen on a phone, beside the Filters button. */
export function SortSelect({ value, onChange }: { value: TourSort; onChange: (sort: TourSort) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as TourSort)}
        className="block h-10 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        {tourSorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
