import { formatRupees } from '../../../lib/format.ts';
import { useInView } from './use-in-view.ts';

interface MobileBookBarProps {
  pricePerPerson: number;
  /** The id of the booking panel the button takes the traveller to. */
  panelId: string;
}

/**
 * Below 768 px the booking panel sits after the whole description: this bar keeps the price
 * and a way to it in reach. The button scrolls to the panel and puts focus on its first field;
 * once the panel is on screen the bar steps aside, so it never covers the calendar or Pay.
 */
export function MobileBookBar({ pricePerPerson, panelId }: MobileBookBarProps) {
  const panelInView = useInView(panelId);
  function goToPanel() {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
    panel.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
  }

  if (panelInView) return null;
  return (
    <div
      role="region"
      aria-label="Price and booking"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <p className="text-sm text-stone-700">
        <span className="block text-lg leading-tight font-bold text-stone-900">{formatRupees(pricePerPerson)}</span>
        per person
      </p>
      <button
        type="button"
        onClick={goToPanel}
        className="rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 active:bg-brand-900"
      >
        Book
      </button>
    </div>
  );
}
