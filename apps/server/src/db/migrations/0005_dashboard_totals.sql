CREATE TABLE "order_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_product_days" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "sales_product_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
