DROP INDEX "products_effective_price_idx";--> statement-breakpoint
DROP INDEX "products_title_idx";--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("effective_price_paise","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("effective_price_paise" DESC NULLS LAST,"title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_title_asc_idx" ON "products" USING btree (lower("title"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_title_desc_idx" ON "products" USING btree (lower("title") desc,"id") WHERE deleted_at is null;