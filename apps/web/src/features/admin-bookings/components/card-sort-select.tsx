import type { BookingSortKey, SortOrder } from '@yatrika/contract/admin-booking-table';
import { SelectField } from '../../../components/ui/field.tsx';
import { sortColumns } from './sort-columns.ts';

interface CardSortSelectProps {
  sort: BookingSortKey | '';
  order: SortOrder;
  onSort: (sort: BookingSortKey | '', order: SortOrder) => void;
}

/** The cards have no column headings to press: the same orders, chosen from a list. */
export function CardSortSelect({ sort, order, onSort }: CardSortSelectProps) {
  return (
    <div className="sm:w-72">
      <SelectField
        label="Sort by"
        value={sort ? `${sort}:${order}` : ''}
        onChange={(event) => {
          const [key = '', direction = 'asc'] = event.target.value.split(':');
          onSort(key as BookingSortKey | '', direction as SortOrder);
        }}
      >
        <option value="">Newest first</option>
        {sortColumns.flatMap((column) =>
          (['asc', 'desc'] as const).map((direction) => (
            <option key={`${column.key}:${direction}`} value={`${column.key}:${direction}`}>
              {column.label}, {direction === 'asc' ? 'ascending' : 'descending'}
            </option>
          )),
        )}
      </SelectField>
    </div>
  );
}
