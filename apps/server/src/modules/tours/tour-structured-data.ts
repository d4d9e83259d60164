import type { DepartureDay } from '@yatrika/contract/departures';
import type { Tour } from '@yatrika/contract/tours';

/** schema.org's words for an offer's availability. */
const availabilityOf = {
  in_stock: 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/SoldOut',
} as const;

/**
 * How the coming dates stand, in schema.org's words: InStock while any date has seats to spare,
 * LimitedAvailability when only a few seats are left on every open date, SoldOut when no date
 * can be booked (all full or closed).
 */
export function offerAvailability(dates: readonly DepartureDay[]): string {
  if (dates.some((day) => day.status === 'available')) return availabilityOf.in_stock;
  if (dates.some((day) => day.status === 'few_left')) return availabilityOf.limited;
  return availabilityOf.sold_out;
}

interface StructuredDataInput {
  tour: Tour;
  /** The page's canonical address. */
  url: string;
  /** Absolute addresses of the tour's pictures, the preview first. */
  images: string[];
  /** offerAvailability of the coming dates. */
  availability: string;
  /** The site's address, for the provider. */
  siteUrl: string;
}

/**
 * The tour as schema.org JSON-LD, for search engines' rich results: a TouristTrip (its itinerary
 * as an ItemList of days, its provider) that is also a Product, because schema.org gives a Trip
 * offers but no aggregateRating, and a Product both. Only properties those types define are
 * written (the integration test checks each against schema.org's definitions), and an empty
 * itinerary or a tour without reviews leaves its property out rather than writing an empty one.
 */
export function tourStructuredData({ tour, url, images, availability, siteUrl }: StructuredDataInput) {
  return {
    '@context': 'https://schema.org',
    '@type': ['TouristTrip', 'Product'],
    '@id': url,
    name: tour.title,
    description: tour.description,
    url,
    image: images,
    provider: { '@type': 'Organization', name: 'Yatrika', url: siteUrl },
    offers: {
      '@type': 'Offer',
      price: tour.pricePerPerson,
      priceCurrency: 'INR',
      availability,
      url,
    },
    ...(tour.itinerary.length > 0 && {
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: tour.itinerary.length,
        itemListElement: tour.itinerary.map((day) => ({
          '@type': 'ListItem',
          position: day.day,
          name: day.title ? `Day ${day.day}: ${day.title}` : `Day ${day.day}`,
          ...(day.details && { description: day.details }),
        })),
      },
    }),
    ...(tour.reviewCount > 0 &&
      tour.ratingAverage !== null && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: tour.ratingAverage,
          reviewCount: tour.reviewCount,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}
