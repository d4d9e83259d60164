-- The "recommended" order (decision 028): a score from 0 to 1000 kept on every tour.
--   rating       55%  Bayesian average: the tour's ratings plus 10 imagined reviews of 4.0, so one
--                     5-star review (4.09) does not beat a hundred reviews averaging 4.7 (4.64);
--                     scaled from 1..5 to 0..1.
--   demand       25%  bookings made in the last 30 days: ln(1 + n) / ln(21), full at 20.
--   availability 10%  seats left over the next 30 days: 1 - people booked / (capacity × 30).
--   freshness    10%  1 on the day the tour is created, falling to 0 over 60 days.
-- Ties go to the newer tour, then by id, as every list's order.
CREATE FUNCTION "yatrika_recommended_score"(
  review_count integer, rating_total integer, recent_bookings bigint, people_coming bigint, capacity integer, age_days double precision
) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT round(1000 * (
      0.55 * (((rating_total + 40.0) / (review_count + 10.0)) - 1) / 4
    + 0.25 * least(1, ln(1 + recent_bookings) / ln(21))
    + 0.10 * greatest(0, 1 - people_coming::numeric / greatest(1, capacity * 30))
    + 0.10 * greatest(0, 1 - age_days / 60)::numeric
  ))::integer
$$;
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "recommended_score" integer DEFAULT yatrika_recommended_score(0, 0, 0, 0, 1, 0) NOT NULL;--> statement-breakpoint
CREATE INDEX "tours_status_recommended_idx" ON "tours" USING btree ("status","recommended_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tours_category_status_recommended_idx" ON "tours" USING btree ("category","status","recommended_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tours_state_status_recommended_idx" ON "tours" USING btree ("state","status","recommended_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- Every tour's score as it stands now. Days are India's.
CREATE FUNCTION "yatrika_recommended_scores_now"() RETURNS TABLE (tour_id uuid, score integer) LANGUAGE sql STABLE AS $$
  WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS day),
  demand AS (
    SELECT b."tour_id",
           count(*) FILTER (WHERE b."created_at" >= now() - interval '30 days') AS recent,
           coalesce(sum(b."num_people") FILTER (
             WHERE b."booking_date" >= today.day AND b."booking_date" < today.day + 30 AND b."status" IN ('pending', 'booked')
           ), 0) AS coming
      FROM "bookings" b, today
     WHERE b."tour_id" IS NOT NULL AND (b."created_at" >= now() - interval '30 days' OR b."booking_date" >= today.day)
     GROUP BY b."tour_id"
  )
  SELECT t."id", yatrika_recommended_score(
           t."review_count", t."rating_total", coalesce(d.recent, 0), coalesce(d.coming, 0), t."capacity",
           extract(epoch FROM now() - t."created_at") / 86400
         )
    FROM "tours" t LEFT JOIN demand d ON d."tour_id" = t."id"
$$;
--> statement-breakpoint
-- Run by the recommended-scores job (modules/tours/recommended-scores.ts). Only tours whose score
-- changed are written, and nothing at all when none did: an UPDATE, even of no rows, announces a
-- change of tours and every instance would forget its lists for nothing.
CREATE FUNCTION "yatrika_refresh_recommended_scores"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  changed integer := 0;
BEGIN
  IF EXISTS (SELECT 1 FROM yatrika_recommended_scores_now() s JOIN "tours" t ON t."id" = s.tour_id WHERE t."recommended_score" <> s.score) THEN
    UPDATE "tours" t SET "recommended_score" = s.score
      FROM yatrika_recommended_scores_now() s
     WHERE t."id" = s.tour_id AND t."recommended_score" <> s.score;
    GET DIAGNOSTICS changed = ROW_COUNT;
  END IF;
  RETURN changed;
END $$;
--> statement-breakpoint
SELECT "yatrika_refresh_recommended_scores"();
