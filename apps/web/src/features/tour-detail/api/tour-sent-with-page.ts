import { TOUR_DATA_ID } from '@yatrika/contract/public-tour-page';
import type { Tour } from '@yatrika/contract/tours';

/**
 * The tour as the server sent it with the page (`<script type="application/json">`, written into
 * the page's <head> by the server on a tour's public page and on the traveller's), so the first
 * screen shows at once instead of after the script has run and asked. Only for this tour, and
 * only if it reads as one.
 */
export function tourSentWithPage(tourId: string): Tour | undefined {
  const text = document.getElementById(TOUR_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const tour = JSON.parse(text) as Tour;
    return tour._id === tourId ? tour : undefined;
  } catch {
    return undefined;
  }
}

/** How long the tour sent with the page counts as fresh: it was read from the server a moment ago. */
export const SENT_WITH_PAGE_FRESH_MS = 60_000;
