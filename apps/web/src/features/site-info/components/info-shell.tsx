import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Brand } from '../../../components/layout/brand.tsx';

/** The pages the footer leads to, in the order every one of them lists them. */
export const infoPages = [
  { label: 'Help centre', to: paths.help.href },
  { label: 'Contact', to: paths.contact.href },
  { label: 'Cancellations', to: paths.cancellationPolicy.href },
  { label: 'Terms', to: paths.terms.href },
  { label: 'Privacy', to: paths.privacy.href },
] as const;

interface InfoShellProps {
  title: string;
  /** One line under the title: what the page is for. */
  lead: string;
  children: ReactNode;
}

/** A plain reading page for visitors and travellers alike: the word mark home, the other pages, the text. */
export function InfoShell({ title, lead, children }: InfoShellProps) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-8">
          <Brand />
          <Link to={paths.destinations.href} className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
            Browse tours
          </Link>
        </div>
        <nav aria-label="Help and policies" className="mx-auto max-w-5xl px-2 sm:px-6">
          <ul className="flex flex-wrap gap-1 pb-2 text-sm">
            {infoPages.map((page) => (
              <li key={page.to}>
                <NavLink
                  to={page.to}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 font-semibold ${isActive ? 'bg-brand-50 text-brand-900' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'}`
                  }
                >
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-8">
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-stone-600">{lead}</p>
        <div className="mt-8 flex flex-col gap-8">{children}</div>
      </main>
      <footer className="border-t border-stone-200 bg-white px-4 py-6 text-center text-sm text-stone-500">© Yatrika. Tours across India, booked with care.</footer>
    </div>
  );
}

/** One titled part of a page; its id is the address of the part (`/help#payment`). */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-7">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-stone-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 leading-relaxed text-stone-700 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:space-y-1.5">{children}</div>
    </section>
  );
}
