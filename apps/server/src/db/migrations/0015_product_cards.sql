ALTER TABLE "products" ADD COLUMN "card_json" text;--> statement-breakpoint
-- A product as the listing and search send it: productSchema's fields, money in rupees (paise / 100,
-- as paiseToRupees in packages/shared/src/money.ts), dates in ISO 8601, the legacy `image`.
-- toApiProduct (product-mapper.ts) is the same mapping for single products; the tests parse both
-- with the shared schema.
CREATE OR REPLACE FUNCTION resham_product_card(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    '_id', p.id, 'id', p.id, 'title', p.title, 'description', p.description,
    'category', (SELECT name FROM categories WHERE id = p.category_id),
    'subcategory', (SELECT name FROM subcategories WHERE id = p.subcategory_id),
    'categoryId', p.category_id, 'subcategoryId', p.subcategory_id,
    'price', p.price_paise::float8 / 100, 'salePrice', p.sale_price_paise::float8 / 100,
    'totalStock', p.total_stock, 'averageReview', round(p.average_review::numeric, 1)::float8,
    'reviewCount', p.review_count, 'youtubeLink', p.youtube_link, 'images', p.images,
    'image', coalesce(p.images[1], ''),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resham_keep_product_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_json := resham_product_card(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_card BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION resham_keep_product_card();
--> statement-breakpoint
-- A renamed category or subcategory rewrites the cards that name it (the trigger above writes them).
CREATE OR REPLACE FUNCTION resham_rename_in_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    UPDATE products SET card_json = NULL WHERE category_id = NEW.id;
  ELSE
    UPDATE products SET card_json = NULL WHERE subcategory_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_rename_in_cards AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION resham_rename_in_cards();
--> statement-breakpoint
CREATE TRIGGER subcategories_rename_in_cards AFTER UPDATE OF name ON subcategories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION resham_rename_in_cards();
--> statement-breakpoint
UPDATE products SET card_json = NULL;
