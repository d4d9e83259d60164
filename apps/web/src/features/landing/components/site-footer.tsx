import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Brand } from '../../../components/layout/brand.tsx';
import { footerLists } from '../landing-data.ts';

/** The footer (id "contact"): link lists (the help and policy pages among them), the Contact page and a 'Get in Touch' email box. */
export function SiteFooter() {
  // The spec does not say what sending does; the box only keeps the page from reloading.
  const keepPage = (event: FormEvent) => event.preventDefault();

  return (
    <footer id="contact" className="scroll-mt-6 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-8 md:grid-cols-3 lg:grid-cols-[1.3fr_repeat(3,1fr)_1.6fr]">
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <Brand light />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">Tours across India with guides who know the way. Travel with purpose.</p>
        </div>
        {footerLists.map((list) => (
          <div key={list.title}>
            <h2 className="font-sans text-sm font-semibold tracking-widest text-white uppercase">{list.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {list.items.map((item) => (
                <li key={item.label}>
                  {item.to ? (
                    <Link to={item.to} className="underline-offset-4 hover:text-white hover:underline">
                      {item.label}
                    </Link>
                  ) : (
                    item.label
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <h2 className="font-sans text-sm font-semibold tracking-widest text-white uppercase">Get in Touch</h2>
          <p className="mt-4 text-sm">
            A question about a tour or a booking?{' '}
            <Link to={paths.contact.href} className="font-semibold text-marigold-300 underline-offset-4 hover:underline">
              Contact us
            </Link>
          </p>
          <p className="mt-3 text-sm">Travel ideas and offers, now and then.</p>
          <form onSubmit={keepPage} className="mt-4 flex max-w-md gap-2">
            <label htmlFor="footer-email" className="sr-only">
              Email address
            </label>
            <input
              id="footer-email"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              className="min-w-0 flex-1 rounded-xl border border-stone-700 bg-stone-800 px-3.5 py-2.5 text-white placeholder:text-stone-400 focus:border-marigold-300 focus:outline-none"
            />
            <button type="submit" className="rounded-xl bg-marigold-300 px-4 py-2.5 text-sm font-semibold text-stone-900 hover:bg-marigold-500">
              Send
            </button>
          </form>
        </div>
      </div>
      <p className="border-t border-stone-800 px-4 py-6 text-center text-xs text-stone-400">© Yatrika. Tours across India, booked with care.</p>
    </footer>
  );
}
