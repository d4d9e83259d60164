import { Link } from 'react-router';
import { AccountNav } from './account-nav.tsx';
import { Brand } from './brand.tsx';

const navLink = 'block rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-brand-800';

/**
 * A public page's white header: the word mark home, the page's own links, then the visitor's
 * Login and Signup or the signed-in traveller's name and My Bookings.
 */
export function PublicHeader({ links, width = 'max-w-7xl' }: { links: { to: string; label: string }[]; width?: 'max-w-6xl' | 'max-w-7xl' }) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <nav aria-label="Main" className={`mx-auto flex w-full ${width} flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-8`}>
        <Brand />
        <ul className="flex flex-wrap items-center gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={navLink}>
                {link.label}
              </Link>
            </li>
          ))}
          <AccountNav />
        </ul>
      </nav>
    </header>
  );
}
