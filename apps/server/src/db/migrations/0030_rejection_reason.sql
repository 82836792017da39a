-- Why staff rejected an order (required to reject from issue 35 on; PUT /api/admin/orders/update/:id
-- takes it as `reason`): shown in the shopper's order details and in the rejection email. Null for every
-- other order, and for orders rejected before this migration.
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;