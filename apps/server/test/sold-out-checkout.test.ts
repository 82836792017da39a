// A flash sale (issue 26's soak): hundreds of checkouts queue for one product's row lock. A shopper
// whose piece has already sold out is told so at once, not after the queue: the test holds the row lock
// (as the checkouts ahead would) and the sold-out checkout must answer 409 'Only 0' without waiting for
// it. PostgreSQL only: PGlite runs one transaction at a time, so nothing there can hold a lock meanwhile.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { addAddress, seedProducts } from './catalog-fixtures';
import { signUpCustomer, startTestApp, type TestApp } from './harness';

describe('a sold-out checkout during a flash sale [postgres]', () => {
  let t: TestApp;
  let piece: string; // one unit

  beforeAll(async () => {
    t = await startTestApp('postgres', { SIMULATED_GATEWAY_SECRET: 'simulated-secret-for-tests' });
    [piece] = (await seedProducts(t, [{ title: 'Festival Flash Kanjivaram', price: 24999, totalStock: 1 }]))
      .ids as [string];
  });
  afterAll(() => t.close());

  async function shopperWithPieceInCart() {
    const s = await signUpCustomer(t);
    const add = await s.client.post('/api/shop/cart/add', {
      userId: s.user.id,
      productId: piece,
      quantity: 1,
    });
    expect(add.status).toBe(200);
    return { ...s, addressId: await addAddress(s.client, s.user.id) };
  }

  it('answers 409 at once while the checkouts ahead hold the product row, and the buyer can still check out again', async () => {
    const buyer = await shopperWithPieceInCart();
    const late = await shopperWithPieceInCart();
    const create = (s: typeof buyer) =>
      s.client.post('/api/shop/order/create', { userId: s.user.id, addressId: s.addressId });
    expect((await create(buyer)).status).toBe(200); // the last unit is held for the buyer

    const holder = new pg.Client({ connectionString: t.database.url });
    const watcher = new pg.Client({ connectionString: t.database.url });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      await holder.query('begin');
      await holder.query('select 1 from products where id = $1 for update', [piece]);
      let answered: Awaited<ReturnType<typeof create>> | null = null;
      const pending = create(late).then((res) => (answered = res));
      // Either the checkout answers, or it is seen waiting for the held row lock (a failure).
      let outcome = '';
      while (!outcome) {
        // A row lock is waited for on the holder's transaction id (pg_locks has no database for it).
        const waiting = await watcher.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (answered) outcome = 'answered';
        else if (waiting.rowCount) outcome = 'waited for the product row lock';
        else await new Promise((r) => setTimeout(r, 20));
      }
      await holder.query('rollback');
      await pending;
      expect(outcome).toBe('answered');
      expect(answered!.status).toBe(409);
      expect(answered!.body.message).toBe(MESSAGES.toast.stockExceeded(0));
    } finally {
      await holder.query('rollback').catch(() => {});
      await Promise.all([holder.end(), watcher.end()]);
    }

    // The buyer's own held unit counts as hers: checking out again supersedes her order and takes it.
    const again = await create(buyer);
    expect(again.status).toBe(200);
  });
});
