CREATE TABLE "guest_carts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"shopper_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_email_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_order_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_carts" ADD CONSTRAINT "guest_carts_shopper_id_users_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_order_tokens" ADD CONSTRAINT "guest_order_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_carts_expires_idx" ON "guest_carts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "guest_carts_shopper_idx" ON "guest_carts" USING btree ("shopper_id");--> statement-breakpoint
CREATE INDEX "guest_email_codes_expires_idx" ON "guest_email_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "guest_order_tokens_order_idx" ON "guest_order_tokens" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree ("buyer_email") WHERE guest;