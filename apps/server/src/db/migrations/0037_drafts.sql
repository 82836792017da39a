-- A product without a photo is a draft (issue 36): shoppers do not see it, and the listing's kept counts
-- (0016_listing_counts) count only what they see: live products with at least one photo.
CREATE OR REPLACE FUNCTION resham_count_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL AND cardinality(OLD.images) > 0 THEN
    UPDATE product_counts SET live = live - 1
      WHERE category_id = OLD.category_id AND subcategory_id IS NOT DISTINCT FROM OLD.subcategory_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND cardinality(NEW.images) > 0 THEN
    INSERT INTO product_counts (category_id, subcategory_id, live) VALUES (NEW.category_id, NEW.subcategory_id, 1)
      ON CONFLICT (category_id, subcategory_id) DO UPDATE SET live = product_counts.live + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_recount ON products;
--> statement-breakpoint
-- Only a change of what is counted touches the counts (not a stock or review update at checkout).
CREATE TRIGGER products_recount AFTER UPDATE OF category_id, subcategory_id, deleted_at, images ON products
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)
    OR (cardinality(OLD.images) > 0) <> (cardinality(NEW.images) > 0))
  EXECUTE FUNCTION resham_count_products();
--> statement-breakpoint
DELETE FROM product_counts;
--> statement-breakpoint
INSERT INTO product_counts (category_id, subcategory_id, live)
  SELECT category_id, subcategory_id, count(*) FROM products
  WHERE deleted_at IS NULL AND cardinality(images) > 0 GROUP BY 1, 2;
