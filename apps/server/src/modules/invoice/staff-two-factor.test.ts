import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@resham/shared';
import { users } from '../../db/schema';
import { seedProducts } from '../../../test/catalog-fixtures';
import {
  Client,
  describeOnPostgres,
  serveTestApp,
  signInAdmin,
  startTestApp,
  testConfig,
  type TestApp,
} from '../../../test/harness';
import { shopperWithCart } from '../../../test/order-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';

/** The same session cookie, sent to another app process on the same database. */
const at = (t: TestApp, client: Client) => Object.assign(new Client(t.url), { cookie: client.cookie });

/**
 * ADMIN_2FA_REQUIRED (issue 33, item 9): an admin without two-step sign-in has no staff power
 * anywhere, not only on the /api/admin routes: the shop's invoice route, which gives staff any
 * shopper's invoice, refuses it as the admin routes do until two-step sign-in is on.
 */
describeOnPostgres('ADMIN_2FA_REQUIRED: every staff power behind the two-step gate', (backend) => {
  // `open` runs without the requirement (to seed and order); `strict` is a process on the same
  // database with ADMIN_2FA_REQUIRED=true.
  let open: TestApp;
  let strict: TestApp;
  let orderId: string;
  let shopper: Client;
  beforeAll(async () => {
    open = await startTestApp(backend);
    strict = await serveTestApp({
      database: open.database,
      config: testConfig({ ADMIN_2FA_REQUIRED: 'true' }),
    });
    const { ids } = await seedProducts(open, [{ title: 'Mayil Silk', price: 2000, totalStock: 5 }]);
    const s = await shopperWithCart(open, ids[0]!);
    const { created, verified } = await checkoutAndPay(s.client, s.user.id, s.addressId);
    expect(verified.status).toBe(200);
    orderId = created.body.orderId;
    shopper = s.client;
  });
  afterAll(async () => {
    await strict.close();
    await open.close();
  });

  const invoice = (client: Client) => client.post(`/api/shop/order/invoice/${orderId}`);

  it("refuses a shopper's invoice to an admin without two-step sign-in, as the admin routes do", async () => {
    const admin = (await signInAdmin(open)).client;
    expect((await invoice(admin)).status).toBe(200);
    const res = await invoice(at(strict, admin));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.enrolRequired });
    expect((await at(strict, admin).get('/api/admin/orders/get')).status).toBe(403);
  });

  it('gives it to an admin with two-step sign-in, and the shopper her own, under the requirement', async () => {
    const a = await signInAdmin(open);
    await open.database.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(users.id, a.user.id));
    const res = await invoice(at(strict, a.client));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect((await invoice(at(strict, shopper))).status).toBe(200);
  });
});
