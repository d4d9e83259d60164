import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tours } from './tours.ts';

/**
 * The operator's prices for chosen dates of a tour (decision 031): from `first_date` to
 * `last_date`, on the `weekdays` listed (0 Sunday … 6 Saturday; null: every day), adults pay
 * `adult_price_paise` and children and seniors their own price when set (the tour's otherwise).
 * Infants keep the tour's price. When several rules cover a date, the latest created wins. The
 * price applies to every start time of the date. Written only by `modules/pricing/`.
 */
export const tourDatePrices = pgTable(
  'tour_date_prices',
  {
    id: id(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    /** Days of the week the rule covers, 0 (Sunday) to 6; null: every day of the range. */
    weekdays: integer('weekdays').array(),
    adultPricePaise: bigint('adult_price_paise', { mode: 'number' }).notNull(),
    /** Null: the tour's own child price on these dates. */
    childPricePaise: bigint('child_price_paise', { mode: 'number' }),
    seniorPricePaise: bigint('senior_price_paise', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Every read is one tour's rules that end on or after a date (a calendar, a quote, the list).
    index('tour_date_prices_tour_last_date_idx').on(t.tourId, t.lastDate),
    check('tour_date_prices_range', sql`${t.firstDate} <= ${t.lastDate}`),
    check('tour_date_prices_adult_positive', sql`${t.adultPricePaise} > 0`),
    check('tour_date_prices_child_positive', sql`${t.childPricePaise} is null or ${t.childPricePaise} > 0`),
    check('tour_date_prices_senior_positive', sql`${t.seniorPricePaise} is null or ${t.seniorPricePaise} > 0`),
    check('tour_date_prices_weekdays_range', sql`${t.weekdays} is null or ${t.weekdays} <@ '{0,1,2,3,4,5,6}'::integer[]`),
  ],
);
