import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useAccountLinks } from '../../../lib/account-links.ts';
import { Brand } from '../../../components/layout/brand.tsx';

const links = [
  { label: 'Home', to: paths.landing.href },
  { label: 'Destinations', to: paths.destinations.href },
  // A relative link to a section of this page (spec §2).
  { label: 'Explore', href: '#explore' },
  // The Contact page itself (its form, the operator's email and phone), not the footer that links to it.
  { label: 'Contact', to: paths.contact.href },
] as const;

const link = 'block rounded-lg px-3 py-2 text-sm font-semibold';

/** The landing navigation, over the hero; on phones it folds into a menu button. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const account = useAccountLinks();

  const items = (tone: string) =>
    links.map((item) => (
      <li key={item.label}>
        {'to' in item ? (
          <Link to={item.to} onClick={close} className={`${link} ${tone}`}>
            {item.label}
          </Link>
        ) : (
          <a href={item.href} onClick={close} className={`${link} ${tone}`}>
            {item.label}
          </a>
        )}
      </li>
    ));

  return (
    <header className="absolute inset-x-0 top-0 z-20" onKeyDown={(event) => event.key === 'Escape' && close()}>
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-8">
        <Brand light />
        <ul className="hidden items-center gap-1 md:flex">{items('text-white/95 hover:bg-white/15 hover:text-white')}</ul>
        <div className="hidden items-center gap-2 md:flex">
          {account.secondary && (
            <Link to={account.secondary.to} className={`${link} max-w-48 truncate text-white hover:bg-white/15`}>
              {account.secondary.label}
            </Link>
          )}
          <Link to={account.primary.to} className={`${link} bg-marigold-300 text-stone-900 hover:bg-marigold-500`}>
            {account.primary.label}
          </Link>
        </div>
        <button
          type="button"
          className="grid size-11 place-items-center rounded-xl bg-white/15 text-white backdrop-blur md:hidden"
          aria-expanded={open}
          aria-controls="landing-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      <div id="landing-menu" hidden={!open} className="mx-4 rounded-card bg-white p-3 shadow-card md:hidden">
        <ul className="flex flex-col">{items('text-stone-800 hover:bg-stone-100')}</ul>
        <div className={`mt-2 grid gap-2 border-t border-stone-200 pt-3 ${account.secondary ? 'grid-cols-2' : 'grid-cols-1'}`}>
          {account.secondary && (
            <Link to={account.secondary.to} onClick={close} className={`${link} truncate border border-stone-300 text-center text-stone-800`}>
              {account.secondary.label}
            </Link>
          )}
          <Link to={account.primary.to} onClick={close} className={`${link} bg-brand-700 text-center text-white hover:bg-brand-800`}>
            {account.primary.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
