import { tripShape } from '@yatrika/contract/departure-messages';
import { mediaSrcSet, mediaUrl, tourPictureSizes } from '@yatrika/contract/media';
import { formatRupees } from '@yatrika/contract/money';
import { tourCategoryLabel } from '@yatrika/contract/tour-categories';
import type { Tour } from '@yatrika/contract/tours';
import { escapeHtml } from '../../lib/html.ts';

/** Whose page it is: the public page's header (a visitor's links), or the traveller's booking page's. */
export type TourPageNav = 'public' | 'traveller';

/**
 * The top of a tour's page as plain HTML, written by the server inside the page's root element:
 * a phone on a slow line shows the tour's picture, title, price and description as soon as the
 * HTML and the stylesheet arrive, instead of after the scripts have downloaded and run (the public
 * page under a visitor's header: a traveller's name comes with the app). Nothing here needs a
 * script (links are plain links). The web app replaces it whole with the same page once its code
 * for the page has loaded (apps/web/src/main.tsx waits for it rather than showing the loading
 * state in between). The classes are those of PublicTourPage or TourDetailPage and TourOverview in
 * apps/web, so it looks the same: the stylesheet only has classes the web app uses.
 */
export function tourFirstScreen(tour: Tour, nav: TourPageNav): string {
  const title = escapeHtml(tour.title);
  const srcset = mediaSrcSet(tour.image);
  const responsive = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(tourPictureSizes)}"` : '';
  return `<div class="min-h-screen">
${navs[nav]}
  <main class="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-8 sm:pt-8 md:pb-8">
    <div class="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
      <article class="flex min-w-0 flex-col gap-6">
        <div class="relative overflow-hidden rounded-card bg-stone-200 shadow-card">
          <img src="${escapeHtml(mediaUrl(tour.image))}"${responsive} alt="${title}" width="1600" height="900" loading="eager" fetchpriority="high" class="aspect-[16/9] w-full object-cover">
        </div>
        <header class="flex flex-col gap-3">
          <div class="flex flex-wrap items-center gap-2 text-sm">
            <span class="rounded-full bg-marigold-100 px-3 py-1 font-semibold text-marigold-800">${escapeHtml(tourCategoryLabel(tour.category))}</span>
            <span class="inline-flex items-center gap-1.5 font-semibold text-brand-700">${pinIcon}${escapeHtml(tour.location)}</span>
            <span class="inline-flex items-center gap-1.5 font-semibold text-stone-700">${groupIcon}${escapeHtml(tripShape(tour.durationDays, tour.capacity))}</span>
          </div>
          <h1 class="text-3xl leading-tight font-bold sm:text-4xl">${title}</h1>
          <p class="text-stone-600 lg:hidden"><span class="text-xl font-bold text-stone-900">${escapeHtml(formatRupees(tour.pricePerPerson))}</span> per person</p>
        </header>
        <p class="max-w-prose text-lg leading-relaxed break-words whitespace-pre-line text-stone-700">${escapeHtml(tour.description)}</p>
      </article>
    </div>
  </main>
</div>`;
}

/** The word mark's picture (Brand in apps/web). */
const brandMark =
  '<svg viewBox="0 0 64 64" class="size-8" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#0f5f5c"/><path d="M14 44 L28 22 L36 34 L42 26 L52 44 Z" fill="#f6c453"/><circle cx="44" cy="17" r="5" fill="#fff7e6"/></svg>';

/** The place and group icons of the tour's facts (TourOverview's PinIcon and GroupIcon). */
const pinIcon =
  '<svg viewBox="0 0 20 20" class="size-4" aria-hidden="true"><path fill="currentColor" d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z"/></svg>';
const groupIcon =
  '<svg viewBox="0 0 20 20" class="size-4" aria-hidden="true"><path fill="currentColor" d="M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM1.5 16.5C1.5 13.5 4 11 7 11s5.5 2.5 5.5 5.5v.5h-11v-.5zm12.5.5v-.5c0-1.6-.5-3-1.4-4.2.5-.2 1-.3 1.4-.3 2.5 0 4.5 2 4.5 4.5v.5H14z"/></svg>';

const travellerLink = 'rounded-xl px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-brand-50 hover:text-brand-800';

const navs: Record<TourPageNav, string> = {
  // PublicTourNav with a visitor's AccountNav.
  public: `  <header class="border-b border-stone-200 bg-white">
    <nav aria-label="Main" class="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-8">
      <a href="/" class="inline-flex items-center gap-2 font-display text-2xl font-bold text-brand-800">${brandMark}Yatrika</a>
      <ul class="flex flex-wrap items-center gap-1">
        <li><a href="/destinations" class="block rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-brand-800">Destinations</a></li>
        <li><a href="/login" class="block max-w-48 truncate rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-brand-800">Login</a></li>
        <li><a href="/signup" class="block max-w-48 truncate rounded-lg px-3 py-2 text-sm font-semibold ml-1 bg-marigold-300 text-stone-900 hover:bg-marigold-500">Signup</a></li>
      </ul>
    </nav>
  </header>`,
  // TourDetailPage's TourPageNav; its Back button needs the app and comes with it.
  traveller: `  <header class="border-b border-stone-200 bg-white">
    <nav aria-label="Tour page" class="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:px-8">
      <span class="mx-auto hidden sm:block"><a href="/login/userdashboard" class="inline-flex items-center gap-2 font-display text-2xl font-bold text-brand-800">${brandMark}Yatrika</a></span>
      <span class="ml-auto flex items-center gap-1 sm:ml-0">
        <a href="/login/userdashboard" class="${travellerLink}">Home</a>
        <a href="/login/userdashboard/mybookings" class="${travellerLink}">My Bookings</a>
      </span>
    </nav>
  </header>`,
};
