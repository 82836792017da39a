import { afterAll, beforeAll, expect, it } from 'vitest';
import { WISHES } from '@resham/shared';
import { Client, describeEachDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { seedProducts } from '../../../test/catalog-fixtures';
import { startSmtpServer } from '../../../test/smtp';
import { inboxKey } from './stock-alerts';

const M = WISHES.messages;
const PER_DAY = WISHES.alertConfirmEmailsPerDay;

it('counts tags and Gmail dots as the inbox they reach', () => {
  expect(inboxKey('Meena+saree1@Example.com')).toBe('meena@example.com');
  expect(inboxKey('m.e.e.n.a+x@googlemail.com')).toBe('meena@gmail.com');
  expect(inboxKey('m.eena@example.com')).toBe('m.eena@example.com');
});

// The count is a statement in the request's transaction: it must hold under PGlite's one-at-a-time
// transactions and PostgreSQL's parallel ones alike.
describeEachDatabase('"Email me when it\'s back" cannot fill an inbox', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let products: string[];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(backend, { SMTP_URL: smtp.url, TRUST_PROXY: '1' });
    const seeded = await seedProducts(
      t,
      Array.from({ length: 6 }, (_, i) => ({ title: `Sold Out Ikat ${i}`, price: 3000, totalStock: 0 })),
    );
    products = seeded.ids;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const ask = (productId: string, email: string, ip: string) =>
    new Client(t.url).post('/api/shop/stock-alerts', { productId, email }, { 'x-forwarded-for': ip });
  /** Every queued email sent (the worker runs one run at a time), then the confirmations to `inbox`. */
  const confirmationsTo = async (inbox: string) => {
    while ((await t.app.services.emailWorker.runOnce()) > 0);
    return smtp.received.filter(
      (m) => m.to.some((to) => inboxKey(to) === inbox) && /stock-alert\?token=/.test(m.decoded),
    );
  };

  it('sends one inbox at most a few confirmation links a day, whoever asks and from wherever', async () => {
    // 66 requests from 6 client addresses, in parallel bursts, over 6 sold-out sarees, for one inbox
    // written several ways.
    const spellings = ['victim@example.com', 'Victim+ikat@example.com', 'victim+2@example.com'];
    const answers = await Promise.all(
      Array.from({ length: 66 }, (_, i) =>
        ask(products[i % 6]!, spellings[i % 3]!, `198.51.100.${1 + (i % 6)}`),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await confirmationsTo('victim@example.com')).toHaveLength(PER_DAY);
    const statuses = answers.map((a) => a.body.data.status as string);
    expect(statuses.filter((s) => s === 'confirmSent')).toHaveLength(PER_DAY);
    expect(statuses.filter((s) => !['confirmSent', 'pending', 'limited'].includes(s))).toEqual([]);
    for (const a of answers)
      if (a.body.data.status === 'limited') expect(a.body.message).toBe(M.alertTooMany);

    // Another inbox is not affected.
    expect((await ask(products[0]!, 'uma@example.com', '198.51.100.9')).body.data.status).toBe('confirmSent');
    expect(await confirmationsTo('uma@example.com')).toHaveLength(1);
  });

  it('answers a request whose link is still on its way as pending, and sends nothing more', async () => {
    const first = await ask(products[1]!, 'kavya@example.com', '203.0.113.1');
    expect(first.body).toEqual({
      success: true,
      message: M.alertConfirmSent,
      data: { status: 'confirmSent' },
    });
    for (const ip of ['203.0.113.2', '203.0.113.3']) {
      const again = await ask(products[1]!, 'Kavya@example.com', ip);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: true, message: M.alertPending, data: { status: 'pending' } });
    }
    expect(await confirmationsTo('kavya@example.com')).toHaveLength(1);
  });
});
