import type { Profile } from '@yatrika/contract/auth';
import type { ReactNode } from 'react';

/** The framed card both profile pages sit in: the traveller's initial and name on a banner, then the content. */
export function ProfileCard({ user, children }: { user: Profile | undefined; children: ReactNode }) {
  const initial = user?.username?.[0]?.toUpperCase() ?? '';
  return (
    <article className="mx-auto w-full max-w-3xl overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <div className="relative h-24 overflow-hidden bg-gradient-to-r from-brand-800 via-brand-600 to-marigold-500 sm:h-28" aria-hidden="true">
        <svg viewBox="0 0 400 60" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-2/3 w-full">
          <path d="M0 60 L0 38 L60 12 L105 36 L160 6 L215 40 L270 18 L330 44 L400 20 L400 60 Z" fill="white" fillOpacity="0.12" />
          <path d="M0 60 L0 48 L80 30 L140 50 L210 26 L290 52 L350 34 L400 46 L400 60 Z" fill="white" fillOpacity="0.18" />
        </svg>
      </div>
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <div className="relative -mt-10 flex items-start gap-4">
          <span className="grid size-20 shrink-0 place-items-center rounded-full bg-brand-800 font-display text-3xl font-bold text-white ring-4 ring-white" aria-hidden="true">
            {initial}
          </span>
          {user && (
            <div className="mt-12 min-w-0">
              <p className="truncate font-display text-2xl font-bold text-stone-900">
                {user.firstname} {user.lastname}
              </p>
              <p className="truncate text-sm text-stone-600">@{user.username}</p>
            </div>
          )}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </article>
  );
}
