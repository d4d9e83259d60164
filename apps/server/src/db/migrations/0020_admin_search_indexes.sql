-- The operator's search (packages/contract/src/admin-search.ts). A reference is not stored: it is
-- computed from the booking's number (packages/contract/src/booking-reference.ts), so this is the
-- same computation in SQL, "YT" and its eight letters without the dash ("YTCFXKPZB9" for booking 1),
-- immutable so an index can hold it and any part of it is found through trigrams.
CREATE OR REPLACE FUNCTION booking_reference_key(booking_number bigint) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT 'YT' || string_agg(
      substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', mod(div((booking_number::numeric * 42470972311 + 386945769938) % 1099511627776, power(32::numeric, place)), 32)::int + 1, 1),
      '' ORDER BY place DESC)
    FROM generate_series(0, 7) AS place
  $$;--> statement-breakpoint
-- A phone as it is compared: its digits, the last ten, so "+91 98765 43210" and "9876543210" are one.
CREATE OR REPLACE FUNCTION phone_search_key(phone text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) $$;--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_reference_key_trgm_idx" ON "bookings" USING gin (booking_reference_key("number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_full_name_trgm_idx" ON "bookings" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_key_trgm_idx" ON "bookings" USING gin (phone_search_key("phone") gin_trgm_ops);
