import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Brand } from '../../../components/layout/brand.tsx';

const manage = [
  { label: 'Tours', to: paths.adminTours.href },
  { label: 'Bookings', to: paths.adminBookings.href },
  { label: 'Users', to: paths.adminUsers.href },
  { label: 'Reviews', to: paths.adminReviews.href },
];
const company = ['About Yatrika', 'Our guides', 'Careers', 'Press'];
const support = ['Help centre', 'Operator handbook', 'Privacy', 'Terms'];

/**
 * The dashboard's footer: link columns and an email sign-up box. The spec shows no behaviour
 * for the sign-up, so it does nothing (the form only stops the page from reloading).
 */
export function AdminFooter() {
  const emailId = useId();
  return (
    <footer className="mt-12 rounded-card bg-brand-900 px-6 py-10 text-brand-100 sm:px-10">
      <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 xl:grid-cols-[1.3fr_1fr_1fr_1fr_1.6fr] xl:gap-10">
        <div className="col-span-2 flex flex-col gap-3 sm:col-span-3 xl:col-span-1">
          <Brand to={paths.adminDashboard.href} light />
          <p className="max-w-xs text-sm leading-relaxed text-brand-100/90">
            The operations console for Yatrika's tours, travellers and bookings.
          </p>
        </div>
        <FooterColumn title="Manage">
          {manage.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="hover:text-white hover:underline">
                {item.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Company">
          {company.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </FooterColumn>
        <FooterColumn title="Support">
          {support.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </FooterColumn>
        <form className="col-span-2 flex flex-col gap-3 sm:col-span-3 xl:col-span-1" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={emailId} className="font-display text-lg font-semibold text-white">
            Get operator updates
          </label>
          <p className="text-sm text-brand-100/90">New features and season reports, once a month.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={emailId}
              type="email"
              placeholder="you@yatrika.in"
              className="min-w-0 flex-1 rounded-xl border border-brand-700 bg-brand-800 px-3.5 py-2.5 text-white placeholder:text-brand-200/70 focus:border-marigold-300 focus:outline-none"
            />
            <button type="submit" className="rounded-xl bg-marigold-300 px-4 py-2.5 text-sm font-semibold text-stone-900 hover:bg-marigold-500">
              Subscribe
            </button>
          </div>
        </form>
      </div>
      <p className="mt-10 border-t border-brand-800 pt-6 text-xs text-brand-200/80">© {new Date().getFullYear()} Yatrika. Travel with purpose.</p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">{children}</ul>
    </div>
  );
}
