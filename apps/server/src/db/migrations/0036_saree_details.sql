ALTER TABLE "products" ADD COLUMN "fabric" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weave" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "occasion" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "blouse_piece" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "zari" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "silk_mark" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_length_cm_range" CHECK ("products"."length_cm" between 50 and 1200);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_zari_kind" CHECK ("products"."zari" in ('pure', 'tested', 'none'));