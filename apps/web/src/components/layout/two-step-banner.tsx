import { twoStepMessages } from '@yatrika/contract/two-step-rules';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { subscribeToTwoStepDue, twoStepDueBy } from '../../lib/two-step-due.ts';

/**
 * Above every admin screen of an owner or manager who has not turned on two-step sign-in: by when
 * they must, or that they must now (the server then refuses everything but the enrolment).
 */
export function TwoStepBanner() {
  const enrolBy = useSyncExternalStore(subscribeToTwoStepDue, twoStepDueBy, () => null);
  if (!enrolBy) return null;
  const overdue = new Date(enrolBy).getTime() <= Date.now();
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 border-b border-marigold-300 bg-marigold-50 px-4 py-3 text-sm text-stone-800 sm:px-8 print:hidden">
      <p>{overdue ? twoStepMessages.mustEnrol : twoStepMessages.enrolBy(formatLongDate(enrolBy.slice(0, 10)))}</p>
      <Link to={paths.adminTwoStep.href} className="font-semibold text-brand-800 underline">
        Turn on two-step sign-in
      </Link>
    </div>
  );
}
