import type { ReactNode } from 'react';

/** A section's title with an optional note on the right (a count, a link). */
export function SectionHeading({ id, children, aside }: { id?: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-xl font-semibold sm:text-2xl">
        {children}
      </h2>
      {aside && <div className="text-sm text-stone-600">{aside}</div>}
    </div>
  );
}
