-- Issue 35: the delivery promise given when the order was placed (India-time days), shown on the
-- confirmation page and in the order emails; null for an address abroad and for older orders.
ALTER TABLE "orders" ADD COLUMN "delivery_earliest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_latest" date;