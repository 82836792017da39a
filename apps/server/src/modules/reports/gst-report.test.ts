import { afterAll, beforeAll, expect, it } from 'vitest';
import { isIndia, REPORT_MESSAGES, rupeesToPaise } from '@resham/shared';
import {
  Client,
  describeOnPostgres,
  signInAdmin,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { readCsv } from '../../../test/csv-parse';
import { insertGeneratedOrders, type GeneratedOrder } from '../../../test/generated-orders';

const APRIL = { from: new Date('2026-03-31T18:30:00Z'), to: new Date('2026-04-30T18:30:00Z') };
const inApril = (d: Date) => d >= APRIL.from && d < APRIL.to;
const p = rupeesToPaise;
const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);

/** Paid instants from 25 March to 8 May, with the four instants around April's edges in India time. */
function paidAt(i: number): Date {
  const edges = [
    '2026-03-31T18:29:59.999Z',
    '2026-03-31T18:30:00.000Z',
    '2026-04-30T18:29:59.999Z',
    '2026-04-30T18:30:00.000Z',
  ];
  if (i % 40 < 4) return new Date(edges[i % 40]!);
  return new Date(Date.UTC(2026, 2, 25) + i * 12_000_000);
}

describeOnPostgres('GST report: tie-out on generated orders', (backend) => {
  let t: TestApp;
  let admin: Client;
  let made: GeneratedOrder[];
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
    const buyer = await signUpCustomer(t, 'Generated');
    made = await insertGeneratedOrders(t.database.db, {
      userId: buyer.user.id,
      count: 320,
      seed: 24,
      prefix: 'INV/26-27',
      sellerState: t.config.STORE_STATE,
      paidAt,
      creditedAt: (i) => new Date(paidAt(i).getTime() + 3 * 86_400_000),
    });
  }, 240_000);
  afterAll(() => t.close());

  it('the register, summaries and credit notes equal the month’s invoices to the paisa', async () => {
    const res = await admin.get('/api/admin/reports/gst?month=2026-04');
    expect(res.status).toBe(200);
    const r = res.body.data;
    const april = made.filter((o) => inApril(o.paidAt));
    expect(april.length).toBeGreaterThan(150);
    // Every line of every April invoice is a register row; nothing else is.
    expect(r.register).toHaveLength(sum(april, (o) => o.lines.length));
    expect(new Set(r.register.map((l: { invoiceNumber: string }) => l.invoiceNumber))).toEqual(
      new Set(april.map((o) => o.invoiceNumber)),
    );
    const reg = (k: string) => sum(r.register, (l: Record<string, number>) => p(l[k]!));
    expect(reg('taxable')).toBe(sum(april, (o) => o.summary.subtotalPaise));
    expect(reg('cgst')).toBe(sum(april, (o) => o.summary.cgstPaise));
    expect(reg('sgst')).toBe(sum(april, (o) => o.summary.sgstPaise));
    expect(reg('igst')).toBe(sum(april, (o) => o.summary.igstPaise));
    expect(reg('total') + p(r.totals.invoices.shipping)).toBe(sum(april, (o) => o.summary.totalPaise!));
    expect(sum(r.register, (l: { quantity: number }) => l.quantity)).toBe(
      sum(april, (o) => sum(o.lines, (l) => l.quantity)),
    );
    expect(r.totals.invoices.count).toBe(april.length);
    expect(p(r.totals.invoices.value)).toBe(sum(april, (o) => o.summary.totalPaise!));
    // Invoice by invoice: its rows and shipping make the order's stored total.
    for (const o of april) {
      const rows = r.register.filter((l: { invoiceNumber: string }) => l.invoiceNumber === o.invoiceNumber);
      expect(
        sum(rows, (l: { total: number }) => p(l.total)) + o.summary.shippingPaise!,
        o.invoiceNumber,
      ).toBe(o.summary.totalPaise);
    }

    // B2C by place of supply (net of its buyers' credit notes) + B2B + exports = all invoices less the
    // B2C notes; the HSN summary covers them all, net of every note of the month (GSTR-1 tables 7, 12).
    const taxable = sum(april, (o) => o.summary.subtotalPaise);
    const b2b = april.filter((o) => o.address.gstin);
    const exported = april.filter((o) => o.address.country !== 'India');
    const creditedInApril = made.filter((o) => o.creditedAt && inApril(o.creditedAt));
    const b2cCredited = creditedInApril.filter((o) => !o.address.gstin && isIndia(o.address.country));
    expect(b2cCredited.length).toBeGreaterThan(0);
    expect(r.b2b.map((b: { invoiceNumber: string }) => b.invoiceNumber).sort()).toEqual(
      b2b.map((o) => o.invoiceNumber).sort(),
    );
    expect(
      sum(r.b2c, (s: { taxable: number }) => p(s.taxable)) +
        sum(r.b2b, (s: { taxable: number }) => p(s.taxable)) +
        p(r.totals.exports.taxable),
    ).toBe(taxable - sum(b2cCredited, (o) => o.summary.subtotalPaise));
    expect(sum(r.b2c, (s: { invoices: number }) => s.invoices)).toBe(
      april.length - b2b.length - exported.length,
    );
    expect(sum(r.b2c, (s: { creditNotes: number }) => s.creditNotes)).toBe(b2cCredited.length);
    expect(sum(r.hsn, (s: { taxable: number }) => p(s.taxable))).toBe(
      taxable - sum(creditedInApril, (o) => o.summary.subtotalPaise),
    );
    expect(sum(r.hsn, (s: { igst: number }) => p(s.igst))).toBe(
      sum(april, (o) => o.summary.igstPaise) - sum(creditedInApril, (o) => o.summary.igstPaise),
    );
    expect(sum(r.hsn, (s: { quantity: number }) => s.quantity)).toBe(
      sum(april, (o) => sum(o.lines, (l) => l.quantity)) -
        sum(creditedInApril, (o) => sum(o.lines, (l) => l.quantity)),
    );
    // The credit notes' register: every line of every note, adding up to the notes.
    expect(r.creditNoteRegister).toHaveLength(sum(creditedInApril, (o) => o.lines.length));
    expect(sum(r.creditNoteRegister, (l: { taxable: number }) => p(l.taxable))).toBe(
      sum(creditedInApril, (o) => o.summary.subtotalPaise),
    );
    expect(r.b2c.map((s: { placeOfSupply: string }) => s.placeOfSupply)).toEqual(
      expect.arrayContaining(['29-Karnataka', '33-Tamil Nadu', '07-Delhi', '19-West Bengal']),
    );
    const tn = r.b2c.find((s: { placeOfSupply: string }) => s.placeOfSupply === '33-Tamil Nadu');
    expect(tn).toMatchObject({ rate: 5, igst: 0 });
    expect(p(tn.cgst) + p(tn.sgst)).toBeGreaterThan(0);

    // Credit notes: dated by when the order was credited, not by its invoice.
    const credited = made.filter((o) => o.creditedAt && inApril(o.creditedAt));
    expect(credited.some((o) => !inApril(o.paidAt))).toBe(true);
    expect(r.creditNotes.map((c: { invoiceNumber: string }) => c.invoiceNumber).sort()).toEqual(
      credited.map((o) => o.invoiceNumber).sort(),
    );
    expect(p(r.totals.creditNotes.value)).toBe(sum(credited, (o) => o.summary.totalPaise!));
    expect(p(r.totals.net.value)).toBe(
      sum(april, (o) => o.summary.totalPaise!) - sum(credited, (o) => o.summary.totalPaise!),
    );
  });

  it('counts an invoice in the month of its date in India: 00:00 IST on the 1st is in, 23:59:59.999 before is out', async () => {
    const r = (await admin.get('/api/admin/reports/gst?month=2026-04')).body.data;
    const numbers = new Set(r.register.map((l: { invoiceNumber: string }) => l.invoiceNumber));
    const at = (iso: string) =>
      made.filter((o) => o.paidAt.toISOString() === iso).map((o) => o.invoiceNumber);
    for (const n of at('2026-03-31T18:30:00.000Z')) expect(numbers.has(n)).toBe(true);
    for (const n of at('2026-04-30T18:29:59.999Z')) expect(numbers.has(n)).toBe(true);
    for (const n of at('2026-03-31T18:29:59.999Z')) expect(numbers.has(n)).toBe(false);
    for (const n of at('2026-04-30T18:30:00.000Z')) expect(numbers.has(n)).toBe(false);
    const march = (await admin.get('/api/admin/reports/gst?month=2026-03')).body.data;
    const marchNumbers = new Set(march.register.map((l: { invoiceNumber: string }) => l.invoiceNumber));
    for (const n of at('2026-03-31T18:29:59.999Z')) expect(marchNumbers.has(n)).toBe(true);
    expect(r.from).toBe('2026-03-31T18:30:00.000Z');
    expect(r.to).toBe('2026-04-30T18:30:00.000Z');
  });

  it('the register CSV: BOM, one row per line, formulas escaped, and its Total column adds up to the invoices', async () => {
    const res = await fetch(`${t.url}/api/admin/reports/gst?month=2026-04&format=csv&part=register`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="gst-register-2026-04.csv"');
    const csv = await readCsv(res);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.bom).toBe(true);
    const [header, ...rows] = csv.rows;
    expect(header).toEqual([
      'Invoice No',
      'Invoice Date',
      'Order No',
      'Buyer State',
      'State Code',
      'Buyer GSTIN',
      'Description',
      'HSN',
      'Quantity',
      'Taxable Value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ]);
    const april = made.filter((o) => inApril(o.paidAt));
    expect(rows).toHaveLength(sum(april, (o) => o.lines.length));
    const col = (name: string) => header!.indexOf(name);
    const paise = (v: string) => {
      expect(v).toMatch(/^\d+\.\d{2}$/);
      return p(Number(v));
    };
    expect(sum(rows, (row) => paise(row[col('Total')]!))).toBe(
      sum(april, (o) => o.summary.subtotalPaise + o.summary.taxPaise),
    );
    expect(sum(rows, (row) => paise(row[col('Taxable Value')]!))).toBe(
      sum(april, (o) => o.summary.subtotalPaise),
    );
    const descriptions = new Set(rows.map((row) => row[col('Description')]));
    expect(descriptions).toContain(`'=HYPERLINK("http://evil.example","Click")`);
    expect(descriptions).toContain("'+91 Linen, 2-in-1");
    expect(descriptions).toContain('காஞ்சிப் பட்டு');
    expect(descriptions).toContain('Chettinad Cotton "Kandangi"');
    expect([...descriptions].some((d) => /^[=+\-@]/.test(d!))).toBe(false);
  });

  it('each part downloads as its own CSV', async () => {
    for (const [part, first] of [
      ['b2c', 'Place Of Supply'],
      ['hsn', 'HSN'],
      ['b2b', 'GSTIN of Recipient'],
      ['credit-notes', 'Note No'],
      ['credit-note-register', 'Note No'],
    ] as const) {
      const res = await fetch(`${t.url}/api/admin/reports/gst?month=2026-04&format=csv&part=${part}`, {
        headers: { cookie: admin.cookie },
      });
      const csv = await readCsv(res);
      expect(csv.bom, part).toBe(true);
      expect(csv.rows[0]![0], part).toBe(first);
      expect(csv.rows.length, part).toBeGreaterThan(1);
    }
    const b2b = await readCsv(
      await fetch(`${t.url}/api/admin/reports/gst?month=2026-04&format=csv&part=b2b`, {
        headers: { cookie: admin.cookie },
      }),
    );
    expect(b2b.rows.slice(1).map((row) => row[0])).toEqual(
      expect.arrayContaining(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']),
    );
  });

  it('registerLimit cuts the JSON register (the screen shows the first rows) and keeps the count', async () => {
    const full = (await admin.get('/api/admin/reports/gst?month=2026-04')).body.data;
    const cut = (await admin.get('/api/admin/reports/gst?month=2026-04&registerLimit=5')).body.data;
    expect(cut.register).toEqual(full.register.slice(0, 5));
    expect(cut.registerLines).toBe(full.register.length);
    expect(cut.totals).toEqual(full.totals);
    for (const limit of ['-1', '1.5', 'abc', '99999999999'])
      expect(
        (await admin.get(`/api/admin/reports/gst?month=2026-04&registerLimit=${limit}`)).status,
        limit,
      ).toBe(400);
  });

  it('refuses a bad month, part or format with a 400 and the reason', async () => {
    for (const month of [
      '2026-13',
      '2026-00',
      '2026-4',
      'abcd-ef',
      '1999-12',
      '2026-04-01',
      '2026-04\u0000',
      '9'.repeat(5000),
      '',
    ]) {
      const res = await admin.get(`/api/admin/reports/gst?month=${encodeURIComponent(month)}`);
      expect(res.status, JSON.stringify(month.slice(0, 20))).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await admin.get('/api/admin/reports/gst')).status).toBe(400);
    const badMonth = await admin.get('/api/admin/reports/gst?month=2026-13');
    expect(badMonth.body.message).toContain(REPORT_MESSAGES.month);
    expect((await admin.get('/api/admin/reports/gst?month=2026-04&format=xlsx')).status).toBe(400);
    expect((await admin.get('/api/admin/reports/gst?month=2026-04&format=csv&part=secrets')).status).toBe(
      400,
    );
    // A month with nothing in it is an empty report, not an error.
    const empty = await admin.get('/api/admin/reports/gst?month=2031-01');
    expect(empty.status).toBe(200);
    expect(empty.body.data.register).toEqual([]);
    expect(empty.body.data.totals.invoices.value).toBe(0);
  });

  it('is for staff only: a guest gets 401, a shopper 403', async () => {
    const guest = new Client(t.url);
    expect((await guest.get('/api/admin/reports/gst?month=2026-04')).status).toBe(401);
    expect((await guest.get('/api/admin/orders/export?from=2026-04-01&to=2026-04-30')).status).toBe(401);
    const { client } = await signUpCustomer(t);
    expect((await client.get('/api/admin/reports/gst?month=2026-04')).status).toBe(403);
    expect((await client.get('/api/admin/reports/gst?month=2026-04&format=csv&part=b2b')).status).toBe(403);
    expect((await client.get('/api/admin/orders/export?from=2026-04-01&to=2026-04-30')).status).toBe(403);
  });

  it('orders export: the orders placed on those days in India, with the orders table’s columns', async () => {
    const res = await fetch(`${t.url}/api/admin/orders/export?from=2026-04-01&to=2026-04-30`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    const csv = await readCsv(res);
    expect(csv.bom).toBe(true);
    expect(csv.rows[0]).toEqual([
      'Order',
      'Date',
      'Customer',
      'Email',
      'Total',
      'Payment',
      'Status',
      'Invoice No',
    ]);
    const april = made.filter((o) => inApril(o.paidAt));
    expect(
      csv.rows
        .slice(1)
        .map((row) => row[7])
        .sort(),
    ).toEqual(april.map((o) => o.invoiceNumber).sort());
    expect(sum(csv.rows.slice(1), (row) => p(Number(row[4])))).toBe(sum(april, (o) => o.summary.totalPaise!));
    expect(new Set(csv.rows.slice(1).map((row) => row[6]))).toEqual(new Set(['Delivered', 'Rejected']));
    // One day: 1 April in India starts at 18:30 UTC on 31 March.
    const day = await readCsv(
      await fetch(`${t.url}/api/admin/orders/export?from=2026-04-01&to=2026-04-01`, {
        headers: { cookie: admin.cookie },
      }),
    );
    expect(day.rows.slice(1).every((row) => row[1] === '01 Apr 2026')).toBe(true);
    expect(day.rows.length).toBeGreaterThan(1);
    for (const q of [
      'from=2026-04-30&to=2026-04-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'from=x&to=y',
      'from=2026-04-01',
    ]) {
      const bad = await admin.get(`/api/admin/orders/export?${q}`);
      expect(bad.status, q).toBe(400);
    }
  });
});
