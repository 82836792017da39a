import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { computeOrderSummary, formatPaise, productUnitPricePaise, rupeesToPaise } from '@resham/shared';
import { describeOnPostgres, signUpCustomer, startTestApp, type TestApp } from '../../../test/harness';
import { addAddress, seedProducts } from '../../../test/catalog-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';
import { startSmtpServer } from '../../../test/smtp';
import { waitFor } from '../../../test/wait-for';

const INTRA = 'Tax 5% (GST: SGST:2.5% + CGST:2.5%)';
const IGST = 'Tax 5% (IGST)';
const KARNATAKA = { state: 'Karnataka', city: 'Bengaluru', pincode: '560001' };

/** The invoice's figures as pdftotext reads them ('1,23,456.78'). */
const grouped = (paise: number) => formatPaise(paise).slice(1);

/**
 * One pricing rule, whatever the shop's state: the checkout summary (computed as the web app computes it,
 * from the cart and GET /api/common/config), the stored order, the confirmation email and the invoice say
 * the same Subtotal, tax, split and Total, for a seller in Tamil Nadu and one in Karnataka.
 */
for (const seller of ['Tamil Nadu', 'Karnataka']) {
  describeOnPostgres(`tax split with the shop in ${seller}`, (backend) => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let ids: string[];
    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await startTestApp(backend, { STORE_STATE: seller, SMTP_URL: smtp.url });
      ({ ids } = await seedProducts(t, [
        { title: 'Mustard Chettinad Cotton', price: 1999.99, totalStock: 10 },
        { title: 'Peacock Blue Kanchipuram', price: 24000, salePrice: 18999.5, totalStock: 10 },
      ]));
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    for (const buyerState of ['Tamil Nadu', 'Karnataka']) {
      const intra = buyerState === seller;
      it(`a buyer in ${buyerState} sees ${intra ? 'CGST + SGST' : 'IGST'} everywhere, with the same figures`, async () => {
        const s = await signUpCustomer(t, 'Kavya');
        await s.client.post('/api/shop/cart/add', { productId: ids[0], quantity: 3 });
        await s.client.post('/api/shop/cart/add', { productId: ids[1], quantity: 1 });
        const addressId = await addAddress(s.client, s.user.id, buyerState === 'Karnataka' ? KARNATAKA : {});

        // The checkout summary, as the web app computes it.
        const config = (await s.client.get('/api/common/config')).body.data;
        expect(config.storeState).toBe(seller);
        const cart = (await s.client.get(`/api/shop/cart/get/${s.user.id}`)).body.data;
        const lines = cart.items.map((i: { price: number; salePrice: number; quantity: number }) => ({
          unitPricePaise: productUnitPricePaise(i),
          quantity: i.quantity,
        }));
        const summary = computeOrderSummary(
          lines,
          { country: 'India', state: buyerState },
          config.storeState,
        );
        // 3 × 1,999.99 + 18,999.50 (the sale price); 5% per unit: 3 × 100.00 + 949.98 (949.975 rounded).
        expect(summary.subtotalPaise).toBe(3 * 199999 + 1899950);
        expect(summary.taxPaise).toBe(3 * 10000 + 94998);
        expect(summary.taxLabel).toBe(intra ? INTRA : IGST);

        // The stored order.
        const { created, verified } = await checkoutAndPay(s.client, s.user.id, addressId);
        expect(verified.body.paymentStatus).toBe('paid');
        const orderId = created.body.orderId as string;
        expect(created.body.razorpayOrder.amount).toBe(summary.totalPaise);
        const order = (await s.client.get(`/api/shop/order/details/${orderId}`)).body.data;
        expect(rupeesToPaise(order.subtotal)).toBe(summary.subtotalPaise);
        expect(rupeesToPaise(order.taxAmount)).toBe(summary.taxPaise);
        expect(rupeesToPaise(order.shippingCharges)).toBe(summary.shippingPaise);
        expect(rupeesToPaise(order.totalAmount)).toBe(summary.totalPaise);
        expect(order.taxLabel).toBe(summary.taxLabel);

        // The confirmation email.
        // (not the sign-up's verification email to the same address)
        const mail = await waitFor(() =>
          smtp.received.find((m) => m.to.includes(s.email) && m.headers.includes('is confirmed')),
        );
        expect(mail.decoded).toContain(`${summary.taxLabel}: ${formatPaise(summary.taxPaise)}`);
        expect(mail.decoded).toContain(formatPaise(summary.totalPaise!));

        // The invoice.
        const res = await fetch(`${t.url}/api/shop/order/invoice/${orderId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: s.client.cookie },
          body: '{}',
        });
        expect(res.status).toBe(200);
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
        const file = path.join(dir, 'invoice.pdf');
        fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
        const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
        fs.rmSync(dir, { recursive: true, force: true });
        expect(text).toContain(grouped(summary.subtotalPaise));
        expect(text).toContain(grouped(summary.totalPaise!));
        if (intra) {
          expect(text).toContain('Intra-state (CGST + SGST)');
          expect(summary.cgstPaise + summary.sgstPaise).toBe(summary.taxPaise);
          expect(text).toMatch(new RegExp(`CGST @ 2\\.5%.*${grouped(summary.cgstPaise)}`));
          expect(text).toMatch(new RegExp(`SGST @ 2\\.5%.*${grouped(summary.sgstPaise)}`));
          expect(text).not.toContain('IGST @');
        } else {
          expect(text).toContain('Inter-state (IGST)');
          expect(summary.igstPaise).toBe(summary.taxPaise);
          expect(text).toMatch(new RegExp(`IGST @ 5%.*${grouped(summary.igstPaise)}`));
          expect(text).not.toContain('CGST @');
        }
      });
    }
  });
}
