DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_asc_idx" ON "products" USING btree ("category_id","effective_price_paise","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_category_price_desc_idx" ON "products" USING btree ("category_id","effective_price_paise" DESC NULLS LAST,"title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_category_title_asc_idx" ON "products" USING btree ("category_id",lower("title"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_category_title_desc_idx" ON "products" USING btree ("category_id",lower("title") desc,"id") WHERE deleted_at is null;