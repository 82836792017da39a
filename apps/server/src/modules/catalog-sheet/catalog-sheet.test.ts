import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MESSAGES, DETAIL_MESSAGES } from '@resham/shared';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { checkoutAndPay } from '../../../test/payment-helpers';
import { parseCsv } from './csv';

const HEADER =
  'id,sku,title,description,category,subcategory,price,sale_price,stock,expected_stock,hsn,youtube_link,' +
  'fabric,colour,weave,occasion,length_m,blouse_piece,zari,care,silk_mark';

describeOnPostgres('catalogue by spreadsheet: export, preview, apply', (backend) => {
  let t: TestApp;
  let admin: Client;
  let ids: string[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    const seeded = await seedProducts(t, [
      { title: 'Mango Buta Kanchipuram', price: 15000, totalStock: 2 },
      { title: '=HYPERLINK("http://evil.example","Click")', price: 9000, totalStock: 5 },
      { title: 'Korvai Temple Border', price: 22000, salePrice: 19999.5, totalStock: 4 },
    ]);
    admin = seeded.admin;
    ids = seeded.ids;
  });
  afterAll(() => t.close());

  const exportSheet = async () => {
    const res = await fetch(`${t.url}/api/admin/products/export`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    return new Uint8Array(await res.arrayBuffer());
  };
  const rowsOf = (bytes: Uint8Array) => parseCsv(new TextDecoder().decode(bytes)).map((r) => r.cells);
  const importSheet = (body: string | Uint8Array, apply: boolean, client = admin) =>
    fetch(`${t.url}/api/admin/products/import?apply=${apply}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie: client.cookie },
      body,
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, any> }));
  const product = async (id: string) => (await admin.get(`/api/shop/products/get/${id}`)).body.data;
  const toCsv = (rows: string[][]) =>
    rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');
  const activity = async (query = '') => (await admin.get(`/api/admin/activity?${query}`)).body;

  it('exports every product as UTF-8 CSV with a BOM, stock twice, and formulas escaped', async () => {
    const bytes = await exportSheet();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(bytes);
    expect(rows[0]!.join(',').replace(/^\uFEFF/, '')).toBe(HEADER);
    const mango = rows.find((r) => r[0] === ids[0])!;
    expect(mango.slice(2)).toEqual([
      'Mango Buta Kanchipuram',
      'Mango Buta Kanchipuram, handwoven.',
      'Kanchipuram Silk Sarees',
      '',
      '15000.00',
      '0.00',
      '2',
      '2',
      '5007',
      '',
      ...Array<string>(9).fill(''),
    ]);
    // The formula title is text to a spreadsheet: a leading apostrophe.
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(rows.find((r) => r[0] === ids[2])!.slice(6, 8)).toEqual(['22000.00', '19999.50']);
  });

  it('carries what a saree is made of both ways: yes/no, occasions by name, a bad zari named (issue 36)', async () => {
    const rows = rowsOf(await exportSheet());
    const header = rows[0]!.map((h) => h.replace(/^\uFEFF/, ''));
    const at = (column: string) => header.indexOf(column);
    const korvai = rows.find((r) => r[0] === ids[2])!;
    korvai[at('fabric')] = 'Pure mulberry silk';
    korvai[at('occasion')] = 'Wedding; daily wear';
    korvai[at('length_m')] = '6.3';
    korvai[at('blouse_piece')] = 'yes';
    korvai[at('zari')] = 'Pure';
    korvai[at('silk_mark')] = 'no';
    const preview = await importSheet(toCsv([header, korvai]), false);
    expect(preview.body.counts).toMatchObject({ update: 1, error: 0 });
    expect(preview.body.rows[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'fabric', before: '', after: 'Pure mulberry silk' },
        { field: 'occasion', before: '', after: 'wedding, daily' },
      ]),
    );
    expect((await importSheet(toCsv([header, korvai]), true)).body.counts).toMatchObject({ update: 1 });
    expect(await product(ids[2]!)).toMatchObject({
      fabric: 'Pure mulberry silk',
      occasion: ['wedding', 'daily'],
      lengthMetres: 6.3,
      blousePiece: true,
      zari: 'pure',
      silkMark: false,
    });
    // Exported again as it was read: the same file changes nothing.
    const again = rowsOf(await exportSheet()).find((r) => r[0] === ids[2])!;
    expect(again.slice(at('fabric'))).toEqual([
      'Pure mulberry silk',
      '',
      '',
      'wedding, daily',
      '6.3',
      'yes',
      'pure',
      '',
      'no',
    ]);
    expect((await importSheet(toCsv([header, again]), false)).body.counts).toMatchObject({ unchanged: 1 });
    // A file without the detail columns leaves them as they are.
    const plain = rowsOf(await exportSheet()).map((r) => r.slice(0, at('fabric')));
    const kept = plain.find((r) => r[0] === ids[2])!;
    kept[at('description')] = 'Korvai border, retold.';
    expect((await importSheet(toCsv([plain[0]!, kept]), true)).body.counts).toMatchObject({ update: 1 });
    expect((await product(ids[2]!)).zari).toBe('pure');
    // A zari of the sheet's own: the row says which column and why.
    korvai[at('zari')] = 'gold';
    const bad = await importSheet(toCsv([header, korvai]), false);
    expect(bad.body.rows[0].errors).toEqual([`zari: ${DETAIL_MESSAGES.zari}`]);
  });

  it('previews creates and updates with the fields that change, writing nothing; applies all of it', async () => {
    const rows = rowsOf(await exportSheet());
    const mango = rows.find((r) => r[0] === ids[0])!;
    mango[6] = '16500'; // price
    mango[1] = 'KAN-001'; // sku
    rows.push([
      '',
      'KAN-002',
      'Peacock Pallu',
      'Pure silk, zari pallu.',
      'Kanchipuram Silk Sarees',
      '',
      '₹12,500',
      '',
      '3',
      '',
      '',
      '',
      ...Array<string>(9).fill(''),
    ]);
    const sheet = toCsv(rows);

    const preview = await importSheet(sheet, false);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      success: true,
      applied: false,
      counts: { create: 1, update: 1, unchanged: 2, error: 0 },
      fileErrors: [],
    });
    const update = preview.body.rows.find((r: any) => r.action === 'update');
    expect(update).toMatchObject({ key: ids[0], title: 'Mango Buta Kanchipuram' });
    expect(update.changes).toEqual([
      { field: 'sku', before: '', after: 'KAN-001' },
      { field: 'price', before: '15000.00', after: '16500.00' },
    ]);
    expect(preview.body.rows.find((r: any) => r.action === 'create')).toMatchObject({
      key: 'KAN-002',
      title: 'Peacock Pallu',
    });
    // A preview writes nothing.
    expect((await product(ids[0]!)).price).toBe(15000);

    const applied = await importSheet(sheet, true);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ success: true, applied: true, counts: { create: 1, update: 1 } });
    expect(await product(ids[0]!)).toMatchObject({ price: 16500, totalStock: 2 });
    const list = (await admin.get('/api/admin/products/get?q=Peacock')).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'Peacock Pallu', price: 12500, totalStock: 3, images: [] });

    // Recorded in the activity log, with who and what changed.
    const log = await activity('kind=import');
    expect(log.data[0]).toMatchObject({ kind: 'import', after: { created: 1, updated: 1 } });
    const priceEntry = (await activity('kind=product.update')).data.find((e: any) => e.subject === ids[0]);
    expect(priceEntry).toMatchObject({
      before: { price: '15000.00' },
      after: { price: '16500.00', via: 'import' },
    });

    // Applying the same file again: the SKU now finds the product it created.
    const again = await importSheet(sheet, false);
    expect(again.body.counts).toEqual({ create: 0, update: 0, unchanged: 4, error: 0 });
  });

  it('refuses a stock change over units sold since the export, for the whole file', async () => {
    const rows = rowsOf(await exportSheet());
    const header = rows[0]!;
    const mango = rows.find((r) => r[0] === ids[0])!; // stock 2, expected 2
    mango[8] = '10'; // restock to 10, over the exported figure 2
    const korvai = rows.find((r) => r[0] === ids[2])!;
    korvai[2] = 'Korvai Temple Border Saree'; // a good change in the same file
    // Meanwhile a shopper buys both Mango units.
    const s = await signUpCustomer(t);
    await s.client.post('/api/shop/cart/add', { productId: ids[0], quantity: 2 });
    const paid = await checkoutAndPay(s.client, s.user.id, await addAddress(s.client, s.user.id));
    expect(paid.verified.body.orderStatus).toBe('confirmed');

    const sheet = toCsv([header, mango, korvai]);
    const preview = await importSheet(sheet, false);
    expect(preview.body.counts).toMatchObject({ error: 1, update: 1 });
    const bad = preview.body.rows.find((r: any) => r.action === 'error');
    expect(bad.errors).toEqual([`stock: ${CATALOG_MESSAGES.stockChanged(0)}`]);

    const apply = await importSheet(sheet, true);
    expect(apply.status).toBe(422);
    expect(apply.body).toMatchObject({ success: false, applied: false });
    // All or nothing: the good row was not applied either, and the sold units stay sold.
    expect(await product(ids[2]!)).toMatchObject({ title: 'Korvai Temple Border' });
    expect(await product(ids[0]!)).toMatchObject({ totalStock: 0 });

    // A row whose stock is the exported figure leaves stock alone: other changes apply.
    mango[8] = mango[9]!;
    mango[6] = '17000';
    const ok = await importSheet(toCsv([header, mango]), true);
    expect(ok.status).toBe(200);
    expect(await product(ids[0]!)).toMatchObject({ price: 17000, totalStock: 0 });
    // Restocking over the current figure works.
    const restock = await importSheet(
      toCsv(
        [header, [ids[0]!, '', '', '', '', '', '', '', '6', '0', '', '']].map((r) =>
          r.slice(0, header.length),
        ),
      ),
      false,
    );
    expect(restock.body.rows[0]).toMatchObject({ action: 'error' }); // empty title: the row is the whole product
    const current = rowsOf(await exportSheet()).find((r) => r[0] === ids[0])!;
    current[8] = '6';
    expect((await importSheet(toCsv([header, current]), true)).status).toBe(200);
    expect((await product(ids[0]!)).totalStock).toBe(6);
  });

  it('gives row errors for malformed files, never a 500', async () => {
    const semicolons = await importSheet('id;title;price\n;Saree;100\n', false);
    expect(semicolons.status).toBe(200);
    expect(semicolons.body.success).toBe(false);
    expect(semicolons.body.fileErrors[0]).toMatch(/separated by semicolons/);

    const cols = 'sku,title,description,category,price,stock\n';
    const good = 'NEW-1,Silk,Fine silk.,Kanchipuram Silk Sarees,100,1\n';
    const badUtf8 = Buffer.concat([
      Buffer.from(cols + good),
      Buffer.from('NEW-2,Bad '),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from(',x,Kanchipuram Silk Sarees,100,1\n'),
    ]);
    const utf = await importSheet(badUtf8, false);
    expect(utf.status).toBe(200);
    expect(utf.body.counts).toMatchObject({ create: 1, error: 1 });
    expect(utf.body.rows.find((r: any) => r.line === 3).errors[0]).toMatch(/not valid UTF-8/);

    const hostile = [
      cols,
      'NEW-3,"=HYPERLINK(""http://evil"",""x"")",d,Kanchipuram Silk Sarees,100,1\n',
      'NEW-4,@SUM(A1),d,Kanchipuram Silk Sarees,100,1\n',
      'NEW-5,Huge,d,Kanchipuram Silk Sarees,1e308,99999999999999\n',
      'NEW-6,Nul\u0000,d,Kanchipuram Silk Sarees,100,1\n',
      'NEW-7,Nowhere,d,No Such Category,100,1\n',
      'NEW-8,Short row\n',
      'NEW-9,"open quote,d,Kanchipuram Silk Sarees,100,1\n',
    ].join('');
    const res = await importSheet(hostile, false);
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ create: 0, error: 7 });
    const errorsOf = (line: number) => res.body.rows.find((r: any) => r.line === line).errors.join(' ');
    expect(errorsOf(2)).toMatch(/title: .* is a spreadsheet formula/);
    expect(errorsOf(3)).toMatch(/title: .* is a spreadsheet formula/);
    expect(errorsOf(4)).toMatch(/price: /);
    expect(errorsOf(5)).toMatch(/NUL/);
    expect(errorsOf(6)).toMatch(/not a category/);
    expect(errorsOf(7)).toMatch(/2 cells; the header has 6/);
    expect(errorsOf(8)).toMatch(/never closed/);
    expect((await importSheet(hostile, true)).status).toBe(422);

    const junk = await importSheet(Buffer.from([0, 1, 2, 255, 254, 10, 13, 34, 34, 34]), false);
    expect(junk.status).toBe(200);
    expect(junk.body.success).toBe(false);
    expect((await importSheet('', false)).status).toBe(400);
    const badQuery = await fetch(`${t.url}/api/admin/products/import?apply=maybe`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie: admin.cookie },
      body: good,
    });
    expect(badQuery.status).toBe(400);
    expect(
      (await admin.get('/api/admin/products/get?q=Silk')).body.data.every((p: any) => p.title !== 'Silk'),
    ).toBe(true);
  });

  it('takes the file as a multipart upload, as the admin screen sends it', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        'sku,title,description,category,price,stock\nUP-1,Uploaded,d,Kanchipuram Silk Sarees,100,1\n',
      ]),
      'new.csv',
    );
    const res = await fetch(`${t.url}/api/admin/products/import?apply=false`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).counts.create).toBe(1);
  });

  it('rolls the whole import back when a write fails, with no activity entry', async () => {
    await t.database.db.execute(sql`
      create function test_explode() returns trigger language plpgsql as $$
      begin if new.title = 'Explode' then raise exception 'boom'; end if; return new; end $$`);
    await t.database.db.execute(sql`
      create trigger test_explode before insert on products for each row execute function test_explode()`);
    const before = (await activity('kind=import')).total;
    const rows = rowsOf(await exportSheet());
    const korvai = rows.find((r) => r[0] === ids[2])!;
    korvai[6] = '25000';
    const empty = () => Array(rows[0]!.length).fill('') as string[];
    const a = empty();
    a.splice(1, 9, 'RB-1', 'Fine one', 'd', 'Kanchipuram Silk Sarees', '', '100', '', '1', '');
    const b = empty();
    b.splice(1, 9, 'RB-2', 'Explode', 'd', 'Kanchipuram Silk Sarees', '', '100', '', '1', '');
    const res = await importSheet(toCsv([rows[0]!, korvai, a, b]), true);
    expect(res.status).toBe(500);
    expect((await product(ids[2]!)).price).toBe(22000);
    expect((await admin.get('/api/admin/products/get?q=Fine one')).body.data).toHaveLength(0);
    expect((await activity('kind=import')).total).toBe(before);
    await t.database.db.execute(sql`drop trigger test_explode on products`);
  });

  it('sets a title only where it changes: the search vocabulary trigger runs for retitled rows alone', async () => {
    const db = t.database.db;
    await db.execute(sql`create table test_title_writes (id uuid)`);
    await db.execute(sql`
      create function test_title_write() returns trigger language plpgsql as $$
      begin insert into test_title_writes values (new.id); return null; end $$`);
    await db.execute(sql`
      create trigger test_title_write after update of title on products
      for each row execute function test_title_write()`);
    try {
      const rows = rowsOf(await exportSheet());
      const mango = rows.find((r) => r[0] === ids[0])!;
      mango[6] = (Number(mango[6]) + 1).toFixed(2); // repriced, same title
      const korvai = rows.find((r) => r[0] === ids[2])!;
      korvai[2] = 'Korvai Zarigold Border'; // retitled
      const res = await importSheet(toCsv([rows[0]!, mango, korvai]), true);
      expect(res.body).toMatchObject({ success: true, applied: true, counts: { update: 2, error: 0 } });
      const written = (await db.execute(sql`select id from test_title_writes`)) as unknown as {
        rows: { id: string }[];
      };
      expect(written.rows.map((r) => r.id)).toEqual([ids[2]]);
      expect(await product(ids[0]!)).toMatchObject({ title: 'Mango Buta Kanchipuram' });
      expect(await product(ids[2]!)).toMatchObject({ title: 'Korvai Zarigold Border' });
      // The new title's word joins the vocabulary that misspelt searches are corrected against.
      const words = (await db.execute(
        sql`select word from search_words where word = 'zarigold'`,
      )) as unknown as { rows: unknown[] };
      expect(words.rows).toHaveLength(1);
    } finally {
      await db.execute(sql`drop trigger test_title_write on products`);
      await db.execute(sql`drop function test_title_write()`);
      await db.execute(sql`drop table test_title_writes`);
    }
  });

  it('records each product an import creates, in the order of the file, with nothing before', async () => {
    const rows = rowsOf(await exportSheet());
    const empty = () => Array(rows[0]!.length).fill('') as string[];
    const titles = ['Order One Ikat', 'Order Two Ikat', 'Order Three Ikat'];
    const created = titles.map((title, i) => {
      const r = empty();
      r.splice(1, 9, `ORD-${i}`, title, 'd', 'Kanchipuram Silk Sarees', '', '100', '', '1', '');
      return r;
    });
    const res = await importSheet(toCsv([rows[0]!, ...created]), true);
    expect(res.body).toMatchObject({ success: true, counts: { create: 3 } });
    const log = (await activity('kind=product.create')).data.slice(0, 3);
    // Newest first: the file's last row is the latest entry.
    expect(log.map((e: any) => e.after.title)).toEqual([...titles].reverse());
    for (const e of log) {
      expect(e.before).toBeNull();
      expect(e.after).toEqual({ title: e.after.title, via: 'import' });
      expect(e.actorEmail).toMatch(/@/);
    }
  });

  it('reads prices as shoppers pay them from shopper_price and shopper_sale_price (issue 35)', async () => {
    const header = 'id,sku,title,description,category,price,shopper_price,shopper_sale_price,stock';
    const lines = [
      header,
      // The owner's figures, GST included: stored as the base under them.
      ',SP-1,Shopper Priced,d,Kanchipuram Silk Sarees,,18500,15750,1',
      // Both figures given and agreeing; then disagreeing; then a figure no base price gives.
      ',SP-2,Agreeing,d,Kanchipuram Silk Sarees,12000,12600,,1',
      ',SP-3,Disagreeing,d,Kanchipuram Silk Sarees,12600,12600,,1',
      ',SP-4,Unreachable,d,Kanchipuram Silk Sarees,,10.60,,1',
    ];
    const preview = await importSheet(lines.join('\n'), false);
    expect(preview.body.counts).toMatchObject({ create: 2, update: 0, error: 2 });
    const errorsOf = (line: number) => preview.body.rows.find((r: any) => r.line === line).errors;
    expect(errorsOf(4)).toEqual([`shopper_price: ${CATALOG_MESSAGES.pricesDisagree(12600, 12600)}`]);
    expect(errorsOf(5)).toEqual([
      `shopper_price: ${CATALOG_MESSAGES.shopperPriceUnreachable(10.6, 10.59, 10.61)}`,
    ]);
    const applied = await importSheet(lines.slice(0, 3).join('\n'), true);
    expect(applied.body).toMatchObject({ success: true, applied: true, counts: { create: 2 } });
    // An existing product repriced by its shopper figure alone: ₹9,975 with GST is ₹9,500 before.
    const repriced = await importSheet(`id,shopper_price\n${ids[1]},"₹9,975"`, true);
    expect(repriced.body).toMatchObject({ success: true, counts: { update: 1, error: 0 } });
    expect(repriced.body.rows[0].changes).toEqual([
      { field: 'price', before: expect.any(String), after: '9500.00' },
    ]);
    expect(await product(ids[1]!)).toMatchObject({ price: 9500 });
    const found = async (q: string) => (await admin.get(`/api/admin/products/get?q=${q}`)).body.data[0];
    expect(await found('Shopper Priced')).toMatchObject({ price: 17619.05, salePrice: 15000 });
    expect(await found('Agreeing')).toMatchObject({ price: 12000, salePrice: 0 });
    // The export keeps its columns: base prices, as the spec has them.
    expect(
      rowsOf(await exportSheet())[0]!
        .join(',')
        .replace(/^\uFEFF/, ''),
    ).toBe(HEADER);
  });

  it('is for admins only', async () => {
    const s = await signUpCustomer(t);
    expect((await s.client.get('/api/admin/products/export')).status).toBe(403);
    expect((await importSheet(HEADER, false, s.client)).status).toBe(403);
    expect((await new Client(t.url).get('/api/admin/products/export')).status).toBe(401);
  });
});
