CREATE INDEX "products_created_desc_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_category_created_desc_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_occasion_idx" ON "products" USING gin ("occasion") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sales_product_days_product_idx" ON "sales_product_days" USING btree ("product_id","day");