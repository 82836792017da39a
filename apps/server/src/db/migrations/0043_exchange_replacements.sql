ALTER TABLE "orders" ADD COLUMN "exchange_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "exchange_for" jsonb;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replacement_order_id" uuid;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replacement_order_number" bigint;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_replacement_order_idx" ON "returns" USING btree ("replacement_order_id");