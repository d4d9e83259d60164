import { durationPhrase } from '@yatrika/contract/departure-messages';
import { mediaPreviewUrl, mediaUrl, previewPicture } from '@yatrika/contract/media';
import { formatRupees } from '@yatrika/contract/money';
import { publicTourPath, tourSlug } from '@yatrika/contract/public-tour-page';
import type { Tour } from '@yatrika/contract/tours';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml, jsonForScript } from '../../lib/html.ts';
import { tourAvailability } from '../departures/public.ts';
import { tourPageExtras } from './tour-page-extras.ts';
import { offerAvailability, tourStructuredData } from './tour-structured-data.ts';
import type { TourCaches } from './tour-caches.ts';
import { toTourResponse, type TourRow } from './tour-response.ts';
import { findVisibleTour } from './visible-tour.ts';

/** What the public tour page's address answers (the web app plugin's PageAnswer). */
export type PublicTourPageAnswer =
  | { kind: 'page'; title: string; description: string; tags: string[]; firstScreen: string }
  | { kind: 'moved'; location: string }
  | { kind: 'missing' };

interface PublicTourHeadOptions {
  db: Database;
  caches: TourCaches;
  /** The site's address as visitors reach it (PUBLIC_URL): canonical and preview addresses are absolute. */
  publicUrl: string;
  horizonDays: number;
  /** Data blocks every tour page carries beside the tour's (the cancellation policy's answer, which its first screen states). */
  sentWithPage?: string[];
}

/** How much of the description a preview shows: search results cut near 160 characters, chat previews near 200. */
const DESCRIPTION_LENGTH = 200;

/** Days of the calendar the offer's availability is read from: the first two months a visitor looks at. */
const AVAILABILITY_DAYS = 60;

/** The text cut at a word before `length` characters, whitespace made single spaces. */
function shortened(text: string, length: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  if (single.length <= length) return single;
  const cut = single.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ') > length / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,.;:–—-]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/**
 * The public tour page's <head> (`/tours/{id}/{slug}`), written by the server so that a link
 * pasted into WhatsApp, Slack or X, or read by a search engine, shows the tour without running
 * any script: its title and description, the canonical address, Open Graph and Twitter card tags
 * with the 1200×630 preview picture, schema.org JSON-LD, and the extras of every tour page (the
 * tour's answer, its picture preloaded, the first screen: tour-page-extras.ts). Any other slug
 * (or none) is moved to the canonical one; an unknown, malformed, banned or deleted tour is missing.
 */
export function publicTourHead({ db, caches, publicUrl, horizonDays, sentWithPage = [] }: PublicTourHeadOptions) {
  return async ({ tourId = '', slug }: Record<string, string>): Promise<PublicTourPageAnswer> => {
    let row: TourRow;
    try {
      row = await caches.visible.get(tourId, () => findVisibleTour(db, tourId));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return { kind: 'missing' };
      throw error;
    }
    const tour = toTourResponse(row);
    const path = publicTourPath(tour);
    if (slug !== tourSlug(tour.title)) return { kind: 'moved', location: path };
    // Seats are never cached: read live, like the calendar.
    const calendar = await tourAvailability(db, row, { days: AVAILABILITY_DAYS }, { horizonDays });
    const head = headOf(tour, calendar.dates, `${publicUrl}${path}`, publicUrl);
    const extras = tourPageExtras(tour, 'public', sentWithPage);
    return { kind: 'page', ...head, tags: [...head.tags, ...extras.tags], firstScreen: extras.firstScreen };
  };
}

function headOf(tour: Tour, dates: Parameters<typeof offerAvailability>[0], url: string, siteUrl: string) {
  const title = `${tour.title}, ${tour.location} · Yatrika`;
  const description = shortened(`${formatRupees(tour.pricePerPerson)} per person, ${durationPhrase(tour.durationDays)}. ${tour.description}`, DESCRIPTION_LENGTH);
  const preview = `${siteUrl}${mediaPreviewUrl(tour.image)}`;
  const picture = `${siteUrl}${mediaUrl(tour.image)}`;
  const structured = tourStructuredData({ tour, url, images: [preview, picture], availability: offerAvailability(dates), siteUrl });
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Yatrika'),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', tour.title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', preview),
    meta('property', 'og:image:type', previewPicture.contentType),
    meta('property', 'og:image:width', previewPicture.width),
    meta('property', 'og:image:height', previewPicture.height),
    meta('property', 'og:image:alt', tour.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tour.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', preview),
    meta('name', 'twitter:image:alt', tour.title),
    `<script type="application/ld+json">${jsonForScript(structured)}</script>`,
  ];
  return { title, description, tags };
}
