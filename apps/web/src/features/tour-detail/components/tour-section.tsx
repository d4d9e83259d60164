import type { ReactNode } from 'react';

/** One section of the tour page: an h2 under the page's h1, and what it titles. */
export function TourSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-stone-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
