// Names and sentences of the tour filters, without zod, so the web app can build its links and
// controls from exactly the server's words without shipping the schema library to the browser.

/** The longest search the API accepts; search boxes stop there. */
export const MAX_SEARCH_LENGTH = 200;

/** How a tour list can be ordered. `recommended` (the default) is the score of decision 028: rating, recent bookings, seats left and freshness. */
export const tourSorts = ['recommended', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type TourSort = (typeof tourSorts)[number];

export const discoveryMessages = {
  category: 'Category must be adventure, religious, historical & cultural or romantic.',
  state: 'State must be the full name of an Indian state or union territory.',
  minPrice: 'Minimum price must be a whole number of rupees from ₹0 to ₹1,00,00,000.',
  maxPrice: 'Maximum price must be a whole number of rupees from ₹0 to ₹1,00,00,000.',
  priceOrder: 'Minimum price must not be more than the maximum price.',
  minDays: 'Minimum days must be a whole number from 1 to 60.',
  maxDays: 'Maximum days must be a whole number from 1 to 60.',
  daysOrder: 'Minimum days must not be more than the maximum days.',
  date: 'Date must be a real day written YYYY-MM-DD.',
  sort: 'Sort must be recommended, price_asc, price_desc, rating or newest.',
  searchTooLong: `The search must be at most 200 characters.`,
  searchCharacter: 'The search contains a character that is not allowed.',
} as const;
