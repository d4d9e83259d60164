/** Said of a review whose author booked the tour (and the operator accepted it, or they travelled). */
export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true">
        <path fill="currentColor" d="M8.6 13.4 5.2 10l1.2-1.2 2.2 2.2 5-5 1.2 1.2z" />
      </svg>
      Verified booking
    </span>
  );
}
