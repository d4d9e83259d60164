import { indianStates } from '@yatrika/contract/indian-states';
import { tourCategories } from '@yatrika/contract/tour-categories';
import { useId, type ReactNode } from 'react';
import { todayInIndia } from '../../lib/format.ts';
import { categoryLabels, durationChoices, priceRangeBackwards, type TourFilters } from '../../lib/tour-filters.ts';
import { useTypedText } from '../ui/use-typed-text.ts';

const control =
  'block h-10 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';

function Labelled({ label, children, className = '' }: { label: string; children: (id: string) => ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Only digits reach the URL: the API takes whole rupees, and a stray letter would be a 400. */
const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, 9);

export interface FilterControlsProps {
  filters: TourFilters;
  onChange: (patch: Partial<TourFilters>) => void;
  /** Lists of every category offer the category; a category's own page does not. */
  showCategory?: boolean;
}

/** The filter fields themselves, laid out by their container: a row on a wide screen, the sheet on a phone. */
export function FilterControls({ filters, onChange, showCategory = false }: FilterControlsProps) {
  const duration = durationChoices.find((choice) => choice.minDays === filters.minDays && choice.maxDays === filters.maxDays);
  const customDuration = !duration && (filters.minDays !== '' || filters.maxDays !== '');
  const backwards = priceRangeBackwards(filters);
  return (
    <>
      {showCategory && (
        <Labelled label="Category">
          {(id) => (
            <select id={id} className={control} value={filters.category} onChange={(event) => onChange({ category: event.target.value as TourFilters['category'] })}>
              <option value="">All categories</option>
              {tourCategories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabels[category]}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      )}
      <Labelled label="State">
        {(id) => (
          <select id={id} className={control} value={filters.state} onChange={(event) => onChange({ state: event.target.value as TourFilters['state'] })}>
            <option value="">All of India</option>
            {indianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label="Min price (₹)">
        {(id) => (
          <PriceInput
            id={id}
            value={filters.minPrice}
            invalid={backwards}
            describedBy={backwards ? `${id}-backwards` : undefined}
            onChange={(minPrice) => onChange({ minPrice })}
          />
        )}
      </Labelled>
      <Labelled label="Max price (₹)">
        {(id) => (
          <PriceInput id={id} value={filters.maxPrice} invalid={backwards} onChange={(maxPrice) => onChange({ maxPrice })} />
        )}
      </Labelled>
      <Labelled label="Duration">
        {(id) => (
          <select
            id={id}
            className={control}
            value={duration ? duration.label : customDuration ? 'custom' : ''}
            onChange={(event) => {
              const choice = durationChoices.find((option) => option.label === event.target.value);
              onChange({ minDays: choice?.minDays ?? '', maxDays: choice?.maxDays ?? '' });
            }}
          >
            <option value="">Any length</option>
            {durationChoices.map((choice) => (
              <option key={choice.label} value={choice.label}>
                {choice.label}
              </option>
            ))}
            {customDuration && (
              <option value="custom" disabled>
                {filters.minDays || 1}–{filters.maxDays || 60} days
              </option>
            )}
          </select>
        )}
      </Labelled>
      <Labelled label="Travel date">
        {(id) => (
          <input id={id} type="date" className={control} min={todayInIndia()} value={filters.date} onChange={(event) => onChange({ date: event.target.value })} />
        )}
      </Labelled>
      {backwards && (
        <p role="status" className="col-span-full text-sm text-red-700">
          The minimum price is above the maximum, so price is not filtering yet.
        </p>
      )}
    </>
  );
}

/** Whole rupees, typed: the box keeps up with the keys while the address follows. */
function PriceInput(props: { id: string; value: string; invalid: boolean; describedBy?: string | undefined; onChange: (rupees: string) => void }) {
  const [text, change] = useTypedText(props.value, props.onChange);
  return (
    <input
      id={props.id}
      className={control}
      inputMode="numeric"
      placeholder="Any"
      value={text}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={(event) => change(onlyDigits(event.target.value))}
    />
  );
}
