import { TOUR_DATA_ID } from '@yatrika/contract/public-tour-page';
import type { Tour } from '@yatrika/contract/tours';
import { jsonForScript } from '../../lib/html.ts';

/**
 * The tour's answer (as GET /api/routes/tours/{id} and /api/user/tours/{id} give it) in a data
 * block of the page, so the web app shows the tour at once instead of asking for it after its
 * scripts have run.
 */
export const tourDataScript = (tour: Tour) => `<script type="application/json" id="${TOUR_DATA_ID}">${jsonForScript(tour)}</script>`;
