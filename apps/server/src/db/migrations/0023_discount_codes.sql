CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_paise" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"once_per_shopper" boolean DEFAULT false NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value_range" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."type" <> 'percent' or "discount_codes"."value" <= 90)),
	CONSTRAINT "discount_codes_uses_range" CHECK ("discount_codes"."uses_count" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."uses_count" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "discount_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shopper_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "discount_uses_code_idx" ON "discount_uses" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_once_per_shopper_idx" ON "discount_uses" USING btree ("code_id","shopper_key") WHERE released_at is null and shopper_key is not null;--> statement-breakpoint
-- A product's sales on the dashboard are what its lines were charged: after a discount, with the line's
-- own tax (lines stored before discounts: unit tax × quantity, as before).
CREATE OR REPLACE FUNCTION resham_add_sale(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.paid_at AT TIME ZONE 'Asia/Kolkata')::date;
BEGIN
  INSERT INTO sales_days (day, revenue_paise, orders) VALUES (d, sign * o.total_paise, sign)
  ON CONFLICT (day) DO UPDATE SET revenue_paise = sales_days.revenue_paise + excluded.revenue_paise,
                                  orders = sales_days.orders + excluded.orders;
  INSERT INTO sales_product_days (day, product_id, title, revenue_paise, units)
  SELECT d, i.product_id, max(i.title),
         sign * sum(i.unit_price_paise * i.quantity - i.discount_paise + coalesce(i.tax_paise, i.unit_tax_paise * i.quantity)),
         sign * sum(i.quantity)
  FROM order_items i WHERE i.order_id = o.id GROUP BY i.product_id
  ON CONFLICT (day, product_id) DO UPDATE SET revenue_paise = sales_product_days.revenue_paise + excluded.revenue_paise,
                                              units = sales_product_days.units + excluded.units;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resham_rebuild_order_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_days;
  DELETE FROM sales_product_days;
  DELETE FROM order_status_counts;
  INSERT INTO order_status_counts (status, n) SELECT order_status, count(*) FROM orders GROUP BY order_status;
  INSERT INTO sales_days (day, revenue_paise, orders)
  SELECT (paid_at AT TIME ZONE 'Asia/Kolkata')::date, sum(total_paise), count(*)
  FROM orders WHERE payment_status = 'paid' AND paid_at IS NOT NULL GROUP BY 1;
  INSERT INTO sales_product_days (day, product_id, title, revenue_paise, units)
  SELECT (o.paid_at AT TIME ZONE 'Asia/Kolkata')::date, i.product_id, max(i.title),
         sum(i.unit_price_paise * i.quantity - i.discount_paise + coalesce(i.tax_paise, i.unit_tax_paise * i.quantity)),
         sum(i.quantity)
  FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL GROUP BY 1, 2;
END $$;
