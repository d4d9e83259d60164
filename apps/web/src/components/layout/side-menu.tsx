import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Brand } from './brand.tsx';

export interface MenuItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Matches only this exact path (dashboards whose children are other items). */
  end?: boolean;
  /** Highlighted whatever the path: pages that belong to the item but live elsewhere. */
  current?: boolean;
}

interface SideMenuProps {
  items: MenuItem[];
  brandTo: string;
  onLogOut: () => void;
  label: string;
}

/**
 * The left menu of the traveller and admin areas: a fixed column on wide screens,
 * a top bar with a menu button on phones. The current page is highlighted.
 */
export function SideMenu({ items, brandTo, onLogOut, label }: SideMenuProps) {
  const [open, setOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors ${
      isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800'
    }`;

  return (
    <>
      {/* On phones and tablets: the brand and the menu button, a landmark of their own. */}
      <nav
        aria-label="Site"
        className="sticky top-0 z-30 flex items-center justify-between border-b border-stone-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden print:hidden"
      >
        <Brand to={brandTo} />
        <button
          type="button"
          className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold"
          aria-expanded={open}
          aria-controls="side-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Close menu' : 'Menu'}
        </button>
      </nav>
      {/* The column's white background runs the page's full height; the menu itself stays in view. */}
      {/* Paper gets the page alone: a printed list has no use for the menu. */}
      <div className="lg:w-64 lg:shrink-0 lg:border-r lg:border-stone-200 lg:bg-white print:hidden">
        <nav
          id="side-menu"
          aria-label={label}
          className={`${open ? 'block' : 'hidden'} border-b border-stone-200 bg-white px-4 py-4 lg:sticky lg:top-0 lg:block lg:max-h-screen lg:overflow-y-auto lg:border-b-0 lg:py-6`}
        >
          <div className="mb-8 hidden px-3 lg:block">
            <Brand to={brandTo} />
          </div>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                {item.current ? (
                  <Link to={item.to} aria-current="page" className={linkClass({ isActive: true })} onClick={() => setOpen(false)}>
                    <span aria-hidden="true" className="w-5 text-center">{item.icon}</span>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.to} end={item.end ?? false} className={linkClass} onClick={() => setOpen(false)}>
                    <span aria-hidden="true" className="w-5 text-center">{item.icon}</span>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
            <li className="mt-4 border-t border-stone-200 pt-4">
              <button
                type="button"
                onClick={onLogOut}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                <span aria-hidden="true" className="w-5 text-center">⎋</span>
                Log Out
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
