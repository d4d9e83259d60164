/**
 * Who writes each table (decisions 005 and 011): the one place that says it. Every table of the
 * schema has exactly one owner, a folder or a file under `apps/server/src`; only code there may
 * insert, update or delete its rows. Everyone else reads it, or asks the owner through its
 * `public.ts` (or, for `settings`, through `db/settings.ts`). `db/table-owners.unit.test.ts` reads
 * every source file and fails on a write from anywhere else, and on a table missing here.
 *
 * Moving a table to another module is one line here, then the test lists the writes to move.
 * Keys are the tables' SQL names. A folder ends with `/`.
 */
export const tableOwners = {
  users: 'modules/auth/',
  // The operator's notes on a traveller's record.
  customer_notes: 'modules/customers/',
  revoked_tokens: 'modules/auth/',
  // Every staff change, appended in the change's own transaction; never updated or deleted.
  audit_log: 'modules/audit/',
  account_tokens: 'modules/auth/',
  // Invitations to join the operator's team; the accounts they make are written by auth.
  staff_invitations: 'modules/team/',
  // Two-step sign-in of staff accounts (decision 049).
  staff_two_step: 'modules/auth/',
  staff_recovery_codes: 'modules/auth/',
  staff_remembered_devices: 'modules/auth/',

  tours: 'modules/tours/',
  // Kept by the database's own triggers on tours (migrations): no code writes them.
  tour_search: 'db/migrations/',
  search_words: 'db/migrations/',
  tour_date_prices: 'modules/pricing/',

  departures: 'modules/departures/',
  seat_holds: 'modules/departures/',
  // Who leads which tour or departure (decision 051): check-in and the manifest both ask it.
  tour_guides: 'modules/guides/',
  departure_guides: 'modules/guides/',

  payment_orders: 'modules/checkout/',
  webhook_events: 'modules/checkout/',
  payment_links: 'modules/checkout/',

  bookings: 'modules/bookings/',
  booking_events: 'modules/bookings/',
  // A booking's money (decisions 040 and 042): its ledger, every refund and what was collected by hand.
  booking_ledger: 'modules/money/',
  booking_refunds: 'modules/money/',
  booking_collections: 'modules/money/',

  booking_attendance: 'modules/check-in/',
  check_in_scans: 'modules/check-in/',
  tax_documents: 'modules/invoices/',
  tax_document_counters: 'modules/invoices/',
  promo_codes: 'modules/promo-codes/',
  promo_code_uses: 'modules/promo-codes/',
  resellers: 'modules/resellers/',
  octo_bookings: 'modules/octo/',
  waitlist_entries: 'modules/waitlist/',
  reviews: 'modules/reviews/',
  wishlist_items: 'modules/wishlist/',
  moments: 'modules/moments/',
  moment_likes: 'modules/moments/',
  moment_comments: 'modules/moments/',
  media: 'modules/media/',
  emails: 'modules/emails/',
  newsletter_subscribers: 'modules/newsletter/',
  // Real visitors' Core Web Vitals (decision 053).
  web_vitals: 'modules/vitals/',

  settings: 'db/settings.ts',
  jobs: 'jobs/',
  // Kept by triggers on tours, bookings, reviews and users (migration 0028); read by modules/admin.
  kept_totals: 'db/migrations/',
  sandbox_orders: 'providers/payments/',
  sandbox_payments: 'providers/payments/',
  sandbox_refunds: 'providers/payments/',
} as const;

export type OwnedTable = keyof typeof tableOwners;

/**
 * Writers that are not a table's owner, each with its reason: start-up code that fills an empty
 * database. The test fails on one that writes nothing.
 */
export const otherWriters: ReadonlyArray<{ writer: string; tables: readonly OwnedTable[]; reason: string }> = [
  {
    writer: 'boot/seed/',
    tables: ['users', 'tours', 'reviews', 'moments', 'moment_likes', 'moment_comments'],
    reason:
      'The demo catalogue (decision 005): fills an empty database once, in one transaction under an advisory lock, hashing passwords and storing pictures through auth and media.',
  },
];
