ALTER TABLE "orders" ADD COLUMN "reconcile_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reconcile_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_reconcile_idx" ON "orders" USING btree ("reconcile_at") WHERE reconcile_at is not null;--> statement-breakpoint
-- An authorised payment released uncaptured was recorded as 'refunded' with no refund: say what it was.
UPDATE "orders" SET "payment_status" = 'authorized_released' WHERE "payment_status" = 'refunded' AND "refund_id" IS NULL;--> statement-breakpoint
-- Cancelled orders of the last week with a provider order and no settled payment: ask the provider now.
UPDATE "orders" SET "reconcile_at" = now() WHERE "order_status" = 'cancelled' AND "payment_status" IN ('pending', 'authorized_released') AND "provider_order_id" IS NOT NULL AND "created_at" > now() - interval '7 days';
