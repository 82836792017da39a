-- The A–Z and Z–A sorts order by a kept lower-case title (title_key) instead of computing lower(title)
-- for every row a page reads, merges and aggregates (~6 µs a row under a non-C locale). Same order,
-- same indexes over live products, now on the kept value.
DROP INDEX "products_title_asc_idx";--> statement-breakpoint
DROP INDEX "products_title_desc_idx";--> statement-breakpoint
DROP INDEX "products_category_title_asc_idx";--> statement-breakpoint
DROP INDEX "products_category_title_desc_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_key" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_asc_idx" ON "products" USING btree ("title_key","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_title_desc_idx" ON "products" USING btree ("title_key" DESC NULLS LAST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_category_title_asc_idx" ON "products" USING btree ("category_id","title_key","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_category_title_desc_idx" ON "products" USING btree ("category_id","title_key" DESC NULLS LAST,"id") WHERE deleted_at is null;