import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { startSmtpServer } from '../../../test/smtp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { backoffSeconds, EmailWorker, enqueueEmail, MAX_ATTEMPTS, type MailLogger } from './outbox';
import { newOrderNotice, orderConfirmation, type OrderEmailData } from './templates';
import { createMailTransport, type MailTransport } from './transport';
import { openTestDatabase } from '../../../test/harness';

function collectingLogger() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const logger: MailLogger = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { logger, lines };
}

const orderData = (orderNumber: number): OrderEmailData => ({
  orderNumber,
  invoiceNumber: 'INV/26-27/00007',
  date: new Date('2026-06-01T06:00:00Z'),
  customerName: 'Priya Raman',
  customerEmail: 'priya@example.com',
  address: {
    address: '12, Gandhi Road',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    country: 'India',
    pincode: '641002',
    phone: '9876543210',
    notes: '',
    isGift: false,
    giftMessage: '',
  },
  items: [
    { title: 'Kovai Kora Silk Cotton Saree', quantity: 3, unitPricePaise: 99_999, unitTaxPaise: 5_000 },
  ],
  subtotalPaise: 299_997,
  taxPaise: 15_000,
  taxLabel: 'Tax 5% (GST: SGST:2.5% + CGST:2.5%)',
  shippingPaise: 0,
  totalPaise: 314_997,
});
const ctx = { storeName: 'Resham Silks', publicUrl: 'http://shop.test' };

const backends = ['pglite', 'postgres'] as const;

for (const backend of backends) {
  describe(`email outbox [${backend}]`, () => {
    let t: Awaited<ReturnType<typeof openTestDatabase>>;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let transport: MailTransport;

    beforeAll(async () => {
      t = await openTestDatabase(backend);
      smtp = await startSmtpServer();
      transport = createMailTransport({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Resham Silks <orders@resham.example>',
        dataDir: os.tmpdir(),
      });
    });
    afterAll(async () => {
      transport?.close();
      await smtp?.close();
      await t?.drop();
    });
    beforeEach(async () => {
      smtp.received.length = 0;
      smtp.state.reject = false;
      await t.database.db.delete(emailOutbox);
    });

    it('sends a queued order confirmation and shop notice once through SMTP', async () => {
      const db = t.database.db;
      const orderId = '9d7c6b5a-0000-4000-8000-000000000001';
      const data = orderData(1001);
      await db.transaction(async (tx) => {
        expect(
          await enqueueEmail(tx, {
            to: 'priya@example.com',
            ...orderConfirmation(data, ctx),
            dedupeKey: `order-confirmation:${orderId}`,
          }),
        ).toBe(true);
        expect(
          await enqueueEmail(tx, {
            to: 'shop@resham.example',
            ...newOrderNotice(data, ctx),
            dedupeKey: `new-order:${orderId}`,
          }),
        ).toBe(true);
      });
      // the same cause again (a replayed payment confirmation) queues nothing
      expect(
        await enqueueEmail(db, {
          to: 'priya@example.com',
          ...orderConfirmation(data, ctx),
          dedupeKey: `order-confirmation:${orderId}`,
        }),
      ).toBe(false);

      const { logger, lines } = collectingLogger();
      const worker = new EmailWorker(db, transport, logger);
      expect(await worker.runOnce()).toBe(2);
      expect(await worker.runOnce()).toBe(0);

      expect(smtp.received).toHaveLength(2);
      const confirmation = smtp.received.find((m) => m.to[0] === 'priya@example.com')!;
      expect(confirmation.from).toBe('orders@resham.example');
      expect(confirmation.headers).toMatch(/^From: Resham Silks <orders@resham\.example>$/m);
      expect(confirmation.headers).toMatch(/^To: priya@example\.com$/m);
      expect(confirmation.headers).toContain('Subject: Your Resham Silks order #1001 is confirmed');
      expect(confirmation.headers).toContain('Content-Type: multipart/alternative');
      expect(confirmation.decoded).toContain('Order number: #1001');
      expect(confirmation.decoded).toContain('INV/26-27/00007');
      expect(confirmation.decoded).toContain('Total: ₹3,149.97');
      expect(confirmation.decoded).toContain('http://shop.test/shop/account');

      const notice = smtp.received.find((m) => m.to[0] === 'shop@resham.example')!;
      expect(notice.decoded).toContain('Order number: #1001');
      expect(notice.decoded).toContain('Customer: Priya Raman');
      expect(notice.decoded).toContain('Total: ₹3,149.97');
      expect(notice.decoded).toContain('9876543210');
      expect(notice.decoded).toContain('http://shop.test/admin/orders');

      const rows = await db.select().from(emailOutbox);
      expect(rows.every((r) => r.sentAt !== null && r.attempts === 0 && r.lastError === null)).toBe(true);
      expect(lines.filter((l) => l.msg === 'email sent')).toHaveLength(2);
      expect(JSON.stringify(lines)).not.toContain('Kovai Kora');
      expect(JSON.stringify(lines)).not.toContain('confirmed');
    });

    it('queues nothing when the business transaction rolls back', async () => {
      const db = t.database.db;
      await expect(
        db.transaction(async (tx) => {
          await enqueueEmail(tx, {
            to: 'a@example.com',
            subject: 's',
            html: '<p>h</p>',
            text: 't',
            dedupeKey: 'rolled-back',
          });
          throw new Error('payment rejected');
        }),
      ).rejects.toThrow('payment rejected');
      expect(await db.select().from(emailOutbox)).toHaveLength(0);
    });

    it('retries a refused message later with backoff, then delivers it', async () => {
      const db = t.database.db;
      await enqueueEmail(db, {
        to: 'priya@example.com',
        ...orderConfirmation(orderData(4321), ctx),
        dedupeKey: 'retry',
      });
      smtp.state.reject = true;
      const { logger, lines } = collectingLogger();
      const worker = new EmailWorker(db, transport, logger);

      const before = Date.now();
      expect(await worker.runOnce()).toBe(0);
      let [row] = await db.select().from(emailOutbox);
      expect(row!.attempts).toBe(1);
      expect(row!.sentAt).toBeNull();
      expect(row!.lastError).toMatch(/550|Mailbox unavailable|rejected/);
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 55_000);
      expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 65_000);
      expect(lines.at(-1)).toMatchObject({ level: 'warn', msg: 'email not sent; will retry' });

      // not due yet: nothing happens even though the server would accept now
      smtp.state.reject = false;
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(0);

      // a minute later
      await db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect(await worker.runOnce()).toBe(1);
      [row] = await db.select().from(emailOutbox);
      expect(row!.sentAt).not.toBeNull();
      expect(row!.attempts).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.decoded).toContain('#4321');
    });

    it('backs off 1 min, 5 min, 30 min, 2 h, 6 h … and gives up after the tenth attempt', async () => {
      expect([1, 2, 3, 4, 5].map(backoffSeconds)).toEqual([60, 300, 1800, 7200, 21600]);
      expect(backoffSeconds(9)).toBeGreaterThanOrEqual(21600);

      const db = t.database.db;
      await enqueueEmail(db, {
        to: 'x@example.com',
        subject: 'Hello',
        html: '<p>secret body</p>',
        text: 'secret body',
      });
      await db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
      smtp.state.reject = true;
      const { logger, lines } = collectingLogger();
      const worker = new EmailWorker(db, transport, logger);
      expect(await worker.runOnce()).toBe(0);
      const [row] = await db.select().from(emailOutbox);
      expect(row!.attempts).toBe(MAX_ATTEMPTS);
      expect(lines.at(-1)).toMatchObject({ level: 'error', msg: 'email not sent; giving up' });
      expect(JSON.stringify(lines)).not.toContain('secret body');

      smtp.state.reject = false;
      await db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 day'` });
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(0);
    });

    it('never sends a message twice when two workers run at once', async () => {
      const db = t.database.db;
      for (let i = 0; i < 23; i++) {
        await enqueueEmail(db, {
          to: `shopper${i}@example.com`,
          subject: `Message ${i}`,
          html: '<p>hi</p>',
          text: 'hi',
        });
      }
      const a = new EmailWorker(db, transport, collectingLogger().logger);
      const b = new EmailWorker(db, transport, collectingLogger().logger);
      const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(sentA + sentB).toBe(23);
      const recipients = smtp.received.map((m) => m.to[0]);
      expect(recipients).toHaveLength(23);
      expect(new Set(recipients).size).toBe(23);
    });

    it('runs on its own timer, wakes up on kick and stops cleanly', async () => {
      const db = t.database.db;
      const worker = new EmailWorker(db, transport, collectingLogger().logger, { pollMs: 60_000 });
      worker.start();
      await new Promise((r) => setTimeout(r, 50));
      await enqueueEmail(db, { to: 'kick@example.com', subject: 'Kicked', html: '<p>k</p>', text: 'k' });
      worker.kick();
      for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      await worker.stop();
      expect(smtp.received.map((m) => m.to[0])).toEqual(['kick@example.com']);
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'kick@example.com'));
      expect(row!.sentAt).not.toBeNull();
    });

    it('records a failure of the transport instead of throwing, even when the server is gone', async () => {
      const db = t.database.db;
      const dead = createMailTransport({
        SMTP_URL: 'smtp://127.0.0.1:1',
        MAIL_FROM: 'a@b.example',
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mail-')),
      });
      await enqueueEmail(db, { to: 'x@example.com', subject: 'S', html: '<p>h</p>', text: 't' });
      const worker = new EmailWorker(db, dead, collectingLogger().logger);
      await expect(worker.runOnce()).resolves.toBe(0);
      const [row] = await db.select().from(emailOutbox);
      expect(row!.attempts).toBe(1);
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      dead.close();
    });
  });
}
