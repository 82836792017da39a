CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"was_out_of_stock" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(buyer_name || ' ' || buyer_email || ' ' || coalesce(address_info->>'phone', '') || ' ' || coalesce(address_info->>'recipientName', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("product_id",lower("email")) WHERE notified_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token_idx" ON "stock_alerts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at") WHERE due_at is not null and notified_at is null;--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Search's trade spellings (SEARCH_SYNONYMS in packages/shared, passed by the search statement as JSON):
-- each run of letters the list knows is replaced, every other character kept in place. Immutable, so
-- with the keyword and the list bound the planner works it out once, before planning the search.
CREATE OR REPLACE FUNCTION resham_respell(keyword text, synonyms jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(coalesce(synonyms ->> run.part[1], run.part[1]), '' ORDER BY run.n), '')
  FROM regexp_matches(keyword, '[[:alpha:]]+|[^[:alpha:]]+', 'g') WITH ORDINALITY AS run(part, n)
$$;
--> statement-breakpoint
-- Stock reaching 0 marks the product in every wishlist holding it (shown 'Back in stock' when it
-- returns); stock rising from 0 makes the confirmed back-in-stock requests due, in the transaction
-- that raised it, whatever raised it (the admin's edit, a cancelled order giving its units back).
CREATE OR REPLACE FUNCTION resham_watch_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.total_stock = 0 THEN
    UPDATE wishlist_items SET was_out_of_stock = true WHERE product_id = NEW.id AND NOT was_out_of_stock;
  ELSE
    UPDATE stock_alerts SET due_at = now()
    WHERE product_id = NEW.id AND confirmed_at IS NOT NULL AND notified_at IS NULL AND due_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_watch_stock AFTER UPDATE OF total_stock ON products
  FOR EACH ROW WHEN ((OLD.total_stock = 0) <> (NEW.total_stock = 0))
  EXECUTE FUNCTION resham_watch_stock();
