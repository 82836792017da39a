import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeOnPostgres,
  startTestApp,
  testConfig,
  type Client,
  type TestApp,
} from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { SHIPMENT, shopperWithCart } from '../../../test/order-fixtures';
import { checkoutAndPay, payInWindow } from '../../../test/payment-helpers';
import { gstInvoiceLines, gstInvoices, orderItems, orders } from '../../db/schema';
import { buildInvoiceData, invoiceSeller } from '../invoice/invoice-data';
import { figureRows } from './invoice-figures';

const HSN_CODES = JSON.stringify({ 'Cotton Sarees': '5208' });
const MUMBAI_B2B = {
  address: '9, Linking Road, Bandra',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400050',
  phone: '9820012345',
  gstin: '27AAPFU0939F1ZV',
  businessName: 'Mumbai Weaves LLP',
};
const BENGALURU = { state: 'Karnataka', city: 'Bengaluru', pincode: '560001' };
/** This month in India, 'YYYY-MM'. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);

describeOnPostgres(
  'GST invoice figures: recorded with the invoice number, as the invoice computes them',
  (backend) => {
    let t: TestApp;
    let admin: Client;
    let silk: string;
    let cotton: string;
    const orderIds: string[] = [];
    const env = { HSN_CODES };
    beforeAll(async () => {
      t = await startTestApp(backend, env);
      const seeded = await seedProducts(t, [
        { title: 'Kanjivaram Silk Saree', price: 12_345.67, totalStock: 50 },
        { title: 'Chettinad Cotton Saree', price: 999.99, totalStock: 50, category: 'Cotton Sarees' },
      ]);
      admin = seeded.admin;
      [silk, cotton] = seeded.ids as [string, string];
      const code = await admin.post('/api/admin/discount-codes', {
        code: `FIG${backend.slice(0, 2).toUpperCase()}`,
        type: 'percent',
        value: 10,
        minSubtotal: 0,
      });
      expect(code.status).toBe(201);

      // Prepaid, in Tamil Nadu (CGST + SGST), two lines with a discount code.
      const discounted = await shopperWithCart(t, silk);
      await discounted.client.post('/api/shop/cart/add', { productId: cotton, quantity: 3 });
      const created = await discounted.client.post('/api/shop/order/create', {
        addressId: discounted.addressId,
        discountCode: code.body.data.code,
      });
      expect(created.status).toBe(200);
      const paid = await payInWindow(discounted.client, created.body.razorpayOrder.id);
      const verified = await discounted.client.post('/api/shop/order/verify-razorpay', {
        ...paid,
        orderId: created.body.orderId,
      });
      expect(verified.body.success).toBe(true);
      orderIds.push(created.body.orderId);

      // A business buyer in Maharashtra (IGST, B2B).
      const business = await shopperWithCart(t, cotton, { quantity: 2, address: MUMBAI_B2B });
      const b2b = await checkoutAndPay(business.client, business.user.id, business.addressId);
      expect(b2b.verified.status).toBe(200);
      orderIds.push(b2b.created.body.orderId);

      // Cash on delivery in Karnataka (inter-state): one collected, one still out for delivery.
      for (const collect of [true, false]) {
        const cod = await shopperWithCart(t, cotton, { quantity: 2, address: BENGALURU, verified: true });
        const res = await cod.client.post('/api/shop/order/create', {
          addressId: cod.addressId,
          paymentMethod: 'cod',
        });
        expect(res.body).toMatchObject({ success: true });
        const id = res.body.orderId as string;
        orderIds.push(id);
        const move = (body: object) => admin.put(`/api/admin/orders/update/${id}`, body);
        expect((await move({ orderStatus: 'inProcess' })).status).toBe(200);
        expect((await move({ orderStatus: 'inShipping', ...SHIPMENT })).status).toBe(200);
        if (collect) expect((await move({ orderStatus: 'delivered', cashCollected: true })).status).toBe(200);
      }

      // Prepaid, then rejected and refunded: a credit note.
      const refunded = await shopperWithCart(t, cotton);
      const second = await addAddress(refunded.client, refunded.user.id, BENGALURU);
      const r = await checkoutAndPay(refunded.client, refunded.user.id, second);
      const refundedId = r.created.body.orderId as string;
      orderIds.push(refundedId);
      const rejected = await admin.put(`/api/admin/orders/update/${refundedId}`, {
        orderStatus: 'rejected',
        reason: 'The weaver could not finish this saree',
      });
      expect(rejected.status).toBe(200);
    });
    afterAll(() => t.close());

    /** What buildInvoiceData computes for each order now, as figure rows (the PDF's own figures). */
    async function expectedFigures() {
      const config = testConfig(env);
      const seller = invoiceSeller(config);
      const { db } = t.database;
      const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
      const items = await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id));
      return new Map(
        rows.map((o) => {
          const inv = buildInvoiceData(
            o,
            items.filter((i) => i.orderId === o.id),
            { userName: o.buyerName, email: o.buyerEmail },
            seller,
            config.HSN_CODES,
          );
          return [o.id, figureRows(o.id, inv)];
        }),
      );
    }

    async function storedFigures() {
      const { db } = t.database;
      const invoices = await db.select().from(gstInvoices).where(inArray(gstInvoices.orderId, orderIds));
      const lines = await db
        .select()
        .from(gstInvoiceLines)
        .where(inArray(gstInvoiceLines.orderId, orderIds))
        .orderBy(asc(gstInvoiceLines.lineNo));
      return new Map(
        invoices.map((i) => [i.orderId, { invoice: i, lines: lines.filter((l) => l.orderId === i.orderId) }]),
      );
    }

    it('records each invoice in the transaction that numbers it, equal to buildInvoiceData to the paisa', async () => {
      // No report has run yet: every figure here was written by checkout (COD) or payment confirmation.
      const stored = await storedFigures();
      const expected = await expectedFigures();
      expect(stored.size).toBe(orderIds.length);
      for (const id of orderIds) expect(stored.get(id)).toEqual(expected.get(id));

      // The cases the brief names are all there: a discount, IGST, a GSTIN, COD, a refund.
      const all = [...expected.values()].map((f) => f.invoice);
      expect(all.some((i) => i.discountPaise > 0 && i.cgstPaise > 0)).toBe(true);
      expect(all.filter((i) => i.igstPaise > 0 && i.cgstPaise === 0).length).toBeGreaterThanOrEqual(3);
      expect(all.some((i) => i.gstin === MUMBAI_B2B.gstin)).toBe(true);
      expect([...expected.values()].flatMap((f) => f.lines).map((l) => l.hsn)).toContain('5208');
    });

    it('back-fills invoices numbered before figures were recorded, on the month’s first report, identically', async () => {
      const month = thisMonth();
      const before = (await admin.get(`/api/admin/reports/gst?month=${month}`)).body.data;
      expect(before.creditNotes).toHaveLength(1);
      expect(before.b2b).toHaveLength(1);
      // As after migration 0027: the invoices exist, their figures do not.
      await t.database.db.delete(gstInvoices).where(inArray(gstInvoices.orderId, orderIds));
      expect((await storedFigures()).size).toBe(0);

      const after = (await admin.get(`/api/admin/reports/gst?month=${month}`)).body.data;
      expect(after).toEqual(before);
      // Only the invoices of the month were back-filled: the COD order not yet collected is in no month.
      const stored = await storedFigures();
      const expected = await expectedFigures();
      const [uncollected] = await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentStatus, 'cod_pending'));
      expect(stored.size).toBe(orderIds.length - 1);
      expect(stored.has(uncollected!.id)).toBe(false);
      for (const [id, figures] of stored) expect(figures).toEqual(expected.get(id));
      // A second report finds nothing to back-fill and answers the same.
      expect((await admin.get(`/api/admin/reports/gst?month=${month}`)).body.data).toEqual(before);
    });
  },
);
