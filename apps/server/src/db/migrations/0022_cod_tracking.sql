ALTER TABLE "orders" ADD COLUMN "shopper_cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
CREATE INDEX "orders_open_cod_idx" ON "orders" USING btree ("user_id") WHERE payment_method = 'cod' and order_status in ('confirmed', 'inProcess', 'inShipping');