-- Every refund becomes a row of one table (issue 37, decision 0011): the refund of an order's own payment,
-- kept until now in columns of the order row, and second or wrong-amount payments, kept in
-- duplicate_payment_refunds. Each is copied here with its state, refund id, error and idempotency key (the
-- keys the provider already knows, so nothing is refunded twice); the order's payment status is untouched.
-- The old columns and table stay for the previous release's processes during an update (docs/operations.md):
-- a later migration runs these INSERTs again (they skip what is here) and drops them.
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE status <> 'succeeded';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
-- An order's own refund. A call in flight (a claim not yet ended) stays claimed until its lease ends;
-- one owed keeps the delays the sweep gave it (1 minute while pending, 10 after a failure).
INSERT INTO "refunds" ("order_id", "amount_paise", "reason", "status", "provider_payment_id", "provider_refund_id",
  "attempts", "last_error", "next_attempt_at", "idempotency_key", "created_at", "updated_at")
SELECT "id", "total_paise",
  CASE WHEN "order_status" = 'rejected' THEN 'rejected'
       WHEN "order_status" = 'returned' THEN 'returned'
       WHEN "shopper_cancel_reason" IS NOT NULL THEN 'shopper_cancelled'
       ELSE 'order_not_payable' END,
  CASE WHEN "payment_status" = 'refunded' THEN 'succeeded'
       WHEN "refund_claimed_until" > now() THEN 'processing'
       WHEN "payment_status" = 'refund_failed' THEN 'failed'
       ELSE 'pending' END,
  "payment_id", "refund_id",
  CASE WHEN "payment_status" = 'refund_pending' AND "refund_claimed_until" IS NULL THEN 0 ELSE 1 END,
  "refund_error",
  CASE WHEN "payment_status" = 'refunded' THEN "updated_at"
       WHEN "refund_claimed_until" > now() THEN "refund_claimed_until"
       WHEN "payment_status" = 'refund_failed' THEN "updated_at" + interval '10 minutes'
       ELSE "updated_at" + interval '1 minute' END,
  'refund-' || "id", "updated_at", "updated_at"
FROM "orders"
WHERE "payment_status" IN ('refund_pending', 'refund_failed', 'refunded') AND "payment_id" <> '' AND "total_paise" > 0
ON CONFLICT ("idempotency_key") DO NOTHING;--> statement-breakpoint
-- A second or wrong-amount payment: its row as it was. One still pending after an attempt was claimed
-- and never settled (in flight, or its process stopped): processing until its lease ends.
INSERT INTO "refunds" ("order_id", "amount_paise", "reason", "status", "provider_payment_id", "provider_refund_id",
  "attempts", "last_error", "next_attempt_at", "idempotency_key", "created_at", "updated_at")
SELECT d."order_id", d."amount_paise",
  CASE WHEN d."amount_paise" = o."total_paise" THEN 'duplicate_payment' ELSE 'wrong_amount' END,
  CASE WHEN d."status" = 'refunded' THEN 'succeeded'
       WHEN d."status" = 'failed' THEN 'failed'
       WHEN d."attempts" > 0 THEN 'processing'
       ELSE 'pending' END,
  d."payment_id", d."provider_refund_id", d."attempts", d."last_error", d."next_attempt_at",
  'refund-duplicate-' || d."payment_id", d."created_at", d."updated_at"
FROM "duplicate_payment_refunds" d JOIN "orders" o ON o."id" = d."order_id"
ON CONFLICT ("idempotency_key") DO NOTHING;