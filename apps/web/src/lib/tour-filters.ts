import { indianStates, type IndianState } from '@yatrika/contract/indian-states';
import { tourCategories, type TourCategory } from '@yatrika/contract/tour-categories';
import { tourSorts, type TourSort } from '@yatrika/contract/tour-discovery-names';

/**
 * A tour list's filters as the page's URL holds them, under the API's own parameter names, so
 * a filtered list can be shared, survives a reload, and goes to the API as it stands. Text
 * fields stay text here (what the traveller typed); only well-formed values reach the API.
 */
export interface TourFilters {
  q: string;
  category: TourCategory | '';
  state: IndianState | '';
  minPrice: string;
  maxPrice: string;
  minDays: string;
  maxDays: string;
  date: string;
  sort: TourSort;
}

export const noTourFilters: TourFilters = { q: '', category: '', state: '', minPrice: '', maxPrice: '', minDays: '', maxDays: '', date: '', sort: 'recommended' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');
const digits = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? value : '');
const day = (value: string | null) => (value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The filters a URL names; anything it cannot read (a hand-edited link) is left out rather than sent. */
export function readTourFilters(params: URLSearchParams): TourFilters {
  return {
    q: params.get('q') ?? '',
    category: oneOf(tourCategories, params.get('category')),
    state: oneOf(indianStates, params.get('state')),
    minPrice: digits(params.get('minPrice')),
    maxPrice: digits(params.get('maxPrice')),
    minDays: digits(params.get('minDays')),
    maxDays: digits(params.get('maxDays')),
    date: day(params.get('date')),
    sort: oneOf(tourSorts, params.get('sort')) || 'recommended',
  };
}

/** A price or duration range typed backwards: the bar says so, and the list ignores that range until it is fixed. */
export const priceRangeBackwards = (filters: TourFilters) => filters.minPrice !== '' && filters.maxPrice !== '' && Number(filters.minPrice) > Number(filters.maxPrice);
const daysRangeBackwards = (filters: TourFilters) => filters.minDays !== '' && filters.maxDays !== '' && Number(filters.minDays) > Number(filters.maxDays);

/** The filters as query parameters, defaults left out: for the page's URL and the API alike. */
export function tourFilterParams(filters: TourFilters, options: { forApi?: boolean } = {}): URLSearchParams {
  const params = new URLSearchParams();
  const skipPrice = options.forApi && priceRangeBackwards(filters);
  const skipDays = options.forApi && daysRangeBackwards(filters);
  if (filters.q.trim() !== '') params.set('q', options.forApi ? filters.q.trim() : filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.state) params.set('state', filters.state);
  if (filters.minPrice && !skipPrice) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice && !skipPrice) params.set('maxPrice', filters.maxPrice);
  if (filters.minDays && !skipDays) params.set('minDays', filters.minDays);
  if (filters.maxDays && !skipDays) params.set('maxDays', filters.maxDays);
  if (filters.date) params.set('date', filters.date);
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  return params;
}

/** How many filters narrow the list (sort and search are not filters). */
export function activeFilterCount(filters: TourFilters): number {
  const days = filters.minDays !== '' || filters.maxDays !== '' ? 1 : 0;
  const price = filters.minPrice !== '' || filters.maxPrice !== '' ? 1 : 0;
  return [filters.category, filters.state, filters.date].filter((value) => value !== '').length + days + price;
}

/** Whether the list is narrowed at all, by a filter or a search. */
export const isFiltered = (filters: TourFilters) => activeFilterCount(filters) > 0 || filters.q.trim() !== '';

/** Trip lengths offered in the filter, as day ranges. */
export const durationChoices = [
  { label: '1–3 days', minDays: '1', maxDays: '3' },
  { label: '4–7 days', minDays: '4', maxDays: '7' },
  { label: '8–14 days', minDays: '8', maxDays: '14' },
  { label: '15 days or more', minDays: '15', maxDays: '' },
] as const;

export const sortLabels: Record<TourSort, string> = {
  recommended: 'Recommended',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Highest rated',
  newest: 'Newest',
};

export { tourCategoryLabels as categoryLabels } from '@yatrika/contract/tour-categories';
