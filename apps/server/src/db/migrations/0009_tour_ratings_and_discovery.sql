-- Discovery: ratings on every tour, a state to filter by, indexes for the sorted lists and one
-- for every tour's bookings on a date (the date filter).
--
-- review_count and rating_total are kept by triggers on reviews, in the same transaction as every
-- insert, delete or change of a review, whoever makes it (a traveller, an administrator deleting a
-- review, an account or tour deleted with its reviews by cascade, the demo seed). Each statement
-- adds or subtracts its own rows' counts to the tour's current ones, so two reviews of one tour
-- committed at once both count: the second UPDATE waits for the first and adds to its result.
-- rating_average is derived from the two by the database itself (one decimal, null without reviews).
ALTER TABLE "tours" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "rating_average" numeric(2, 1) GENERATED ALWAYS AS (round(rating_total::numeric / nullif(review_count, 0), 1)) STORED;--> statement-breakpoint
CREATE INDEX "tours_status_price_idx" ON "tours" USING btree ("status","price_paise","id");--> statement-breakpoint
CREATE INDEX "tours_status_rating_idx" ON "tours" USING btree ("status",coalesce("rating_average", 0),"review_count","id");--> statement-breakpoint
CREATE INDEX "tours_state_status_created_idx" ON "tours" USING btree ("state","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tours_state_status_price_idx" ON "tours" USING btree ("state","status","price_paise","id");--> statement-breakpoint
CREATE INDEX "tours_state_status_rating_idx" ON "tours" USING btree ("state","status",coalesce("rating_average", 0),"review_count","id");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("booking_date");--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_review_count_nonnegative" CHECK ("tours"."review_count" >= 0);
--> statement-breakpoint
-- Tours that already have reviews.
UPDATE "tours" AS t SET "review_count" = r.n, "rating_total" = r.total
  FROM (SELECT "tour_id", count(*)::int AS n, sum("rating")::int AS total FROM "reviews" GROUP BY "tour_id") AS r
  WHERE t."id" = r."tour_id";
--> statement-breakpoint
CREATE FUNCTION "yatrika_keep_tour_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "tours" AS t SET "review_count" = t."review_count" - d.n, "rating_total" = t."rating_total" - d.total
      FROM (SELECT "tour_id", count(*)::int AS n, sum("rating")::int AS total FROM old_reviews GROUP BY "tour_id") AS d
      WHERE t."id" = d."tour_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "tours" AS t SET "review_count" = t."review_count" + d.n, "rating_total" = t."rating_total" + d.total
      FROM (SELECT "tour_id", count(*)::int AS n, sum("rating")::int AS total FROM new_reviews GROUP BY "tour_id") AS d
      WHERE t."id" = d."tour_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_keep_tour_rating_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION "yatrika_keep_tour_rating"();
--> statement-breakpoint
CREATE TRIGGER "reviews_keep_tour_rating_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION "yatrika_keep_tour_rating"();
--> statement-breakpoint
CREATE TRIGGER "reviews_keep_tour_rating_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION "yatrika_keep_tour_rating"();
--> statement-breakpoint
-- The state of existing tours, by the same rule and the same rows as stateOfLocation in
-- packages/contract/src/indian-states.ts (a unit test compares these rows with it): state names
-- and aliases first, well-known places only when no state is named; among several matches the
-- one ending last in the location wins, then the longer name. New and edited tours get theirs
-- from the application.
UPDATE "tours" AS t SET "state" = (
  SELECT r.state
    FROM (VALUES
  ('andaman and nicobar islands', 'Andaman and Nicobar Islands', 1),
  ('andhra pradesh', 'Andhra Pradesh', 1),
  ('arunachal pradesh', 'Arunachal Pradesh', 1),
  ('assam', 'Assam', 1),
  ('bihar', 'Bihar', 1),
  ('chandigarh', 'Chandigarh', 1),
  ('chhattisgarh', 'Chhattisgarh', 1),
  ('dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu', 1),
  ('delhi', 'Delhi', 1),
  ('goa', 'Goa', 1),
  ('gujarat', 'Gujarat', 1),
  ('haryana', 'Haryana', 1),
  ('himachal pradesh', 'Himachal Pradesh', 1),
  ('jammu and kashmir', 'Jammu and Kashmir', 1),
  ('jharkhand', 'Jharkhand', 1),
  ('karnataka', 'Karnataka', 1),
  ('kerala', 'Kerala', 1),
  ('ladakh', 'Ladakh', 1),
  ('lakshadweep', 'Lakshadweep', 1),
  ('madhya pradesh', 'Madhya Pradesh', 1),
  ('maharashtra', 'Maharashtra', 1),
  ('manipur', 'Manipur', 1),
  ('meghalaya', 'Meghalaya', 1),
  ('mizoram', 'Mizoram', 1),
  ('nagaland', 'Nagaland', 1),
  ('odisha', 'Odisha', 1),
  ('puducherry', 'Puducherry', 1),
  ('punjab', 'Punjab', 1),
  ('rajasthan', 'Rajasthan', 1),
  ('sikkim', 'Sikkim', 1),
  ('tamil nadu', 'Tamil Nadu', 1),
  ('telangana', 'Telangana', 1),
  ('tripura', 'Tripura', 1),
  ('uttar pradesh', 'Uttar Pradesh', 1),
  ('uttarakhand', 'Uttarakhand', 1),
  ('west bengal', 'West Bengal', 1),
  ('orissa', 'Odisha', 1),
  ('pondicherry', 'Puducherry', 1),
  ('uttaranchal', 'Uttarakhand', 1),
  ('kashmir', 'Jammu and Kashmir', 1),
  ('j and k', 'Jammu and Kashmir', 1),
  ('andaman', 'Andaman and Nicobar Islands', 1),
  ('nicobar', 'Andaman and Nicobar Islands', 1),
  ('daman', 'Dadra and Nagar Haveli and Daman and Diu', 1),
  ('diu', 'Dadra and Nagar Haveli and Daman and Diu', 1),
  ('dadra', 'Dadra and Nagar Haveli and Daman and Diu', 1),
  ('new delhi', 'Delhi', 1),
  ('jaipur', 'Rajasthan', 2),
  ('udaipur', 'Rajasthan', 2),
  ('jodhpur', 'Rajasthan', 2),
  ('jaisalmer', 'Rajasthan', 2),
  ('pushkar', 'Rajasthan', 2),
  ('agra', 'Uttar Pradesh', 2),
  ('varanasi', 'Uttar Pradesh', 2),
  ('ayodhya', 'Uttar Pradesh', 2),
  ('mathura', 'Uttar Pradesh', 2),
  ('rishikesh', 'Uttarakhand', 2),
  ('haridwar', 'Uttarakhand', 2),
  ('kedarnath', 'Uttarakhand', 2),
  ('badrinath', 'Uttarakhand', 2),
  ('nainital', 'Uttarakhand', 2),
  ('manali', 'Himachal Pradesh', 2),
  ('shimla', 'Himachal Pradesh', 2),
  ('dharamshala', 'Himachal Pradesh', 2),
  ('spiti', 'Himachal Pradesh', 2),
  ('leh', 'Ladakh', 2),
  ('nubra', 'Ladakh', 2),
  ('pangong', 'Ladakh', 2),
  ('zanskar', 'Ladakh', 2),
  ('srinagar', 'Jammu and Kashmir', 2),
  ('gulmarg', 'Jammu and Kashmir', 2),
  ('pahalgam', 'Jammu and Kashmir', 2),
  ('amritsar', 'Punjab', 2),
  ('mumbai', 'Maharashtra', 2),
  ('pune', 'Maharashtra', 2),
  ('ajanta', 'Maharashtra', 2),
  ('ellora', 'Maharashtra', 2),
  ('kutch', 'Gujarat', 2),
  ('dwarka', 'Gujarat', 2),
  ('khajuraho', 'Madhya Pradesh', 2),
  ('ujjain', 'Madhya Pradesh', 2),
  ('kolkata', 'West Bengal', 2),
  ('darjeeling', 'West Bengal', 2),
  ('sundarbans', 'West Bengal', 2),
  ('puri', 'Odisha', 2),
  ('konark', 'Odisha', 2),
  ('bodh gaya', 'Bihar', 2),
  ('gangtok', 'Sikkim', 2),
  ('shillong', 'Meghalaya', 2),
  ('cherrapunji', 'Meghalaya', 2),
  ('kaziranga', 'Assam', 2),
  ('tawang', 'Arunachal Pradesh', 2),
  ('hyderabad', 'Telangana', 2),
  ('hampi', 'Karnataka', 2),
  ('mysuru', 'Karnataka', 2),
  ('mysore', 'Karnataka', 2),
  ('coorg', 'Karnataka', 2),
  ('bengaluru', 'Karnataka', 2),
  ('munnar', 'Kerala', 2),
  ('alleppey', 'Kerala', 2),
  ('alappuzha', 'Kerala', 2),
  ('kochi', 'Kerala', 2),
  ('chennai', 'Tamil Nadu', 2),
  ('madurai', 'Tamil Nadu', 2),
  ('ooty', 'Tamil Nadu', 2),
  ('tirupati', 'Andhra Pradesh', 2),
  ('havelock', 'Andaman and Nicobar Islands', 2)
    ) AS r(pattern, state, tier)
    CROSS JOIN LATERAL (
      SELECT length(substring(btrim(regexp_replace(replace(lower(t."location"), '&', ' and '), '\s+', ' ', 'g')) FROM '^(.*\m' || r.pattern || ')\M')) AS ends
    ) AS m
   WHERE m.ends IS NOT NULL
   ORDER BY r.tier, m.ends DESC, length(r.pattern) DESC
   LIMIT 1
);