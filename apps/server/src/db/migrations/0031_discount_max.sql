-- Issue 35: a percent code may cap what it takes off (max_discount_paise, paise; null: no cap). A flat
-- code has a cap already (its amount), so the check allows one on percent codes only.
ALTER TABLE "discount_codes" ADD COLUMN "max_discount_paise" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_max_discount" CHECK ("discount_codes"."max_discount_paise" is null or ("discount_codes"."max_discount_paise" > 0 and "discount_codes"."type" = 'percent'));