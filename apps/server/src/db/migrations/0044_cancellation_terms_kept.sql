-- Cancellation terms that follow a late move (decision 042): the departure date the policy counts from
-- when a traveller moved the booking after its free cancellation had ended; null for every booking so far.
ALTER TABLE "bookings" ADD COLUMN "policy_date" date;