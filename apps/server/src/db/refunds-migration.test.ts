import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/database-templates';
import { describeEachDatabase, postgresUrl } from '../../test/harness';
import type { PaymentProvider } from '../modules/order/payment-provider';
import { orderRefundIds } from '../modules/order/refund-reads';
import { OrderRefunds } from '../modules/order/refunds';
import { openDatabase, type Database } from './client';
import { orders, refunds } from './schema';

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');
const THIS_MIGRATION = '0040_refunds_as_records';

/** The migrations folder as it was before refunds became rows (a copy whose journal stops before them). */
function foldersBefore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-before-refunds-'));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === THIS_MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

// Existing orders' refunds (columns of the order row) and second payments' (duplicate_payment_refunds)
// are copied into the refunds table: same states, refund ids and idempotency keys; nothing a shopper,
// staff member or the GST report reads changes, and the previous release can still run beside it.
describeEachDatabase('migration refunds_as_records', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;
  beforeAll(async () => {
    if (backend === 'pglite') {
      database = await openDatabase({});
      drop = () => database.close();
    } else {
      const adminUrl = postgresUrl();
      const name = `resham_refunds_migration_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${name}`);
      database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 2 });
      drop = async () => {
        await database.close();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      };
    }
    before = foldersBefore();
    await migrate(database.db as never, { migrationsFolder: before });
  });
  afterAll(async () => {
    await drop();
    fs.rmSync(before, { recursive: true, force: true });
  });

  const run = (query: string) => database.db.execute(sql.raw(query));

  it('moves every refund into a row, and the orders read as before', async () => {
    await run(`insert into users (id, user_name, email, password_hash)
      values ('00000000-0000-4000-8000-000000000001', 'Priya', 'priya@example.com', 'x')`);
    /** An order as the old code left it: `extra` maps further columns to SQL values. */
    const order = (n: number, status: string, payment: string, extra: Record<string, string>) =>
      run(`insert into orders (id, user_id, order_status, payment_status, subtotal_paise, tax_paise,
             shipping_paise, total_paise, address_info, provider, payment_id, invoice_number,
             ${Object.keys(extra).join(', ')})
           values ('00000000-0000-4000-8000-00000000010${n}', '00000000-0000-4000-8000-000000000001',
             '${status}', '${payment}', 500000, 25000, 0, 525000, '{}', 'razorpay', 'pay_${n}', 'INV/${n}',
             ${Object.values(extra).join(', ')})`);
    await order(1, 'cancelled', 'refunded', {
      refund_id: `'rfnd_1'`,
      shopper_cancel_reason: `'changed-mind'`,
    });
    await order(2, 'rejected', 'refund_failed', {
      refund_error: `'Bad gateway'`,
      rejection_reason: `'Torn'`,
    });
    await order(3, 'cancelled', 'refund_pending', { cancel_reason: `'superseded'` });
    await order(4, 'returned', 'refund_pending', { refund_claimed_until: `now() + interval '3 minutes'` });
    await order(5, 'confirmed', 'paid', { paid_at: 'now()' });
    await run(`insert into duplicate_payment_refunds (payment_id, order_id, amount_paise, status, attempts,
        next_attempt_at, provider_refund_id, last_error) values
      ('pay_dup_done', '00000000-0000-4000-8000-000000000105', 525000, 'refunded', 1, now(), 'rfnd_dup', null),
      ('pay_dup_failed', '00000000-0000-4000-8000-000000000105', 525000, 'failed', 2, now() + interval '20 minutes', null, 'Bad gateway'),
      ('pay_short', '00000000-0000-4000-8000-000000000105', 100, 'pending', 1, now() + interval '4 minutes', null, null)`);
    const seen = await database.db
      .select({ id: orders.id, paymentStatus: orders.paymentStatus, creditedAt: orders.creditedAt })
      .from(orders)
      .orderBy(asc(orders.id));

    await database.migrate();

    const rows = await database.db.select().from(refunds).orderBy(asc(refunds.idempotencyKey));
    const id = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
    expect(rows).toEqual([
      expect.objectContaining({
        idempotencyKey: `refund-${id(1)}`,
        reason: 'shopper_cancelled',
        status: 'succeeded',
        providerRefundId: 'rfnd_1',
        providerPaymentId: 'pay_1',
        amountPaise: 525000,
      }),
      expect.objectContaining({
        idempotencyKey: `refund-${id(2)}`,
        reason: 'rejected',
        status: 'failed',
        lastError: 'Bad gateway',
        attempts: 1,
      }),
      expect.objectContaining({
        idempotencyKey: `refund-${id(3)}`,
        reason: 'order_not_payable',
        status: 'pending',
        attempts: 0,
      }),
      expect.objectContaining({
        idempotencyKey: `refund-${id(4)}`,
        reason: 'returned',
        status: 'processing',
      }),
      expect.objectContaining({
        idempotencyKey: 'refund-duplicate-pay_dup_done',
        reason: 'duplicate_payment',
        status: 'succeeded',
        providerRefundId: 'rfnd_dup',
        orderId: id(5),
      }),
      expect.objectContaining({
        idempotencyKey: 'refund-duplicate-pay_dup_failed',
        reason: 'duplicate_payment',
        status: 'failed',
        attempts: 2,
        lastError: 'Bad gateway',
      }),
      expect.objectContaining({
        idempotencyKey: 'refund-duplicate-pay_short',
        reason: 'wrong_amount',
        status: 'processing',
        amountPaise: 100,
      }),
    ]);
    // What every reader sees: the same payment statuses and credit-note dates, the same refund ids.
    expect(
      await database.db
        .select({ id: orders.id, paymentStatus: orders.paymentStatus, creditedAt: orders.creditedAt })
        .from(orders)
        .orderBy(asc(orders.id)),
    ).toEqual(seen);
    expect(Object.fromEntries(await orderRefundIds(database.db, [1, 2, 3, 4, 5].map(id)))).toEqual({
      [id(1)]: 'rfnd_1',
    });

    // The previous release's processes, serving while the new one starts, still find what they read.
    await run(`select refund_id, refund_error, refund_claimed_until from orders`);
    await run(`select payment_id, status, next_attempt_at from duplicate_payment_refunds`);

    // The sweep takes them up with the keys the provider already knows; a call in flight keeps its lease.
    const calls: string[] = [];
    const provider = {
      refund: async (_paymentId: string, _amount: number, key: string) => {
        calls.push(key);
        return { id: `rfnd_${calls.length}` };
      },
    } as unknown as PaymentProvider;
    const quiet = { error() {}, warn() {} } as unknown as FastifyBaseLogger;
    await database.db
      .update(refunds)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(sql`${refunds.status} in ('pending', 'failed')`);
    expect(await new OrderRefunds(database.db, provider, quiet).retryRefunds()).toBe(3);
    expect(calls.sort()).toEqual([`refund-${id(2)}`, `refund-${id(3)}`, 'refund-duplicate-pay_dup_failed']);
    const [rejected] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, id(2)));
    expect(rejected!.paymentStatus).toBe('refunded');
  });
});
