import { publicTourPathOf } from './public-tour-path.ts';

/**
 * A tour's public address, `/tours/{id}/{slug}`: the id finds the tour, the slug (made from the
 * title) tells a reader and a search engine what it is. The server redirects any other slug to
 * this one, so a renamed tour keeps its old links working. Shared by the server (canonical URL,
 * sitemap) and the web app (links on cards).
 */

/** Longest slug kept: enough for a title, short enough for a link pasted into a message. */
const MAX_SLUG_LENGTH = 80;

/** What a title without a single letter or digit (say, only emoji) is called in its address. */
const FALLBACK_SLUG = 'tour';

/** "Kedarnath Yatra — 5 days!" → "kedarnath-yatra-5-days"; accents dropped from Latin letters, other scripts kept whole. */
export function tourSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    // Accents off Latin letters only: other scripts write vowels as marks (वाराणसी), which stay.
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = words.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return cut === '' ? FALLBACK_SLUG : cut;
}

/** The path of a tour's public page. */
export function publicTourPath(tour: { _id: string; title: string }): string {
  return publicTourPathOf(tour._id, tourSlug(tour.title));
}

/**
 * The id of the <script type="application/json"> in which the server sends the tour's answer
 * (as GET /api/routes/tours/{id} gives it) with a tour's page, public or the traveller's, so the
 * first screen shows without waiting for the script to ask for it.
 */
export const TOUR_DATA_ID = 'yatrika-tour-data';
