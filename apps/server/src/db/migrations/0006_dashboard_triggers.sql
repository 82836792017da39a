-- Keeps the dashboard's running totals (sales_days, sales_product_days, order_status_counts) in step with orders.
CREATE OR REPLACE FUNCTION resham_add_sale(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.paid_at AT TIME ZONE 'Asia/Kolkata')::date;
BEGIN
  INSERT INTO sales_days (day, revenue_paise, orders) VALUES (d, sign * o.total_paise, sign)
  ON CONFLICT (day) DO UPDATE SET revenue_paise = sales_days.revenue_paise + excluded.revenue_paise,
                                  orders = sales_days.orders + excluded.orders;
  INSERT INTO sales_product_days (day, product_id, title, revenue_paise, units)
  SELECT d, i.product_id, max(i.title), sign * sum((i.unit_price_paise + i.unit_tax_paise) * i.quantity), sign * sum(i.quantity)
  FROM order_items i WHERE i.order_id = o.id GROUP BY i.product_id
  ON CONFLICT (day, product_id) DO UPDATE SET revenue_paise = sales_product_days.revenue_paise + excluded.revenue_paise,
                                              units = sales_product_days.units + excluded.units;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resham_order_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_counts (status, n) VALUES (NEW.order_status, 1)
    ON CONFLICT (status) DO UPDATE SET n = order_status_counts.n + 1;
    RETURN NEW;
  END IF;
  IF NEW.order_status IS DISTINCT FROM OLD.order_status THEN
    UPDATE order_status_counts SET n = n - 1 WHERE status = OLD.order_status;
    INSERT INTO order_status_counts (status, n) VALUES (NEW.order_status, 1)
    ON CONFLICT (status) DO UPDATE SET n = order_status_counts.n + 1;
  END IF;
  IF (OLD.payment_status = 'paid') IS DISTINCT FROM (NEW.payment_status = 'paid') AND NEW.paid_at IS NOT NULL THEN
    IF NEW.payment_status = 'paid' THEN
      PERFORM resham_add_sale(NEW, 1);
    ELSE
      PERFORM resham_add_sale(OLD, -1);
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_totals AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION resham_order_totals();
--> statement-breakpoint
-- Recomputes every total from the orders (used once here, and by tools that load orders in bulk).
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
         sum((i.unit_price_paise + i.unit_tax_paise) * i.quantity), sum(i.quantity)
  FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT resham_rebuild_order_totals();
