CREATE TABLE "product_counts" (
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"live" integer NOT NULL,
	CONSTRAINT "product_counts_key" UNIQUE NULLS NOT DISTINCT("category_id","subcategory_id")
);
--> statement-breakpoint
-- Live products per (category, subcategory), for the paged listing's total (listing-json.ts). A product
-- counts while deleted_at is null; moving it, deleting it or bringing it back moves its count.
CREATE OR REPLACE FUNCTION resham_count_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    UPDATE product_counts SET live = live - 1
      WHERE category_id = OLD.category_id AND subcategory_id IS NOT DISTINCT FROM OLD.subcategory_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    INSERT INTO product_counts (category_id, subcategory_id, live) VALUES (NEW.category_id, NEW.subcategory_id, 1)
      ON CONFLICT (category_id, subcategory_id) DO UPDATE SET live = product_counts.live + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_count AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION resham_count_products();
--> statement-breakpoint
-- Only a change of what is counted touches the counts (not a stock or review update at checkout).
CREATE TRIGGER products_recount AFTER UPDATE OF category_id, subcategory_id, deleted_at ON products
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION resham_count_products();
--> statement-breakpoint
INSERT INTO product_counts (category_id, subcategory_id, live)
  SELECT category_id, subcategory_id, count(*) FROM products WHERE deleted_at IS NULL GROUP BY 1, 2;
