-- The travellers' search (decision 026): each tour's words in `tour_search`, with a GIN index,
-- and every word the catalogue uses in `search_words`, both kept by the database itself.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_search" (
	"tour_id" uuid PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"visible" boolean NOT NULL,
	"rating_key" numeric(2, 1) NOT NULL,
	"review_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_search" ADD CONSTRAINT "tour_search_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_search_document_idx" ON "tour_search" USING gin ("document");--> statement-breakpoint
-- A tour's words, weighted by where they stand: A the title, B the place and its state, C the
-- category and highlights, D the description. The 'simple' configuration keeps every word as
-- written (lower case, no stemming, no stop words): stems, aliases and typos are the
-- application's (packages/contract/src/search-words.ts), one rule for both databases.
-- IMMUTABLE like the to_tsvector it calls, so nothing stops an index or a generated column using it.
CREATE FUNCTION tour_search_document(title text, location text, state text, category text, highlights text[], description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(location, '') || ' ' || coalesce(state, '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(category, '') || ' ' || coalesce(array_to_string(highlights, ' '), '')), 'C')
      || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'D')
  $$;--> statement-breakpoint
-- Statement-level, with the statement's rows as a table, so a bulk insert (the demo seed, an
-- import) makes every document in one pass. Words are added in order, so two transactions adding
-- the same new words wait for each other instead of deadlocking.
CREATE FUNCTION yatrika_keep_tour_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO changed FROM new_tours;
  ELSE
    -- A review, a ban or an unban changes how a tour ranks and whether it is found, not its words.
    UPDATE tour_search AS s
       SET visible = n.status = 'active', rating_key = coalesce(n.rating_average, 0), review_count = n.review_count
      FROM new_tours AS n JOIN old_tours AS o ON o.id = n.id
     WHERE s.tour_id = n.id
       AND (o.status, o.rating_average, o.review_count) IS DISTINCT FROM (n.status, n.rating_average, n.review_count);
    -- Most updates (a rating, a ban, a price) change none of the words.
    SELECT array_agg(n.id) INTO changed FROM new_tours AS n JOIN old_tours AS o ON o.id = n.id
      WHERE (o.title, o.location, o.state, o.category, o.highlights, o.description)
            IS DISTINCT FROM (n.title, n.location, n.state, n.category, n.highlights, n.description);
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  WITH documents AS (
    SELECT t.id, tour_search_document(t.title, t.location, t.state, t.category, t.highlights, t.description) AS document,
           t.status = 'active' AS visible, coalesce(t.rating_average, 0) AS rating_key, t.review_count
      FROM tours AS t JOIN unnest(changed) AS c(id) ON c.id = t.id
  ), stored AS (
    INSERT INTO tour_search (tour_id, document, visible, rating_key, review_count)
      SELECT id, document, visible, rating_key, review_count FROM documents
      ON CONFLICT (tour_id) DO UPDATE
        SET document = excluded.document, visible = excluded.visible, rating_key = excluded.rating_key, review_count = excluded.review_count
  )
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM documents, unnest(tsvector_to_array(documents.document)) AS word ORDER BY word
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tours_keep_search_insert AFTER INSERT ON tours REFERENCING NEW TABLE AS new_tours FOR EACH STATEMENT EXECUTE FUNCTION yatrika_keep_tour_search();
--> statement-breakpoint
CREATE TRIGGER tours_keep_search_update AFTER UPDATE ON tours REFERENCING OLD TABLE AS old_tours NEW TABLE AS new_tours FOR EACH STATEMENT EXECUTE FUNCTION yatrika_keep_tour_search();
--> statement-breakpoint
-- The tours already in the catalogue.
INSERT INTO tour_search (tour_id, document, visible, rating_key, review_count)
  SELECT id, tour_search_document(title, location, state, category, highlights, description), status = 'active', coalesce(rating_average, 0), review_count
    FROM tours;
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT word FROM tour_search, unnest(tsvector_to_array(document)) AS word ORDER BY word
  ON CONFLICT (word) DO NOTHING;
