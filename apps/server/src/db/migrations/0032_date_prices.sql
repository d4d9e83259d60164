CREATE TABLE "tour_date_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"weekdays" integer[],
	"adult_price_paise" bigint NOT NULL,
	"child_price_paise" bigint,
	"senior_price_paise" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_date_prices_range" CHECK ("tour_date_prices"."first_date" <= "tour_date_prices"."last_date"),
	CONSTRAINT "tour_date_prices_adult_positive" CHECK ("tour_date_prices"."adult_price_paise" > 0),
	CONSTRAINT "tour_date_prices_child_positive" CHECK ("tour_date_prices"."child_price_paise" is null or "tour_date_prices"."child_price_paise" > 0),
	CONSTRAINT "tour_date_prices_senior_positive" CHECK ("tour_date_prices"."senior_price_paise" is null or "tour_date_prices"."senior_price_paise" > 0),
	CONSTRAINT "tour_date_prices_weekdays_range" CHECK ("tour_date_prices"."weekdays" is null or "tour_date_prices"."weekdays" <@ '{0,1,2,3,4,5,6}'::integer[])
);
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "date_price_floor_paise" bigint;--> statement-breakpoint
ALTER TABLE "tour_date_prices" ADD CONSTRAINT "tour_date_prices_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_date_prices_tour_last_date_idx" ON "tour_date_prices" USING btree ("tour_id","last_date");--> statement-breakpoint
-- The "from ₹X" of tour lists (decision 031): each tour keeps the lowest adult price of its date
-- prices still to come (today in India or later), so a list reads it from the row it already has.
CREATE FUNCTION "yatrika_date_price_floor"(tour uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT min("adult_price_paise") FROM "tour_date_prices"
  WHERE "tour_id" = tour AND "last_date" >= (now() AT TIME ZONE 'Asia/Kolkata')::date
$$;--> statement-breakpoint
CREATE FUNCTION "yatrika_keep_date_price_floor"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tour uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."tour_id" ELSE NEW."tour_id" END;
  floor_now bigint;
BEGIN
  -- Rules of one tour written at once on several connections: the tour's row lock puts them in
  -- line, and each reads the rules after the one before committed (a fresh snapshot per statement
  -- here), so the last to write the floor has seen every rule. NO KEY UPDATE: the key share each
  -- insert's foreign key takes does not conflict with it, so two writers cannot deadlock.
  PERFORM 1 FROM "tours" WHERE "id" = tour FOR NO KEY UPDATE;
  SELECT min("adult_price_paise") INTO floor_now FROM "tour_date_prices"
  WHERE "tour_id" = tour AND "last_date" >= (now() AT TIME ZONE 'Asia/Kolkata')::date;
  -- Only a real change writes the tour (and so announces it to the instances' caches).
  UPDATE "tours" SET "date_price_floor_paise" = floor_now
  WHERE "id" = tour AND "date_price_floor_paise" IS DISTINCT FROM floor_now;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tour_date_prices_keep_floor" AFTER INSERT OR UPDATE OR DELETE ON "tour_date_prices"
  FOR EACH ROW EXECUTE FUNCTION "yatrika_keep_date_price_floor"();
--> statement-breakpoint
-- As days pass a rule's last date goes by: the recommended-scores job calls this to let the
-- floors of such tours go back up. Only tours that had a floor can change; only changes are written.
CREATE FUNCTION "yatrika_refresh_date_price_floors"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE changed integer;
BEGIN
  UPDATE "tours" SET "date_price_floor_paise" = "yatrika_date_price_floor"("id")
  WHERE "date_price_floor_paise" IS NOT NULL
    AND "date_price_floor_paise" IS DISTINCT FROM "yatrika_date_price_floor"("id");
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END
$$;
