import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, startTestApp, signInAdmin, Client, type TestApp } from '../../../test/harness';
import { uploadOne } from '../../../test/fixtures';

// A listing sends each product's kept card (card_json). Cards stay in their product's row (migration
// cards_in_row): a product row of about 2 KB used to have its card moved to the TOAST table, and every
// listing then fetched each card again from there.
describeOnPostgres('product cards in the row', (backend) => {
  let t: TestApp;
  let admin: Client;

  /**
   * How many of the products table's out-of-line (TOAST) values are cards: values whose first chunk
   * starts with a card's first bytes (a compressed one has a control byte or a few before them).
   */
  async function cardsOutOfRow(): Promise<number> {
    const query = async <Row>(q: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
    const [toast] = await query<{ schema: string; name: string }>(sql`
      select n.nspname as schema, c.relname as name from pg_class p
        join pg_class c on c.oid = p.reltoastrelid join pg_namespace n on n.oid = c.relnamespace
      where p.oid = 'products'::regclass`);
    const [cards] = await query<{ n: number }>(sql`
      select count(*)::int as n from ${sql.identifier(toast!.schema)}.${sql.identifier(toast!.name)}
      where chunk_seq = 0 and position(convert_to('{"_id"', 'UTF8') in chunk_data) between 1 and 12`);
    return Number(cards!.n);
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
  });
  afterAll(() => t.close());

  it('keeps every card in its row, for products of a usual size and for long ones', async () => {
    const image = await uploadOne(admin);
    await admin.post('/api/common/categories', { name: 'Kanchipuram Silk Sarees' });
    // Descriptions of 200 to 1,600 characters of varied words (as real ones, which do not compress
    // much): rows from under 2 KB, past the size where the card used to move out, to well past it.
    let seed = 7;
    const syllables = [
      'ka',
      'nchi',
      'pu',
      'ram',
      'zari',
      'mayil',
      'chak',
      'pettu',
      'butta',
      'silk',
      'red',
      'gold',
    ];
    const word = () => {
      let w = '';
      for (let n = 1 + (seed % 3); n > 0; n--)
        w += syllables[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % 12];
      return w;
    };
    for (const [i, length] of [200, 300, 400, 800, 1600].entries()) {
      let words = '';
      while (words.length < length) words += `${word()} `;
      const created = await admin.post('/api/admin/products/add', {
        title: `Arakku Red Kanchipuram Bridal Silk No. ${i}`,
        description: words.slice(0, length),
        category: 'Kanchipuram Silk Sarees',
        subcategory: '',
        price: 38900,
        salePrice: 34900,
        totalStock: 12,
        images: [image, image],
        youtubeLink: '',
      });
      expect(created.status).toBe(201);
    }
    const listing = await new Client(t.url).get('/api/shop/products/get?page=1&pageSize=24');
    expect(listing.body.total).toBe(5);
    expect(await cardsOutOfRow()).toBe(0);
  });
});
