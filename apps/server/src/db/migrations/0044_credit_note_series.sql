CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_note_number_unique" UNIQUE("credit_note_number");--> statement-breakpoint
-- The next number of the credit note series of the financial year (April–March, India time) of `at`:
-- 'CN/26-27/00001', at most 16 characters as GST allows a document number. The counter row stays locked
-- until the caller's transaction ends, so no two notes share a number and a rollback gives it back.
CREATE OR REPLACE FUNCTION resham_next_credit_note_number(at timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  d date := (at AT TIME ZONE 'Asia/Kolkata')::date;
  y int := extract(year FROM d)::int - CASE WHEN extract(month FROM d) < 4 THEN 1 ELSE 0 END;
  years text := lpad((y % 100)::text, 2, '0') || '-' || lpad(((y + 1) % 100)::text, 2, '0');
  n int;
BEGIN
  INSERT INTO credit_note_counters (financial_year, last_number)
    VALUES (y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0'), 1)
    ON CONFLICT (financial_year) DO UPDATE SET last_number = credit_note_counters.last_number + 1
    RETURNING last_number INTO n;
  RETURN 'CN/' || years || '/' || lpad(n::text, 5, '0');
END $$;--> statement-breakpoint
-- The credit note's date and number: the first moment an invoiced order is rejected, its money goes back,
-- or its cash is never collected.
CREATE OR REPLACE FUNCTION resham_order_credited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.credited_at IS NULL AND NEW.invoice_number IS NOT NULL
     AND (NEW.order_status = 'rejected' OR NEW.payment_status IN ('refund_pending', 'refunded', 'refund_failed')
          OR (NEW.payment_status = 'cod_pending' AND NEW.order_status IN ('cancelled', 'returned'))) THEN
    NEW.credited_at := now();
    NEW.credit_note_number := resham_next_credit_note_number(NEW.credited_at);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Notes issued before the series keep the numbers they were issued under ('CN/<invoice number>').
UPDATE orders SET credit_note_number = 'CN/' || invoice_number
  WHERE credited_at IS NOT NULL AND invoice_number IS NOT NULL AND credit_note_number IS NULL;
