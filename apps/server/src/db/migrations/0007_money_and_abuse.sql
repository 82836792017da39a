CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
-- Before one hold per shopper is enforced: an older unpaid order of a shopper who has a newer one is
-- superseded, and its stock given back.
WITH extra AS (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id) AS rn
    FROM orders WHERE stock_reserved AND order_status = 'pending'
  ) ranked WHERE rn > 1
), held AS (
  SELECT product_id, sum(quantity) AS qty FROM order_items WHERE order_id IN (SELECT id FROM extra) GROUP BY product_id
), released AS (
  UPDATE products p SET total_stock = p.total_stock + held.qty FROM held WHERE p.id = held.product_id RETURNING p.id
)
UPDATE orders SET order_status = 'cancelled', stock_reserved = false, reserved_until = NULL,
  cancel_reason = 'superseded', updated_at = now()
WHERE id IN (SELECT id FROM extra);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_hold_per_user_idx" ON "orders" USING btree ("user_id") WHERE stock_reserved and order_status = 'pending';--> statement-breakpoint
CREATE INDEX "orders_refund_retry_idx" ON "orders" USING btree ("updated_at") WHERE payment_status in ('refund_pending', 'refund_failed');--> statement-breakpoint
-- Before one shop review per account: keep each account's newest.
DELETE FROM reviews r USING reviews newer
WHERE r.product_id IS NULL AND newer.product_id IS NULL AND r.user_id = newer.user_id
  AND (newer.created_at, newer.id) > (r.created_at, r.id);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_shop_review_idx" ON "reviews" USING btree ("user_id") WHERE product_id is null;