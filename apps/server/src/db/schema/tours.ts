import { sql } from 'drizzle-orm';
import type { ItineraryDay } from '@yatrika/contract/tour-details';
import type { DayRange } from '@yatrika/contract/tour-schedule';
import type { GroupDiscountRule } from '@yatrika/contract/price-calculation';
import type { StoredPriceType } from '@yatrika/contract/tour-prices';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';

export const tourCategories = ['adventure', 'religious', 'historical & cultural', 'romantic'] as const;

export const tours = pgTable(
  'tours',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: tourCategories }).notNull().default('adventure'),
    location: text('location').notNull(),
    /** Money is integer paise; the API speaks rupees. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    /** Person types beside adult (child, infant, senior) with their prices (decision 029); empty: adults only. */
    priceTypes: jsonb('price_types').$type<StoredPriceType[]>().notNull().default([]),
    /** "6 or more people: 10% off", applied before any promo code; null: none. */
    groupDiscount: jsonb('group_discount').$type<GroupDiscountRule>(),
    /**
     * The lowest adult price of the tour's date prices still to come (decision 031), null when it
     * has none: kept by the tour_date_prices_keep_floor trigger so lists show "from ₹X" without
     * reading the rules. Never written by application code.
     */
    datePriceFloorPaise: bigint('date_price_floor_paise', { mode: 'number' }),
    /** Relative media path ("media/<id>.webp"), null until an image is set. */
    image: text('image'),
    status: text('status', { enum: ['active', 'banned'] }).notNull().default('active'),
    /** Travellers per departure date, unless a date's row in `departures` says otherwise. */
    capacity: integer('capacity').notNull().default(20),
    durationDays: integer('duration_days').notNull().default(1),
    // The schedule (contract tour-schedule-rules.ts): every day, all year, from 09:00, no cut-off, unless the operator says otherwise.
    runWeekdays: integer('run_weekdays').array().notNull().default(sql`'{0,1,2,3,4,5,6}'::integer[]`),
    /** Recurring parts of the year it runs ("MM-DD" ranges); empty: all year. */
    seasons: jsonb('seasons').$type<DayRange[]>().notNull().default([]),
    /** Dates it does not run ("YYYY-MM-DD" ranges). */
    closedRanges: jsonb('closed_ranges').$type<DayRange[]>().notNull().default([]),
    /** When the group sets off, India time ("HH:MM"): the first of `startTimes`, the default departure. */
    startTime: text('start_time').notNull().default('09:00'),
    /**
     * Every time of day a departure sets off (1 to 6, distinct, earliest first); each is a departure
     * of its own (decision 022). A request that names no start time takes the first.
     */
    startTimes: text('start_times').array().notNull().default(sql`'{09:00}'::text[]`),
    /** Hours before the start that bookings close; null: no cut-off, they close at the start. */
    cutoffHours: integer('cutoff_hours'),
    /**
     * Whether the schedule can leave out a date (not every weekday, seasons, closed dates or a
     * cut-off). Most tours run every day: a list filtered by a date reads only these, through
     * their partial index, and the tours with bookings that day (departures/unbookable-tours.ts).
     */
    hasScheduleRules: boolean('has_schedule_rules')
      .notNull()
      .generatedAlwaysAs(
        sql`cardinality(run_weekdays) < 7 or seasons <> '[]'::jsonb or closed_ranges <> '[]'::jsonb or cutoff_hours is not null`,
      ),
    /**
     * Part payment (decision 035): the advance a traveller may pay at checkout, in percent of the
     * total, and how many days before the departure the balance is due. Both null: not offered.
     */
    advancePercent: integer('advance_percent'),
    balanceDueDays: integer('balance_due_days'),
    /** A paid booking is `booked` at once instead of waiting for the operator. */
    confirmInstantly: boolean('confirm_instantly').notNull().default(false),
    /** Fewest travellers a departure runs with; null: no minimum, nothing decided (decision 021). */
    minGroup: integer('min_group'),
    /** Hours before the start at which a departure below the minimum is cancelled. */
    minGroupDecisionHours: integer('min_group_decision_hours').notNull().default(48),
    /** 'confirm': pending bookings are accepted once the departure reaches the minimum. */
    minGroupAction: text('min_group_action', { enum: ['cancel', 'confirm'] }).notNull().default('cancel'),
    /**
     * Hours before a departure's start up to which the traveller may move their booking to another
     * date themselves (decision 036); the operator can always. 24 by default.
     */
    rescheduleCutoffHours: integer('reschedule_cutoff_hours').notNull().default(24),
    // The tour page's details: empty until the operator fills them in.
    highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
    inclusions: text('inclusions').array().notNull().default(sql`'{}'::text[]`),
    exclusions: text('exclusions').array().notNull().default(sql`'{}'::text[]`),
    meetingPoint: text('meeting_point'),
    /** Extra pictures' media paths, in the order the page shows them. */
    gallery: text('gallery').array().notNull().default(sql`'{}'::text[]`),
    /** The Indian state the location names (stateOfLocation in the contract), null when none; kept for the state filter's index. */
    state: text('state'),
    /**
     * Kept by the reviews_keep_tour_rating trigger (migration tour_ratings_and_discovery) in the
     * transaction of every insert and delete of a review, cascades included, so lists can sort by
     * rating without reading reviews. Never written by application code.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** One decimal; null before the first review. */
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }).generatedAlwaysAs(
      sql`round(rating_total::numeric / nullif(review_count, 0), 1)`,
    ),
    /**
     * The "recommended" order's score, 0 to 1000 (decision 028): rating (a Bayesian average),
     * bookings in the last 30 days, seats left in the next 30 and freshness. A new tour starts
     * with the score of a tour with no reviews or bookings; the recommended-scores job keeps
     * every tour's up to date. Never written by application code.
     */
    recommendedScore: integer('recommended_score').notNull().default(sql`yatrika_recommended_score(0, 0, 0, 0, 1, 0)`),
    createdAt: createdAt(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The recommended order (tour-order.ts): score, then newest, then id; by category and by state too.
    index('tours_status_recommended_idx').on(t.status, t.recommendedScore.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tours_category_status_recommended_idx').on(t.category, t.status, t.recommendedScore.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tours_state_status_recommended_idx').on(t.state, t.status, t.recommendedScore.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tours_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tours_category_status_created_idx').on(t.category, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tours_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The sorted lists (tour-order.ts): each order's keys after status, id last, so a page is a range of one index.
    index('tours_status_price_idx').on(t.status, t.pricePaise, t.id),
    index('tours_status_rating_idx').on(t.status, sql`coalesce(${t.ratingAverage}, 0)`, t.reviewCount, t.id),
    // A state is a few percent of the catalogue: read through the sort index alone, a page of one
    // state (with more filters) skips thousands of other states' rows, so each order has one per state too.
    index('tours_state_status_created_idx').on(t.state, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tours_state_status_price_idx').on(t.state, t.status, t.pricePaise, t.id),
    index('tours_state_status_rating_idx').on(t.state, t.status, sql`coalesce(${t.ratingAverage}, 0)`, t.reviewCount, t.id),
    // The date filter's tours that can leave out a date: a few of the catalogue.
    index('tours_schedule_rules_idx').on(t.id).where(sql`${t.hasScheduleRules}`),
    // Trigram indexes serve the "contains" search on title and location.
    index('tours_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('tours_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
    check('tours_price_positive', sql`${t.pricePaise} > 0`),
    check('tours_category_check', sql`${t.category} in ('adventure', 'religious', 'historical & cultural', 'romantic')`),
    check('tours_capacity_range', sql`${t.capacity} between 1 and 500`),
    check('tours_duration_range', sql`${t.durationDays} between 1 and 60`),
    check('tours_start_times_first', sql`cardinality(${t.startTimes}) between 1 and 6 and ${t.startTimes}[1] = ${t.startTime}`),
    check('tours_cutoff_range', sql`${t.cutoffHours} between 0 and 720`),
    check('tours_min_group_range', sql`${t.minGroup} is null or ${t.minGroup} between 1 and ${t.capacity}`),
    check('tours_min_group_decision_range', sql`${t.minGroupDecisionHours} between 0 and 720`),
    check('tours_reschedule_cutoff_range', sql`${t.rescheduleCutoffHours} between 0 and 720`),
    check('tours_min_group_action_check', sql`${t.minGroupAction} in ('cancel', 'confirm')`),
    check('tours_review_count_nonnegative', sql`${t.reviewCount} >= 0`),
    check('tours_status_check', sql`${t.status} in ('active', 'banned')`),
    // Part payment: offered with both settings or neither; an advance is part of the price, never all or none of it.
    check('tours_part_payment_both', sql`(${t.advancePercent} is null) = (${t.balanceDueDays} is null)`),
    check('tours_advance_percent_range', sql`${t.advancePercent} is null or ${t.advancePercent} between 1 and 99`),
    check('tours_balance_due_days_range', sql`${t.balanceDueDays} is null or ${t.balanceDueDays} between 1 and 365`),
  ],
);
