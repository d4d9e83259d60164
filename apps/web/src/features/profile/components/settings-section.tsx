import type { ReactNode } from 'react';

/** One block of the settings page: a heading, what it does, then its form. */
export function SettingsSection({ title, description, tone = 'normal', children }: { title: string; description: ReactNode; tone?: 'normal' | 'danger'; children: ReactNode }) {
  const headingId = `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`mx-auto w-full max-w-3xl rounded-card bg-white p-5 shadow-card ring-1 sm:p-8 ${tone === 'danger' ? 'ring-red-200' : 'ring-stone-200/70'}`}
    >
      <h2 id={headingId} className={`font-display text-xl font-bold ${tone === 'danger' ? 'text-red-800' : 'text-stone-900'}`}>
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
