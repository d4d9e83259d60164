-- Booking numbers that say nothing (decision 041). Bookings made from here on are numbered
-- 2^40 + a permutation of their place in booking_sequence keyed by the installation's secret
-- (settings 'booking_number_key'), so their references (packages/contract/src/booking-reference.ts:
-- seven letters of that number and a check character) do not count the bookings nor lead to their
-- neighbours. Numbers below 2^40 are the bookings made before, whose references stay as printed.
CREATE SEQUENCE IF NOT EXISTS "booking_sequence" AS bigint MINVALUE 0 MAXVALUE 34359738367 START WITH 1;--> statement-breakpoint
-- A permutation of 0 … 2^35 - 1: eight Feistel rounds over 36 bits (two halves of 18), each round's
-- function the first 20 bits of SHA-256 of the secret, the round and the half; a result past 2^35 is
-- permuted again (cycle walking), which keeps it a one-to-one map of the smaller range.
CREATE OR REPLACE FUNCTION permute_booking_sequence(secret text, seq bigint) RETURNS bigint
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  x bigint := seq;
  l bigint;
  r bigint;
  t bigint;
BEGIN
  IF seq < 0 OR seq >= 34359738368 THEN
    RAISE EXCEPTION 'booking sequence % is past the last reference', seq;
  END IF;
  LOOP
    l := x >> 18;
    r := x & 262143;
    FOR step IN 1..8 LOOP
      t := l # (('x' || substr(encode(sha256(convert_to(secret || ':' || step || ':' || r, 'UTF8')), 'hex'), 1, 5))::bit(20)::bigint & 262143);
      l := r;
      r := t;
    END LOOP;
    x := (l << 18) | r;
    EXIT WHEN x < 34359738368;
  END LOOP;
  RETURN x;
END $$;--> statement-breakpoint
-- The reference's key ("YT" and its eight letters), for both kinds of number: the legacy shuffle is
-- unchanged (migration 0020), so the search index's entries for existing bookings stay right.
CREATE OR REPLACE FUNCTION booking_reference_key(booking_number bigint) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  value numeric;
  places int;
  code text := '';
  check_sum int := 0;
BEGIN
  IF booking_number < 1099511627776 THEN
    value := (booking_number::numeric * 42470972311 + 386945769938) % 1099511627776;
    places := 8;
  ELSIF booking_number < 1099511627776 + 34359738368 THEN
    value := booking_number - 1099511627776;
    places := 7;
  ELSE
    RETURN NULL;
  END IF;
  FOR place IN 1..places LOOP
    code := substr(alphabet, mod(value, 32)::int + 1, 1) || code;
    value := div(value, 32);
  END LOOP;
  IF places = 7 THEN
    FOR i IN 1..7 LOOP
      check_sum := check_sum + (2 * i - 1) * (strpos(alphabet, substr(code, i, 1)) - 1);
    END LOOP;
    code := code || substr(alphabet, mod(check_sum, 32) + 1, 1);
  END IF;
  RETURN 'YT' || code;
END $$;--> statement-breakpoint
-- The legacy number a reference's key would read back to (the contract's bookingNumbersOf).
CREATE OR REPLACE FUNCTION legacy_booking_number(reference_key text) RETURNS bigint
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  value numeric := 0;
BEGIN
  FOR i IN 3..10 LOOP
    value := value * 32 + strpos(alphabet, substr(reference_key, i, 1)) - 1;
  END LOOP;
  RETURN ((((value - 386945769938) % 1099511627776) + 1099511627776) % 1099511627776 * 984861152295) % 1099511627776;
END $$;--> statement-breakpoint
-- Every new booking's number. The secret is made at boot (boot/prepare.ts), or here by the first
-- booking of a database that never booted. A number whose reference reads as an existing booking's
-- (a legacy one, or one made under an earlier secret) is skipped: a reference finds one booking.
CREATE OR REPLACE FUNCTION next_booking_number() RETURNS bigint
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  secret text;
  candidate bigint;
BEGIN
  SELECT value INTO secret FROM settings WHERE key = 'booking_number_key';
  IF secret IS NULL THEN
    INSERT INTO settings (key, value) VALUES ('booking_number_key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
      ON CONFLICT (key) DO NOTHING;
    SELECT value INTO secret FROM settings WHERE key = 'booking_number_key';
  END IF;
  LOOP
    candidate := 1099511627776 + permute_booking_sequence(secret, nextval('booking_sequence'));
    EXIT WHEN NOT EXISTS (
      SELECT 1 FROM bookings WHERE number IN (candidate, legacy_booking_number(booking_reference_key(candidate)))
    );
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "number" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "number" SET DEFAULT next_booking_number();
