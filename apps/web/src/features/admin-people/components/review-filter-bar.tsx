import { reviewMarks } from '@yatrika/contract/review-marks';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import type { ReviewFilters } from './review-filters.ts';

const verifiedChoices = [
  { value: 'all', label: 'All reviews' },
  { value: 'yes', label: reviewMarks.verifiedFilter },
  { value: 'no', label: reviewMarks.unverifiedFilter },
] as const;

interface ReviewFilterBarProps {
  filters: ReviewFilters;
  tours: { id: string; name: string }[];
  onChange: (filters: ReviewFilters) => void;
}

/** Verified or not, the stars, and the tour: what the operator narrows the reviews by. */
export function ReviewFilterBar({ filters, tours, onChange }: ReviewFilterBarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <FilterChips label="Travelled" choices={verifiedChoices} value={filters.verified} onChange={(verified) => onChange({ ...filters, verified })} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:w-[32rem]">
        <SelectField
          label="Rating"
          value={filters.rating === null ? '' : String(filters.rating)}
          onChange={(event) => onChange({ ...filters, rating: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Any rating</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tour" value={filters.tourId ?? ''} onChange={(event) => onChange({ ...filters, tourId: event.target.value || null })}>
          <option value="">All tours</option>
          {tours.map((tour) => (
            <option key={tour.id} value={tour.id}>
              {tour.name}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
