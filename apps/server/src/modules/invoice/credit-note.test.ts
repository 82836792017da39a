import { afterAll, beforeAll, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES } from '@resham/shared';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';
import { formatInvoiceDate } from './invoice-data';
import { orderRow, pdfText, SHIPMENT, shopperWithCart } from '../../../test/order-fixtures';

/** This month in India, 'YYYY-MM'. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
const creditNoteUrl = (id: string) => `/api/shop/order/credit-note/${id}`;
const invoiceUrl = (id: string) => `/api/shop/order/invoice/${id}`;

describeOnPostgres('credit notes a shopper downloads', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [{ title: 'Mustard Gadwal Silk', price: 7_250.5, totalStock: 100 }]);
    admin = seeded.admin;
    saree = seeded.ids[0]!;
  });
  afterAll(() => t.close());

  async function paidOrder() {
    const s = await shopperWithCart(t, saree);
    const { created, verified } = await checkoutAndPay(s.client, s.user.id, s.addressId);
    expect(verified.body.paymentStatus).toBe('paid');
    return { ...s, orderId: created.body.orderId as string };
  }
  async function codOrder() {
    const s = await shopperWithCart(t, saree, { verified: true });
    const res = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      paymentMethod: 'cod',
    });
    expect(res.body).toMatchObject({ success: true });
    return { ...s, orderId: res.body.orderId as string };
  }
  const details = async (client: Client, id: string) =>
    (await client.get(`/api/shop/order/details/${id}`)).body.data;

  it('marks a cancelled order’s invoice and gives her its credit note, numbered as the GST report numbers it', async () => {
    const o = await paidOrder();
    expect((await details(o.client, o.orderId)).creditNoteNumber).toBeNull();
    const before = await pdfText(o.client, 'POST', creditNoteUrl(o.orderId));
    expect(before.status).toBe(409);
    expect(JSON.parse(before.text).message).toBe(CREDIT_NOTE_MESSAGES.none);
    expect((await pdfText(o.client, 'POST', invoiceUrl(o.orderId))).text).not.toContain('credit note');

    const cancel = await o.client.post(`/api/shop/order/cancel/${o.orderId}`, { reason: 'changed-mind' });
    expect(cancel.status).toBe(200);
    const row = await orderRow(t, o.orderId);
    const order = await details(o.client, o.orderId);
    // The next of the credit note series, within GST's 16 characters.
    expect(order.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    expect(row.creditNoteNumber).toBe(order.creditNoteNumber);
    const listed = (await o.client.get(`/api/shop/order/list/${o.user.id}`)).body.data;
    expect(listed[0].creditNoteNumber).toBe(order.creditNoteNumber);

    const note = await pdfText(o.client, 'POST', creditNoteUrl(o.orderId));
    expect(note.status).toBe(200);
    expect(note.type).toBe('application/pdf');
    expect(note.text).toContain('CREDIT NOTE');
    expect(note.text).not.toContain('TAX INVOICE');
    // The facts' labels, then their values (pdftotext reads the two columns one after the other).
    expect(note.text).toContain('Credit Note No. Note Date Reason Against Invoice');
    expect(note.text).toContain(
      `${order.creditNoteNumber} ${formatInvoiceDate(row.creditedAt!)} Refunded ${row.invoiceNumber}`,
    );
    expect(note.text).toContain('Total Credit');
    expect(note.text).toContain('7,613.02'); // 7,250.50 + CGST 181.26 + SGST 181.26, taken back whole

    const invoice = await pdfText(o.client, 'POST', invoiceUrl(o.orderId));
    expect(invoice.text).toContain('TAX INVOICE');
    expect(invoice.text).toContain(`CANCELLED — see credit note ${order.creditNoteNumber} dated`);

    // The GST report's note for this invoice carries the same number.
    const report = (await admin.get(`/api/admin/reports/gst?month=${thisMonth()}`)).body.data;
    expect(
      report.creditNotes.find((n: { invoiceNumber: string }) => n.invoiceNumber === row.invoiceNumber)
        ?.noteNumber,
    ).toBe(order.creditNoteNumber);
  });

  it('gives the credit note of a rejected or returned order, with its reason', async () => {
    const rejected = await paidOrder();
    const move = (id: string, body: object) => admin.put(`/api/admin/orders/update/${id}`, body);
    expect(
      (await move(rejected.orderId, { orderStatus: 'rejected', reason: 'The border was torn' })).status,
    ).toBe(200);
    const r = await pdfText(rejected.client, 'POST', creditNoteUrl(rejected.orderId));
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/ CN\/\S+ \d\d \w{3} \d{4} Order rejected INV\//);
    expect((await pdfText(rejected.client, 'POST', invoiceUrl(rejected.orderId))).text).toContain(
      'REJECTED — see credit note CN/',
    );

    const returned = await codOrder();
    for (const status of ['inProcess', 'inShipping', 'returned'])
      expect((await move(returned.orderId, { orderStatus: status, ...SHIPMENT })).status).toBe(200);
    const n = await pdfText(returned.client, 'POST', creditNoteUrl(returned.orderId));
    expect(n.status).toBe(200);
    expect(n.text).toMatch(/ CN\/\S+ \d\d \w{3} \d{4} Returned undelivered, cash not collected INV\//);
    expect((await pdfText(returned.client, 'POST', invoiceUrl(returned.orderId))).text).toContain(
      'RETURNED — see credit note CN/',
    );
  });

  it('is hers alone: another shopper, a guest, an unknown or malformed id get a clear 4xx; staff get it', async () => {
    const o = await codOrder();
    expect(
      (await o.client.post(`/api/shop/order/cancel/${o.orderId}`, { reason: 'changed-mind' })).status,
    ).toBe(200);
    const other = await signUpCustomer(t);
    const post = (client: Client, url: string, body: object = {}) => client.post(url, body);

    const theirs = await post(other.client, creditNoteUrl(o.orderId));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ success: false, message: 'Order not found.' });
    expect((await post(other.client, creditNoteUrl(o.orderId), { userId: o.user.id })).status).toBe(403);
    expect((await post(new Client(t.url), creditNoteUrl(o.orderId))).status).toBe(401);
    expect((await post(o.client, creditNoteUrl('6d1f8a3e-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await post(o.client, creditNoteUrl('not-an-id'))).status).toBe(400);
    expect((await post(o.client, creditNoteUrl('%00'))).status).toBe(400);

    // An order never invoiced (unpaid, cancelled) has none: 409 with the reason.
    const unpaid = await shopperWithCart(t, saree);
    const created = await unpaid.client.post('/api/shop/order/create', { addressId: unpaid.addressId });
    expect(
      (await unpaid.client.post(`/api/shop/order/cancel/${created.body.orderId}`, {})).status,
    ).toBeLessThan(500);
    const none = await post(unpaid.client, creditNoteUrl(created.body.orderId));
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(CREDIT_NOTE_MESSAGES.none);

    expect((await pdfText(admin, 'POST', creditNoteUrl(o.orderId))).status).toBe(200);
  });
});
