CREATE TABLE "duplicate_payment_refunds" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duplicate_payment_refunds" ADD CONSTRAINT "duplicate_payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_payment_refunds_due_idx" ON "duplicate_payment_refunds" USING btree ("next_attempt_at") WHERE status <> 'refunded';--> statement-breakpoint
CREATE INDEX "duplicate_payment_refunds_order_idx" ON "duplicate_payment_refunds" USING btree ("order_id");