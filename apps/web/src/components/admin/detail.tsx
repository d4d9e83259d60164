import type { ReactNode } from 'react';

/** One labelled fact on an admin card (a `<dl>` row): the payment's amount, a job's attempts. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-stone-800">{children}</dd>
    </div>
  );
}
