-- An administrator may hide a review with a reason (decision 043): it leaves the tour's lists
-- and its rating, and its author sees why. Who hid it is kept while their account lasts.
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_has_reason" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));
--> statement-breakpoint
-- The rating triggers of migration 0009 now count only shown reviews: hiding is an update that
-- takes the review's stars out (its old row counted, its new one does not), showing it again puts
-- them back, and a hidden review deleted or edited changes nothing. No review is hidden yet, so
-- the kept figures are already right.
CREATE OR REPLACE FUNCTION "yatrika_keep_tour_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "tours" AS t SET "review_count" = t."review_count" - d.n, "rating_total" = t."rating_total" - d.total
      FROM (SELECT "tour_id", count(*)::int AS n, sum("rating")::int AS total FROM old_reviews WHERE "hidden_at" IS NULL GROUP BY "tour_id") AS d
      WHERE t."id" = d."tour_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "tours" AS t SET "review_count" = t."review_count" + d.n, "rating_total" = t."rating_total" + d.total
      FROM (SELECT "tour_id", count(*)::int AS n, sum("rating")::int AS total FROM new_reviews WHERE "hidden_at" IS NULL GROUP BY "tour_id") AS d
      WHERE t."id" = d."tour_id";
  END IF;
  RETURN NULL;
END $$;
