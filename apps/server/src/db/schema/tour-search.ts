import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tours } from './tours.ts';

/** PostgreSQL's full-text document: words with their positions and weights. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Each tour's words for the travellers' search (decision 026), written only by the database:
 * triggers on `tours` (migration 0027_search) remake a tour's row whenever its title, place,
 * state, category, highlights or description change, and copy its status and rating when they
 * change, in the same transaction. Weights say where
 * a word stands: A the title, B the place and state, C the category and highlights, D the
 * description. Kept beside `tours` rather than on it, so every other read of a tour stays as
 * small as it was.
 */
export const tourSearch = pgTable(
  'tour_search',
  {
    tourId: uuid('tour_id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    // Copies of the tour's own columns that rank a search, kept by the same triggers, so a search
    // ranks its matches here and reads only the page's tours from `tours`.
    /** The tour's status is 'active'. */
    visible: boolean('visible').notNull(),
    /** coalesce(rating_average, 0): the rating order's key (tour-order.ts). */
    ratingKey: numeric('rating_key', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    reviewCount: integer('review_count').notNull(),
  },
  (t) => [index('tour_search_document_idx').using('gin', t.document)],
);

/**
 * Every word the catalogue has used, kept by the same triggers: the search reads it to learn
 * which real words a typo, a stem or a half-typed word can stand for. Words are never removed
 * (a word no tour uses any more only widens a search to words that match nothing).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /**
     * In the order words were added: the server reads the words added since it built its lexicon
     * (one small query after a change) instead of every word again (decision 052).
     */
    added: bigint('added', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    // The words in byte order whatever the database's collation: the server reads them a page at a
    // time already in the order its lexicon keeps (search/lexicon.ts, decision 052).
    index('search_words_byte_order_idx').on(sql`${t.word} collate "C"`),
    index('search_words_added_idx').on(t.added),
  ],
);
