// The one Drizzle schema: drizzle-kit reads this file to generate migrations.
export * from './users.ts';
export * from './media.ts';
export * from './tours.ts';
export * from './wishlist.ts';
export * from './reviews.ts';
export * from './moments.ts';
export * from './payments.ts';
export * from './bookings.ts';
export * from './departures.ts';
export * from './settings.ts';
export * from './jobs.ts';
export * from './emails.ts';
export * from './account-tokens.ts';
export * from './check-ins.ts';
export * from './kept-totals.ts';
export * from './payment-links.ts';
export * from './tour-search.ts';
