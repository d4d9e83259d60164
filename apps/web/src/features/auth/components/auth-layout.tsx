import type { ReactNode } from 'react';
import { Brand } from '../../../components/layout/brand.tsx';

const pictures = {
  traveller: {
    src: '/images/auth/traveller.webp',
    heading: 'Travel with purpose',
    points: ['Over 460 destinations across India', 'Guides with over 15 years of experience', 'Fast ticket purchase, paid in rupees'],
  },
  admin: {
    src: '/images/auth/admin.webp',
    heading: 'Yatrika for administrators',
    points: ['Publish and update tours', 'Accept and manage bookings', 'Look after travellers and their reviews'],
  },
} as const;

interface AuthLayoutProps {
  picture: keyof typeof pictures;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  /** Under the form: the link to the other door (login ↔ signup). */
  footer?: ReactNode;
  /** Above the form: why the visitor was sent here (booking a tour, saving one). */
  notice?: string | undefined;
}

/** The sign-in pages: a picture with what Yatrika offers beside a form card (stacked on phones). */
export function AuthLayout({ picture, title, subtitle, children, footer, notice }: AuthLayoutProps) {
  const side = pictures[picture];
  return (
    <div className="min-h-screen bg-stone-50 lg:grid lg:grid-cols-2">
      <header className="relative isolate h-48 overflow-hidden bg-brand-900 sm:h-60 lg:sticky lg:top-0 lg:h-screen">
        <img src={side.src} alt="" width={900} height={1200} fetchPriority="high" className="absolute inset-0 -z-20 size-full object-cover" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-stone-950/40 via-transparent to-stone-950/75" aria-hidden="true" />
        <div className="flex h-full flex-col p-5 sm:p-8 lg:p-12">
          <Brand light />
          <div className="mt-auto hidden max-w-md text-white lg:block">
            <p className="font-display text-4xl leading-tight font-bold">{side.heading}</p>
            <ul className="mt-6 space-y-3 text-lg text-white/90">
              {side.points.map((point) => (
                <li key={point} className="flex items-center gap-3">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-marigold-300 text-sm font-bold text-stone-900" aria-hidden="true">
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </header>

      <main className="relative -mt-10 flex justify-center px-4 pb-12 sm:-mt-14 lg:mt-0 lg:items-center lg:px-10 lg:py-12">
        <div className="w-full max-w-md rounded-card bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8 lg:max-w-lg lg:shadow-none lg:ring-0">
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="mt-2 text-stone-600">{subtitle}</p>
          {notice && (
            <p role="status" className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
              {notice}
            </p>
          )}
          <div className="mt-6">{children}</div>
          {footer && <div className="mt-6 border-t border-stone-200 pt-5 text-center text-sm text-stone-600">{footer}</div>}
        </div>
      </main>
    </div>
  );
}

/** The links between the sign-in pages. */
export const authLink = 'font-semibold text-brand-800 underline-offset-4 hover:underline';
