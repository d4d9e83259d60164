-- The catalogue's words as the search's lexicon reads them (decision 052): in the order they were
-- added, so a change costs the server one read of the new words, and in byte order whatever the
-- database's collation, so a full read comes a page at a time already sorted.
ALTER TABLE "search_words" ADD COLUMN "added" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "search_words_added_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "search_words_byte_order_idx" ON "search_words" USING btree ("word" collate "C");--> statement-breakpoint
CREATE INDEX "search_words_added_idx" ON "search_words" USING btree ("added");
