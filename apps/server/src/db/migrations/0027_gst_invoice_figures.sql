CREATE TABLE "gst_invoice_lines" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "gst_invoice_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "gst_invoices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"buyer_state" text NOT NULL,
	"buyer_country" text NOT NULL,
	"state_code" text NOT NULL,
	"gstin" text NOT NULL,
	"business_name" text NOT NULL,
	"is_export" boolean NOT NULL,
	"tax_kind" text NOT NULL,
	"cgst_rate" double precision NOT NULL,
	"sgst_rate" double precision NOT NULL,
	"igst_rate" double precision NOT NULL,
	"discount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"shipping_paise" integer NOT NULL,
	"grand_total_paise" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gst_invoice_lines" ADD CONSTRAINT "gst_invoice_lines_order_id_gst_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gst_invoices"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD CONSTRAINT "gst_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A COD order that ends before its cash is collected (cancelled, or returned undelivered) keeps its
-- invoice number: like a refund, a credit note dated when it ended takes the invoice back.
CREATE OR REPLACE FUNCTION resham_order_credited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.credited_at IS NULL AND NEW.invoice_number IS NOT NULL
     AND (NEW.order_status = 'rejected' OR NEW.payment_status IN ('refund_pending', 'refunded', 'refund_failed')
          OR (NEW.payment_status = 'cod_pending' AND NEW.order_status IN ('cancelled', 'returned'))) THEN
    NEW.credited_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Those that ended before this migration: dated by their last change.
UPDATE orders SET credited_at = updated_at
  WHERE credited_at IS NULL AND invoice_number IS NOT NULL
    AND payment_status = 'cod_pending' AND order_status IN ('cancelled', 'returned');
