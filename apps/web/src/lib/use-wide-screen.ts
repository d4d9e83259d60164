import { useSyncExternalStore } from 'react';

/** Tailwind's `md`: below it a phone, where wide tables and grids turn into cards and lists. */
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for a table or a month's grid. A screen renders one layout or
 * the other, not both hidden by CSS, so each booking's buttons exist once for keyboards and
 * screen readers. Off the browser (the server's render) it answers wide.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
