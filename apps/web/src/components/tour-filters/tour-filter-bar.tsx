import { useState } from 'react';
import { activeFilterCount, type TourFilters } from '../../lib/tour-filters.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { FilterControls } from './filter-controls.tsx';
import { SearchField } from './search-field.tsx';
import { SortSelect } from './sort-select.tsx';

interface TourFilterBarProps {
  filters: TourFilters;
  onChange: (patch: Partial<TourFilters>) => void;
  onClear: () => void;
  showCategory?: boolean;
  /** Visitors' pages search here; the traveller's home searches in its header. */
  showSearch?: boolean;
}

/**
 * Filters and sort above a tour list. On a wide screen every field is in view; on a phone the
 * filters fold into a "Filters" button and sheet (search and sort stay out), so the list is not
 * pushed below a wall of fields. Every change applies at once, through the page's URL.
 */
export function TourFilterBar({ filters, onChange, onClear, showCategory = false, showSearch = false }: TourFilterBarProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <section aria-label="Filter and sort tours" className="rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70">
      <div className={`grid gap-3 ${showSearch ? 'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]'}`}>
        {showSearch ? <SearchField value={filters.q} onChange={(q) => onChange({ q })} /> : <div className="hidden sm:block" />}
        <div className="flex min-w-0 items-end gap-2">
          <Button variant="secondary" className="shrink-0 sm:hidden" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
            <FunnelIcon />
            Filters{count > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{count}</span>}
          </Button>
          <div className="min-w-0 flex-1">
            <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
          </div>
        </div>
      </div>

      {/* As many columns as fit at a readable width: the bar sits in columns of different widths (beside Destinations' films, under a category's hero). */}
      <div className="mt-3 hidden gap-3 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))]">
        <FilterControls filters={filters} onChange={onChange} showCategory={showCategory} />
        {count > 0 && (
          <div className="flex items-end">
            <Button variant="secondary" className="h-10 w-full" onClick={onClear}>
              Clear filters
            </Button>
          </div>
        )}
      </div>

      <Modal
        open={sheetOpen}
        title="Filters"
        onClose={() => setSheetOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={onClear} disabled={count === 0 && filters.q === ''}>
              Clear filters
            </Button>
            <Button onClick={() => setSheetOpen(false)}>Show tours</Button>
          </>
        }
      >
        <div className="grid gap-3">
          <FilterControls filters={filters} onChange={onChange} showCategory={showCategory} />
        </div>
      </Modal>
    </section>
  );
}

function FunnelIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
      <path fill="currentColor" d="M2.5 4h15l-5.8 6.9V16l-3.4 1.7v-6.8L2.5 4z" />
    </svg>
  );
}
