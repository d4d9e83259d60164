-- Lists are read newest first with ORDER BY created_at DESC, id DESC, which PostgreSQL reads as
-- DESC NULLS FIRST; these indexes were built DESC NULLS LAST, so no list could use them for its
-- order and every page sorted the whole table (milliseconds at 1,000 tours, a hundred at 100,000).
-- Rebuilt in the order the queries ask for. (The columns are NOT NULL, but the planner still
-- needs the NULLS placement to match.)
DROP INDEX "users_role_created_idx";--> statement-breakpoint
DROP INDEX "tours_status_created_idx";--> statement-breakpoint
DROP INDEX "tours_category_status_created_idx";--> statement-breakpoint
DROP INDEX "tours_created_idx";--> statement-breakpoint
DROP INDEX "wishlist_user_created_idx";--> statement-breakpoint
DROP INDEX "reviews_tour_created_idx";--> statement-breakpoint
DROP INDEX "reviews_user_created_idx";--> statement-breakpoint
DROP INDEX "reviews_created_idx";--> statement-breakpoint
DROP INDEX "moments_created_idx";--> statement-breakpoint
DROP INDEX "payment_orders_user_paid_idx";--> statement-breakpoint
DROP INDEX "bookings_user_created_idx";--> statement-breakpoint
DROP INDEX "bookings_created_idx";--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tours_status_created_idx" ON "tours" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tours_category_status_created_idx" ON "tours" USING btree ("category","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tours_created_idx" ON "tours" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wishlist_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_tour_created_idx" ON "reviews" USING btree ("tour_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moments_created_idx" ON "moments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_orders_user_paid_idx" ON "payment_orders" USING btree ("user_id","paid_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);