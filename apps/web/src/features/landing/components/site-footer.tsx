import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Brand } from '../../../components/layout/brand.tsx';
import { footerLists } from '../landing-data.ts';
import { NewsletterForm } from './newsletter-form.tsx';

/**
 * The footer (id "contact"): link lists (the help and policy pages among them), the Contact page and
 * the 'Get in Touch' box, which subscribes to the newsletter.
 */
export function SiteFooter() {
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
                  {/* Links read as links (underlined); the entries without a page of their own are dimmer words, nothing to click. */}
                  {item.to ? (
                    <Link to={item.to} className="text-stone-200 underline decoration-stone-600 underline-offset-4 hover:text-white hover:decoration-white">
                      {item.label}
                    </Link>
                  ) : (
                    <span className="text-stone-400">{item.label}</span>
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
            <Link to={paths.contact.href} className="font-semibold text-marigold-300 underline underline-offset-4 hover:text-marigold-100">
              Contact us
            </Link>
          </p>
          <p className="mt-3 text-sm">Our newsletter: travel ideas and offers, now and then. We email you a link to confirm first.</p>
          <NewsletterForm />
        </div>
      </div>
      <p className="border-t border-stone-800 px-4 py-6 text-center text-xs text-stone-400">© Yatrika. Tours across India, booked with care.</p>
    </footer>
  );
}
