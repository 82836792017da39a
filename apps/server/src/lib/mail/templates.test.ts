import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  newOrderNotice,
  orderConfirmation,
  orderDelivered,
  orderCancelled,
  orderReturned,
  orderShipped,
  type OrderEmailData,
} from './templates';

const ctx = { storeName: 'Resham Silks', publicUrl: 'https://resham.example/' };

function data(overrides: Partial<OrderEmailData> = {}): OrderEmailData {
  return {
    orderNumber: 1042,
    invoiceNumber: 'INV/26-27/00007',
    date: new Date('2026-03-31T20:00:00Z'),
    customerName: 'Priya Raman',
    customerEmail: 'priya@example.com',
    address: {
      address: '12, Gandhi Road',
      city: 'Coimbatore',
      state: 'Karnataka',
      country: 'India',
      pincode: '641002',
      phone: '9876543210',
      notes: 'Ring twice',
      isGift: true,
      giftMessage: 'Happy birthday, Amma!',
    },
    items: [
      { title: 'Kanchipuram Silk Saree', quantity: 1, unitPricePaise: 2_499_900, unitTaxPaise: 124_995 },
      { title: 'Cotton Saree', quantity: 7, unitPricePaise: 123_457, unitTaxPaise: 6_173 },
    ],
    subtotalPaise: 2_499_900 + 864_199,
    taxPaise: 124_995 + 43_211,
    taxLabel: 'Tax 5% (IGST)',
    shippingPaise: 0,
    totalPaise: 2_624_895 + 907_410,
    ...overrides,
  };
}

describe('order email templates', () => {
  it('confirms the order to the shopper with items, amounts and a link to the account', () => {
    const mail = orderConfirmation(data(), ctx);
    expect(mail.subject).toBe('Your Resham Silks order #1042 is confirmed');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Priya Raman');
      expect(part).toContain('#1042');
      expect(part).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/); // one number for people, never the uuid
      expect(part).toContain('INV/26-27/00007');
      expect(part).toContain('01 Apr 2026');
      expect(part).toContain('Kanchipuram Silk Saree');
      expect(part).toContain('₹26,248.95'); // 1 × ₹24,999 + 5% tax
      expect(part).toContain('₹9,074.10'); // 7 × ₹1,296.30
      expect(part).toContain('₹35,323.05');
      expect(part).toContain('Tax 5% (IGST)');
      expect(part).toContain('₹1,682.06');
      expect(part).toContain('₹33,640.99'); // Subtotal before tax: + ₹1,682.06 tax = ₹35,323.05
      expect(part).toContain('₹0.00');
      expect(part).toContain('Coimbatore');
      expect(part).toContain('Happy birthday, Amma!');
      expect(part).toContain('https://resham.example/shop/account');
    }
    expect(mail.text).toContain('- Cotton Saree × 7: ₹9,074.10');
    expect(mail.text).toContain('Subtotal: ₹33,640.99');
    expect(mail.text).toContain('Tax 5% (IGST): ₹1,682.06');
    expect(mail.text).toContain('Total: ₹35,323.05');
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('tells the shop about a new order with the customer contact and a link to the admin', () => {
    const mail = newOrderNotice(data({ shippingPaise: 300_000, totalPaise: 3_532_305 + 300_000 }), ctx);
    expect(mail.subject).toBe('New order #1042: ₹38,323.05 from Priya Raman');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('priya@example.com');
      expect(part).toContain('9876543210');
      expect(part).toMatch(/Order number:?(<\/strong>)? #1042/);
      expect(part).toContain('₹3,000.00');
      expect(part).toContain('₹38,323.05');
      expect(part).toContain('Ring twice');
      expect(part).toContain('https://resham.example/admin/orders');
    }
  });

  it('tells the shopper when the order ships and when it is delivered', () => {
    const shipped = orderShipped(data(), ctx);
    expect(shipped.subject).toBe('Your order #1042 has shipped');
    expect(shipped.text).toContain('your order #1042 has been shipped');
    expect(shipped.html).toContain('your order <strong>#1042</strong>');
    expect(shipped.html).toContain('12, Gandhi Road');
    const delivered = orderDelivered(data(), ctx);
    expect(delivered.subject).toBe('Your order #1042 was delivered');
    expect(delivered.text).toContain('Your order #1042 has been delivered');
    expect(delivered.text).toContain('within 24 hours of delivery');
    expect(delivered.html).toContain('https://resham.example/shop/account');
  });

  it('escapes everything the shopper typed', () => {
    const hostile = data({
      customerName: '<script>alert(1)</script>\r\nBcc: victim@example.com',
      customerEmail: '"><img src=x onerror=alert(1)>@example.com',
      items: [{ title: 'Saree <b onmouseover="x()">', quantity: 1, unitPricePaise: 100, unitTaxPaise: 5 }],
      address: {
        address: '<iframe src="https://evil.example">',
        city: "O'Brien & Sons",
        state: '<svg onload=alert(1)>',
        country: 'India',
        pincode: '641002',
        phone: '9876543210',
        notes: '</td></tr></table><a href="https://evil.example">click</a>',
        isGift: true,
        giftMessage: '<img src=x onerror=alert(2)>',
      },
    });
    for (const template of [
      orderConfirmation,
      newOrderNotice,
      orderShipped,
      orderDelivered,
      orderCancelled,
      orderReturned,
    ]) {
      const mail = template(hostile, ctx);
      expect(mail.html).not.toMatch(/<script|<img|<iframe|<svg|<b onmouseover|evil\.example">/);
      expect(mail.html).not.toContain('href="https://evil.example"');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    const html = orderConfirmation(hostile, ctx).html;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('O&#39;Brien &amp; Sons');
    expect(newOrderNotice(hostile, ctx).html).toContain(
      '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com',
    );
    // the plain-text part carries the text as typed
    expect(orderConfirmation(hostile, ctx).text).toContain('<script>alert(1)</script>');
  });

  it('escapeHtml escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
