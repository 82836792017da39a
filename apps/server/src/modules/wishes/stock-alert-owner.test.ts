import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { Client, describeOnPostgres, startTestApp, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';

describeOnPostgres("a guest's back-in-stock requests and an account on her address", (backend) => {
  let t: TestApp;
  let products: string[];
  beforeAll(async () => {
    t = await startTestApp(backend);
    products = (
      await seedProducts(t, [
        { title: 'Sold Out Paithani', price: 12000, totalStock: 0 },
        { title: 'Sold Out Patola', price: 15000, totalStock: 0 },
      ])
    ).ids;
  });
  afterAll(() => t?.close());

  /** The token in the newest email to `to` whose text holds `route` (newest by id: the mail worker's
   * updates move rows, so the table's own order is not the order they were written in). */
  const tokenIn = async (to: string, route: string) => {
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), like(emailOutbox.text, `%${route}%`)))
      .orderBy(asc(emailOutbox.id));
    const text = mails.at(-1)!.text;
    return new RegExp(`${route.replace('?', '\\?')}([A-Za-z0-9_-]{43})`).exec(text)![1]!;
  };
  const registerAndSignIn = async (email: string) => {
    const client = new Client(t.url);
    const password = 'kanjeevaram border 7';
    expect((await client.post('/api/auth/register', { userName: 'Someone', email, password })).status).toBe(
      201,
    );
    expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
    return { client, password };
  };
  const alerts = async (client: Client) =>
    ((await client.get('/api/shop/account/export')).body.stockAlerts as { productId: string }[])
      .map((a) => a.productId)
      .sort();

  it('are not read, taken or erased by an account that has not proved the address; they are its owner’s once she has', async () => {
    const victim = 'nila.guest@example.com';
    const guest = new Client(t.url);
    // One request confirmed by its link, one still waiting for it.
    await guest.post('/api/shop/stock-alerts', { productId: products[0], email: victim });
    const token = await tokenIn(victim, 'stock-alert?token=');
    expect((await guest.post('/api/shop/stock-alerts/confirm', { token })).status).toBe(200);
    await guest.post('/api/shop/stock-alerts', { productId: products[1], email: victim });

    // Someone registers her address (never verified) and looks.
    const squatter = await registerAndSignIn(victim);
    expect(await alerts(squatter.client)).toEqual([]);
    // Asking for the same saree does not take her request over.
    const asked = await squatter.client.post('/api/shop/stock-alerts', { productId: products[1] });
    expect(asked.status).toBe(200);
    expect(asked.body.data.status).not.toBe('subscribed');
    expect(await alerts(squatter.client)).toEqual([]);
    // Deleting that account leaves her requests alone.
    expect(
      (await squatter.client.post('/api/shop/account/delete', { password: squatter.password })).status,
    ).toBe(200);

    // She registers herself and proves the address: now they are hers to read and erase.
    const owner = await registerAndSignIn(victim);
    expect(await alerts(owner.client)).toEqual([]);
    const verify = await tokenIn(victim, 'verify-email?token=');
    expect((await owner.client.post('/api/auth/verify-email', { token: verify })).status).toBe(200);
    expect(await alerts(owner.client)).toEqual([...products].sort());
  });

  it('the sold-out page can ask whether her request stands: hers alone, by her session (issue 36)', async () => {
    const { client: uma } = await registerAndSignIn('uma.standing@example.com');
    const { client: other } = await registerAndSignIn('other.standing@example.com');
    const standing = async (client: Client, id = products[1]!) =>
      (await client.get(`/api/shop/stock-alerts/${id}`)).body.data?.asked;
    expect(await standing(uma)).toBe(false);
    expect((await uma.post('/api/shop/stock-alerts', { productId: products[1] })).status).toBe(200);
    expect(await standing(uma)).toBe(true);
    expect(await standing(uma, products[0]!)).toBe(false);
    expect(await standing(other)).toBe(false);
    // A guest has no session to ask with; a malformed id is a 400.
    expect((await new Client(t.url).get(`/api/shop/stock-alerts/${products[1]}`)).status).toBe(401);
    expect((await uma.get("/api/shop/stock-alerts/1' or '1'='1")).status).toBe(400);
    // Once it is back and the email sent, it no longer stands.
    await t.database.db.execute(
      sql`update stock_alerts set notified_at = now() where email = 'uma.standing@example.com'`,
    );
    expect(await standing(uma)).toBe(false);
  });
});
