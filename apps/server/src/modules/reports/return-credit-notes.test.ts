// Issue 37, item 4: a received return issues a credit note for its lines, numbered CN/<invoice>/R<n>,
// downloadable by the shopper and staff, and in the month's GST report so that invoices − credit notes
// tie out to the paisa with partial returns, a discount code and cash on delivery.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CREDIT_NOTE_MESSAGES,
  lineTaxablePaise,
  TWO_FACTOR_MESSAGES,
  lineTaxPaise,
  RETURN_MESSAGES,
  rupeesToPaise,
  splitTax,
} from '@resham/shared';
import { orderItems, orders, returnItems, returns } from '../../db/schema';
import { seedProducts } from '../../../test/catalog-fixtures';
import { readCsv } from '../../../test/csv-parse';
import {
  Client,
  describeEachDatabase,
  serveTestApp,
  startTestApp,
  testConfig,
  type TestApp,
} from '../../../test/harness';
import { pdfText, SHIPMENT, shopperWithCart } from '../../../test/order-fixtures';
import { checkoutAndPay, payInWindow } from '../../../test/payment-helpers';
import { formatInvoiceDate } from '../invoice/invoice-data';
import { nextReturnCreditNoteNumber } from '../invoice/return-credit-note';

/** This month in India, 'YYYY-MM'. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
const p = rupeesToPaise;
const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
const noteUrl = (returnId: string) => `/api/shop/order/return-credit-note/${returnId}`;
const MUMBAI_FIRM = {
  address: '9, Linking Road, Bandra',
  country: 'India',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400050',
  phone: '9820012345',
  gstin: '27AAPFU0939F1ZV',
  businessName: 'Mumbai Weaves LLP',
};

type Taxes = { taxable: number; cgst: number; sgst: number; igst: number };
/** Sums of rows' taxes in paise (the report speaks rupees). */
const paiseOf = (rows: Taxes[]): Taxes => ({
  taxable: sum(rows, (r) => p(r.taxable)),
  cgst: sum(rows, (r) => p(r.cgst)),
  sgst: sum(rows, (r) => p(r.sgst)),
  igst: sum(rows, (r) => p(r.igst)),
});
const minus = (a: Taxes, b: Taxes): Taxes => ({
  taxable: a.taxable - b.taxable,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
  igst: a.igst - b.igst,
});

describeEachDatabase('credit notes of returns (issue 37)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let saree: string;
  let dupatta: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Peacock Kanchipuram', price: 12_345.67, totalStock: 100 },
      { title: 'Zari Dupatta', price: 999.99, totalStock: 100, category: 'Dupattas' },
    ]);
    admin = seeded.admin;
    [saree, dupatta] = seeded.ids as [string, string];
  });
  afterAll(() => t?.close());

  const move = (orderId: string, body: Record<string, unknown>) =>
    admin.put(`/api/admin/orders/update/${orderId}`, body);
  const step = async (id: string, body: Record<string, unknown>) => {
    const res = await admin.put(`/api/admin/returns/${id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  async function deliver(orderId: string, cod = false) {
    expect((await move(orderId, { orderStatus: 'inProcess' })).status).toBe(200);
    expect((await move(orderId, { orderStatus: 'inShipping', ...SHIPMENT })).status).toBe(200);
    const done = await move(orderId, { orderStatus: 'delivered', ...(cod ? { cashCollected: true } : {}) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  /** A return asked for, approved and received; answers its id. */
  async function received(
    client: Client,
    orderId: string,
    items: { productId: string; quantity: number }[],
    opts: { qualityPassed?: boolean; refundTo?: object } = {},
  ) {
    const asked = await client.post(`/api/shop/order/return/${orderId}`, {
      items,
      reason: 'changed-mind',
      kind: 'refund',
      ...(opts.refundTo ? { refundTo: opts.refundTo } : {}),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data._id as string;
    await step(id, { status: 'approved', courier: 'Delhivery', trackingNumber: 'RVP123456' });
    await step(id, { status: 'received', qualityPassed: opts.qualityPassed ?? true });
    return id;
  }
  const returnRow = async (id: string) =>
    (await t.database.db.select().from(returns).where(eq(returns.id, id)))[0]!;

  /** What the order still sells after its noted returns, figured from its lines and return_items alone. */
  async function kept(orderId: string) {
    const db = t.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const noted = await db
      .select({ item: returnItems })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.returnId))
      .where(eq(returns.orderId, orderId));
    const notedRows = [];
    for (const n of noted) {
      const [ret] = await db.select().from(returns).where(eq(returns.id, n.item.returnId));
      if (ret!.creditNoteNumber) notedRows.push(n.item);
    }
    const kind = order!.addressInfo.state === 'Tamil Nadu' ? 'cgst-sgst' : 'igst';
    let out: Taxes = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    let units = 0;
    for (const line of lines) {
      const back = notedRows.filter((r) => r.orderItemId === line.id);
      const taxBack = sum(back, (r) => r.taxPaise);
      const tax = lineTaxPaise(line);
      const [all, credited] = [splitTax(tax, kind), splitTax(taxBack, kind)];
      out = {
        taxable: out.taxable + lineTaxablePaise(line) - sum(back, (r) => r.taxablePaise),
        cgst: out.cgst + all.cgstPaise - credited.cgstPaise,
        sgst: out.sgst + all.sgstPaise - credited.sgstPaise,
        igst: out.igst + all.igstPaise - credited.igstPaise,
      };
      units += line.quantity - sum(back, (r) => r.quantity);
    }
    return { ...out, units, order: order! };
  }

  it('numbers, dates and reports each received return’s note so that invoices − notes tie out to the paisa', async () => {
    // A discounted, prepaid order in Tamil Nadu (CGST + SGST): 3 sarees and 2 dupattas, 10% off.
    const code = await admin.post('/api/admin/discount-codes', {
      code: `RET${backend.slice(0, 2).toUpperCase()}10`,
      type: 'percent',
      value: 10,
      minSubtotal: 0,
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    const s = await shopperWithCart(t, saree, { quantity: 3 });
    await s.client.post('/api/shop/cart/add', { productId: dupatta, quantity: 2 });
    const created = await s.client.post('/api/shop/order/create', {
      addressId: s.addressId,
      discountCode: code.body.data.code,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const paid = await payInWindow(s.client, created.body.razorpayOrder.id);
    const verified = await s.client.post('/api/shop/order/verify-razorpay', {
      ...paid,
      orderId: created.body.orderId,
    });
    expect(verified.status).toBe(200);
    const orderId = created.body.orderId as string;
    await deliver(orderId);

    // Two returns of the same line (1 saree, then the other 2: the whole line back), one of the other
    // line, and one that fails the quality check (no note: the goods are not taken back).
    const r1 = await received(s.client, orderId, [{ productId: saree, quantity: 1 }]);
    const r2 = await received(s.client, orderId, [{ productId: saree, quantity: 2 }]);
    const r3 = await received(s.client, orderId, [{ productId: dupatta, quantity: 1 }]);
    const failed = await received(s.client, orderId, [{ productId: dupatta, quantity: 1 }], {
      qualityPassed: false,
    });

    // A cash-on-delivery order of a registered business in Maharashtra (IGST, B2B): 3 dupattas; one
    // comes back.
    const b = await shopperWithCart(t, dupatta, { quantity: 3, verified: true, address: MUMBAI_FIRM });
    const cod = await b.client.post('/api/shop/order/create', {
      addressId: b.addressId,
      paymentMethod: 'cod',
    });
    expect(cod.status, JSON.stringify(cod.body)).toBe(200);
    const codId = cod.body.orderId as string;
    await deliver(codId, true);
    const r4 = await received(b.client, codId, [{ productId: dupatta, quantity: 1 }], {
      refundTo: { upi: 'mumbaiweaves@okaxis' },
    });

    const k1 = await kept(orderId);
    const k2 = await kept(codId);
    const inv1 = k1.order.invoiceNumber!;
    const inv2 = k2.order.invoiceNumber!;
    // Numbered in the order received, the next numbers of the credit note series (within GST's 16
    // characters); the failed check has none.
    const rows = await Promise.all([r1, r2, r3, failed, r4].map(returnRow));
    expect(rows[3]!.creditNoteNumber).toBeNull();
    const numbers = [0, 1, 2, 4].map((i) => rows[i]!.creditNoteNumber!);
    for (const n of numbers) expect(n).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    const serial = numbers.map((n) => Number(n.slice(-5)));
    expect(serial).toEqual([0, 1, 2, 3].map((i) => serial[0]! + i));
    const [, note2, , note4] = numbers as [string, string, string, string];
    // Neither order is taken back whole: a delivered order's units are credited only by its returns.
    expect([k1.order.creditedAt, k2.order.creditedAt]).toEqual([null, null]);
    expect(k1.units).toBe(1); // one dupatta kept (the other came back and failed its check)
    expect(k1.order.discountPaise).toBeGreaterThan(0);

    const report = (await admin.get(`/api/admin/reports/gst?month=${thisMonth()}`)).body.data;
    const noted = [rows[0]!, rows[1]!, rows[2]!, rows[4]!];
    expect(
      report.creditNotes.map(
        (n: { noteNumber: string; noteDate: string; reason: string; shipping: number }) => [
          n.noteNumber,
          n.noteDate,
          n.reason,
          n.shipping,
        ],
      ),
    ).toEqual(noted.map((r) => [r.creditNoteNumber, formatInvoiceDate(r.receivedAt!), 'Goods returned', 0]));
    // Each note is its return's lines: their taxable value and tax are return_items'.
    const items = await t.database.db
      .select()
      .from(returnItems)
      .where(inArray(returnItems.returnId, [r1, r2, r3, r4]));
    for (const r of noted) {
      const note = report.creditNotes.find(
        (n: { noteNumber: string }) => n.noteNumber === r.creditNoteNumber,
      );
      const mine = items.filter((i) => i.returnId === r.id);
      expect(p(note.taxable), r.creditNoteNumber!).toBe(sum(mine, (i) => i.taxablePaise));
      expect(p(note.cgst) + p(note.sgst) + p(note.igst), r.creditNoteNumber!).toBe(
        sum(mine, (i) => i.taxPaise),
      );
    }
    expect(report.creditNotes.find((n: { noteNumber: string }) => n.noteNumber === note4)).toMatchObject({
      gstin: MUMBAI_FIRM.gstin,
      placeOfSupply: '27-Maharashtra',
      cgst: 0,
      sgst: 0,
    });

    // The register: invoices − the credit notes' register = what is kept, order by order, to the paisa.
    for (const k of [k1, k2]) {
      const inv = k.order.invoiceNumber!;
      const invoiceRows = report.register.filter((l: { invoiceNumber: string }) => l.invoiceNumber === inv);
      const noteRows = report.creditNoteRegister.filter(
        (l: { invoiceNumber: string }) => l.invoiceNumber === inv,
      );
      expect(minus(paiseOf(invoiceRows), paiseOf(noteRows)), inv).toEqual({
        taxable: k.taxable,
        cgst: k.cgst,
        sgst: k.sgst,
        igst: k.igst,
      });
      expect(
        sum(invoiceRows, (l: { quantity: number }) => l.quantity) -
          sum(noteRows, (l: { quantity: number }) => l.quantity),
      ).toBe(k.units);
    }
    // The whole saree line came back in two notes: nothing of it is kept, CGST and SGST included.
    type Row = Taxes & { description: string; invoiceNumber: string };
    const sareeRows = (rows: Row[]) => rows.filter((l) => l.description === 'Peacock Kanchipuram');
    const inv1Rows = (rows: Row[]) => rows.filter((l) => l.invoiceNumber === inv1);
    expect(
      minus(
        paiseOf(sareeRows(inv1Rows(report.register))),
        paiseOf(sareeRows(inv1Rows(report.creditNoteRegister))),
      ),
    ).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
    expect(
      report.creditNoteRegister
        .filter((l: { noteNumber: string }) => l.noteNumber === note2)
        .map((l: { description: string; hsn: string; quantity: number }) => [
          l.description,
          l.hsn,
          l.quantity,
        ]),
    ).toEqual([['Peacock Kanchipuram', '5007', 2]]);

    // B2C (Tamil Nadu, net of its notes) and B2B (the invoice, less its note, a CDNR row).
    const tn = report.b2c.filter((r: { placeOfSupply: string }) => r.placeOfSupply === '33-Tamil Nadu');
    expect(tn).toHaveLength(1);
    expect(tn[0]).toMatchObject({ rate: 5, invoices: 1, creditNotes: 3, igst: 0 });
    expect(paiseOf(tn)).toEqual({ taxable: k1.taxable, cgst: k1.cgst, sgst: k1.sgst, igst: 0 });
    expect(report.b2c.some((r: { placeOfSupply: string }) => r.placeOfSupply.startsWith('27-'))).toBe(false);
    const b2b = report.b2b.filter((r: { gstin: string }) => r.gstin === MUMBAI_FIRM.gstin);
    const b2bNotes = report.creditNotes.filter((n: { gstin: string }) => n.gstin === MUMBAI_FIRM.gstin);
    expect(b2b.map((r: { invoiceNumber: string }) => r.invoiceNumber)).toEqual([inv2]);
    expect(minus(paiseOf(b2b), paiseOf(b2bNotes))).toEqual({
      taxable: k2.taxable,
      cgst: 0,
      sgst: 0,
      igst: k2.igst,
    });

    // The HSN summary is net of the notes: silk sarees (5007) and dupattas (6214).
    expect(paiseOf(report.hsn)).toEqual({
      taxable: k1.taxable + k2.taxable,
      cgst: k1.cgst + k2.cgst,
      sgst: k1.sgst + k2.sgst,
      igst: k1.igst + k2.igst,
    });
    expect(sum(report.hsn, (h: { quantity: number }) => h.quantity)).toBe(k1.units + k2.units);
    // Every saree came back: its HSN row nets to nothing.
    expect(report.hsn.find((h: { hsn: string }) => h.hsn === '5007')).toMatchObject({
      quantity: 0,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
    expect(report.hsn.find((h: { hsn: string }) => h.hsn === '6214').quantity).toBe(3);

    // The month's totals: invoices − credit notes = what is kept (no shipping in India).
    const net = report.totals.net;
    expect([p(net.taxable), p(net.cgst), p(net.sgst), p(net.igst)]).toEqual([
      k1.taxable + k2.taxable,
      k1.cgst + k2.cgst,
      k1.sgst + k2.sgst,
      k1.igst + k2.igst,
    ]);
    expect(report.totals.creditNotes.count).toBe(4);
    expect(p(report.totals.invoices.value)).toBe(k1.order.totalPaise + k2.order.totalPaise);

    // The credit notes' register as CSV.
    const csv = await readCsv(
      await fetch(
        `${t.url}/api/admin/reports/gst?month=${thisMonth()}&format=csv&part=credit-note-register`,
        {
          headers: { cookie: admin.cookie },
        },
      ),
    );
    expect(csv.rows[0]!.slice(0, 3)).toEqual(['Note No', 'Note Date', 'Invoice No']);
    expect(csv.rows.slice(1).map((row) => row[0])).toEqual(
      report.creditNoteRegister.map((l: { noteNumber: string }) => l.noteNumber),
    );

    // The PDF: the shopper's and staff's, its number, date and lines; another shopper's is not found.
    const pdf = await pdfText(s.client, 'POST', noteUrl(r2));
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain('CREDIT NOTE');
    expect(pdf.text).toContain('Credit Note No. Note Date Reason Against Invoice');
    expect(pdf.text).toContain(`${note2} ${formatInvoiceDate(rows[1]!.receivedAt!)} Goods returned ${inv1}`);
    expect(pdf.text).toContain('Peacock Kanchipuram 5007 2 12,345.67');
    expect(pdf.text).not.toContain('Zari Dupatta');
    expect(pdf.text).toContain('Total Credit');
    const r2Items = items.filter((i) => i.returnId === r2);
    const r2Total = sum(r2Items, (i) => i.taxablePaise + i.taxPaise);
    const inRupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(r2Total / 100);
    expect(pdf.text).toContain(`₹${inRupees}`);
    expect(pdf.text).toContain('takes back the returned goods listed above');
    expect((await pdfText(admin, 'POST', noteUrl(r2))).status).toBe(200);
    const igstNote = await pdfText(admin, 'POST', noteUrl(r4));
    expect(igstNote.text).toContain(note4);
    expect(igstNote.text).toContain('IGST');
    expect(igstNote.text).toContain('Zari Dupatta 6214 1');

    const stranger = (await shopperWithCart(t, dupatta)).client;
    for (const id of [r2, r4, crypto.randomUUID()]) {
      const res = await pdfText(stranger, 'POST', noteUrl(id));
      expect(res.status, id).toBe(404);
      expect(JSON.parse(res.text).message).toBe(RETURN_MESSAGES.notFound);
    }
    expect((await pdfText(b.client, 'POST', noteUrl(r1))).status).toBe(404);
    expect((await pdfText(stranger, 'POST', noteUrl('not-a-uuid'))).status).toBe(400);
    const none = await pdfText(s.client, 'POST', noteUrl(failed));
    expect(none.status).toBe(409);
    expect(JSON.parse(none.text).message).toBe(CREDIT_NOTE_MESSAGES.returnNone);
  });

  it('two returns of one order received at once get two numbers; staff need two-step sign-in where required', async () => {
    // Of two products, so that nothing else (the stock of one product) queues the two receipts.
    const s = await shopperWithCart(t, saree, { quantity: 1 });
    await s.client.post('/api/shop/cart/add', { productId: dupatta, quantity: 1 });
    const { created, verified } = await checkoutAndPay(s.client, s.user.id, s.addressId);
    expect(verified.status).toBe(200);
    const orderId = created.body.orderId as string;
    await deliver(orderId);
    const ids: string[] = [];
    for (const productId of [saree, dupatta]) {
      const asked = await s.client.post(`/api/shop/order/return/${orderId}`, {
        items: [{ productId, quantity: 1 }],
        reason: 'changed-mind',
        kind: 'refund',
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      ids.push(asked.body.data._id);
      await step(asked.body.data._id, { status: 'approved', ...SHIPMENT });
    }
    const both = await Promise.all(
      ids.map((id) => admin.put(`/api/admin/returns/${id}`, { status: 'received', qualityPassed: true })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const numbers = (await Promise.all(ids.map(returnRow))).map((r) => r.creditNoteNumber!);
    expect(new Set(numbers).size).toBe(2);
    for (const n of numbers) expect(n).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    // The numbering itself, raced with a pause between numbering and writing: the series' counter row
    // queues the second, which then takes the next number.
    const more = await Promise.all(
      [0, 1].map(() =>
        t.database.db.transaction(async (tx) => {
          const number = await nextReturnCreditNoteNumber(tx, orderId);
          await tx.execute(sql`select pg_sleep(0.2)`);
          return number!;
        }),
      ),
    );
    expect(new Set(more).size).toBe(2);
    expect(more.map((n) => Number(n.slice(-5))).sort((a, b) => a - b)).toEqual(
      [0, 1].map((i) => Math.min(...more.map((n) => Number(n.slice(-5)))) + i),
    );

    // ADMIN_2FA_REQUIRED: an admin without two-step sign-in gets no one's note, as with invoices.
    const strict = await serveTestApp({
      database: t.database,
      config: testConfig({ ADMIN_2FA_REQUIRED: 'true' }),
    });
    try {
      const at = (client: Client) => Object.assign(new Client(strict.url), { cookie: client.cookie });
      const refused = await at(admin).post(noteUrl(ids[0]!));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(TWO_FACTOR_MESSAGES.enrolRequired);
      expect((await pdfText(at(s.client), 'POST', noteUrl(ids[0]!))).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
