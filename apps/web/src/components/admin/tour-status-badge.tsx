import type { TourStatus } from '@yatrika/contract/tours';

/** Active tours are on sale (green); banned ones are hidden from travellers (red). */
export function TourStatusBadge({ status }: { status: TourStatus }) {
  const tone = status === 'active' ? 'bg-emerald-100 text-emerald-800 ring-emerald-200' : 'bg-red-100 text-red-800 ring-red-200';
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize shadow-sm ring-1 ${tone}`}>
      <span className={`size-1.5 rounded-full ${status === 'active' ? 'bg-emerald-600' : 'bg-red-600'}`} aria-hidden="true" />
      {status}
    </span>
  );
}
