CREATE TABLE "low_stock_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "business_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_credited_at_idx" ON "orders" USING btree ("credited_at") WHERE credited_at is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_range" CHECK ("products"."low_stock_threshold" between 0 and 1000000);--> statement-breakpoint
-- The credit note's date: the first moment an invoiced order is rejected or its money goes back.
CREATE OR REPLACE FUNCTION resham_order_credited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.credited_at IS NULL AND NEW.invoice_number IS NOT NULL
     AND (NEW.order_status = 'rejected' OR NEW.payment_status IN ('refund_pending', 'refunded', 'refund_failed')) THEN
    NEW.credited_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_credited BEFORE INSERT OR UPDATE OF order_status, payment_status ON orders
  FOR EACH ROW EXECUTE FUNCTION resham_order_credited();--> statement-breakpoint
-- Orders rejected or refunded before this migration: dated by their last change.
UPDATE orders SET credited_at = updated_at
  WHERE credited_at IS NULL AND invoice_number IS NOT NULL
    AND (order_status = 'rejected' OR payment_status IN ('refund_pending', 'refunded', 'refund_failed'));
