import { Link } from 'react-router';
import { useAccountLinks } from '../../lib/account-links.ts';

const link = 'block max-w-48 truncate rounded-lg px-3 py-2 text-sm font-semibold';

/**
 * The right-hand end of a public page's header: Login and Signup for a visitor, the traveller's
 * name and My Bookings once signed in (useAccountLinks). `light` over a picture.
 */
export function AccountNav({ light = false }: { light?: boolean }) {
  const account = useAccountLinks();
  return (
    <>
      {account.secondary && (
        <li>
          <Link
            to={account.secondary.to}
            className={`${link} ${light ? 'text-white hover:bg-white/15' : 'text-stone-700 hover:bg-stone-100 hover:text-brand-800'}`}
          >
            {account.secondary.label}
          </Link>
        </li>
      )}
      <li>
        <Link to={account.primary.to} className={`${link} ml-1 bg-marigold-300 text-stone-900 hover:bg-marigold-500`}>
          {account.primary.label}
        </Link>
      </li>
    </>
  );
}
