CREATE TABLE "product_facets" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"effective_price_paise" integer NOT NULL,
	"fabric" text,
	"colour" text,
	"weave" text,
	"occasion" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facets_category_idx" ON "product_facets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_created_desc_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_category_created_desc_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_occasion_idx" ON "products" USING gin ("occasion") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sales_product_days_product_idx" ON "sales_product_days" USING btree ("product_id","day");--> statement-breakpoint
-- The facets' narrow copy of every listed product (a live product with a photo: catalog/listed.ts).
CREATE FUNCTION resham_keep_product_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND cardinality(NEW.images) > 0 THEN
    INSERT INTO product_facets (product_id, category_id, subcategory_id, effective_price_paise,
      fabric, colour, weave, occasion)
    VALUES (NEW.id, NEW.category_id, NEW.subcategory_id, NEW.effective_price_paise,
      NEW.fabric, NEW.colour, NEW.weave, NEW.occasion)
    ON CONFLICT (product_id) DO UPDATE SET category_id = excluded.category_id,
      subcategory_id = excluded.subcategory_id, effective_price_paise = excluded.effective_price_paise,
      fabric = excluded.fabric, colour = excluded.colour, weave = excluded.weave,
      occasion = excluded.occasion;
  ELSIF TG_OP <> 'INSERT' THEN
    DELETE FROM product_facets WHERE product_id = OLD.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Not on a sale's stock update: only what a facet reads.
CREATE TRIGGER products_keep_facets
  AFTER INSERT OR DELETE OR UPDATE OF deleted_at, images, category_id, subcategory_id, price_paise,
    sale_price_paise, fabric, colour, weave, occasion
  ON products FOR EACH ROW EXECUTE FUNCTION resham_keep_product_facets();
--> statement-breakpoint
INSERT INTO product_facets (product_id, category_id, subcategory_id, effective_price_paise, fabric,
  colour, weave, occasion)
SELECT id, category_id, subcategory_id, effective_price_paise, fabric, colour, weave, occasion
FROM products WHERE deleted_at IS NULL AND cardinality(images) > 0;
