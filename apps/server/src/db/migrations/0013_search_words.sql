CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary of titles that misspelt search words are corrected against (listing-json.ts searchJson).
CREATE OR REPLACE FUNCTION resham_title_words(title text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(title), '[^[:alpha:]]+') AS w WHERE length(w) >= 3
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resham_keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT resham_title_words(NEW.title) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF title ON products
  FOR EACH ROW EXECUTE FUNCTION resham_keep_search_words();
--> statement-breakpoint
INSERT INTO search_words (word) SELECT resham_title_words(title) FROM products ON CONFLICT DO NOTHING;
