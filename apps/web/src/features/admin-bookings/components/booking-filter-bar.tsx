import { bookingChannels, bookingChannelWords, bookingTableMessages } from '@yatrika/contract/admin-booking-table';
import { bookingStatuses } from '@yatrika/contract/bookings';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { SearchReading } from '../../../components/admin/search-reading.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useTourFilterChoices } from '../api/get-tour-filter-choices.ts';
import type { BookingFilters, SearchField } from '../pages/use-booking-filters.ts';

/** The spec's Filter dropdown: which field the search looks in; "Reference or traveller" reads a reference typed any way. */
const searchFields: Record<SearchField, string> = {
  title: 'Tour Title',
  fullName: 'Full Name',
  location: 'Location',
  reference: 'Reference or traveller',
};

/** A range the server would refuse: the screen says so instead of asking. */
export const travelDatesBackwards = (filters: Pick<BookingFilters, 'from' | 'to'>) => filters.from !== '' && filters.to !== '' && filters.to < filters.from;

interface BookingFilterBarProps {
  filters: BookingFilters;
  onChange: (changes: Partial<BookingFilters>) => void;
}

/** Every filter of the Bookings screen; the server applies them, to the list and to its CSV alike. */
export function BookingFilterBar({ filters, onChange }: BookingFilterBarProps) {
  const tours = useTourFilterChoices();
  const datesBackwards = travelDatesBackwards(filters);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-60">
          <SelectField label="Filter" value={filters.searchIn} onChange={(event) => onChange({ searchIn: event.target.value as SearchField })}>
            {Object.entries(searchFields).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <SearchBox
          label={filters.searchIn === 'reference' ? 'Search by reference, name, email or phone' : `Search by ${searchFields[filters.searchIn].toLowerCase()}`}
          value={filters.text}
          onChange={(text) => onChange({ text })}
          className="w-full max-w-xl"
        />
      </div>
      {filters.searchIn === 'reference' && <SearchReading text={filters.text} />}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:w-fit xl:grid-cols-[18rem_11rem_11rem_11rem]">
        <div className="col-span-2 md:col-span-1">
          <SelectField label="Tour" value={filters.tourId} onChange={(event) => onChange({ tourId: event.target.value })}>
            <option value="">All tours</option>
            {(tours.data ?? []).map((tour) => (
              <option key={tour._id} value={tour._id}>
                {tour.title}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label="Travel from" type="date" value={filters.from} onChange={(event) => onChange({ from: event.target.value })} />
        <TextField label="Travel to" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => onChange({ to: event.target.value })} />
        <SelectField label="Channel" value={filters.channel} onChange={(event) => onChange({ channel: event.target.value as BookingFilters['channel'] })}>
          <option value="">All channels</option>
          {bookingChannels.map((channel) => (
            <option key={channel} value={channel}>
              {bookingChannelWords[channel]}
            </option>
          ))}
        </SelectField>
      </div>
      {datesBackwards && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {bookingTableMessages.dateRange}
        </p>
      )}
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        {(['all', ...bookingStatuses] as const).map((value) => {
          const current = filters.status === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={current}
              onClick={() => onChange({ status: value })}
              className={`rounded-full px-3.5 py-1.5 text-sm font-semibold capitalize ring-1 transition-colors ${
                current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-700 ring-stone-300 hover:ring-brand-600'
              }`}
            >
              {value}
            </button>
          );
        })}
      </div>
    </div>
  );
}
