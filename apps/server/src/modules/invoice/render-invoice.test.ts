import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeOrderSummary, unitTaxPaise } from '@resham/shared';
import { describe, expect, it } from 'vitest';
import { buildInvoiceData, type InvoiceItem } from './invoice-data';
import { pdfSafe, renderInvoicePdf } from './render-invoice';

const seller = {
  name: 'Resham Silks',
  address: '24, Raja Street, Town Hall, Coimbatore, Tamil Nadu 641001, India',
  state: 'Tamil Nadu',
  gstin: '33ABCDE1234F1Z5',
  phone: '+91 98430 12345',
  email: 'hello@resham.example',
};

function sample(lineCount: number, country: string, state: string) {
  const items: InvoiceItem[] = Array.from({ length: lineCount }, (_, i) => ({
    title: `Kanchipuram Pure Zari Bridal Silk Saree with Temple Border and Contrast Pallu no. ${i + 1}`,
    category: i % 2 ? 'Cotton Sarees' : 'Kanchipuram Silk Sarees',
    unitPricePaise: 99_999 + i * 123_457,
    unitTaxPaise: unitTaxPaise(99_999 + i * 123_457),
    quantity: (i % 3) + 1,
  }));
  const addressInfo = {
    addressId: 'a1',
    address: '12, Gandhi Road, R.S. Puram',
    city: 'Coimbatore',
    state,
    country,
    pincode: '641002',
    phone: '9876543210',
    notes: '',
    isGift: false,
    giftMessage: '',
  };
  const s = computeOrderSummary(items, addressInfo);
  const order = {
    id: '3f1c2b9a-1111-4222-8333-444455556666',
    invoiceNumber: 'INV/2026-27/00042',
    paidAt: new Date('2026-04-01T05:00:00Z'),
    createdAt: new Date('2026-04-01T04:50:00Z'),
    subtotalPaise: s.subtotalPaise,
    taxPaise: s.taxPaise,
    shippingPaise: s.shippingPaise!,
    totalPaise: s.totalPaise!,
    addressInfo,
  };
  return buildInvoiceData(order, items, { userName: 'Priya Raman', email: 'priya@example.com' }, seller);
}

/** The PDF's text: pdftotext when installed, else the hex strings of an uncompressed PDF's TJ operators. */
function pdfText(pdf: Buffer, uncompressed: Buffer): string {
  try {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'invoice.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'latin1' });
  } catch {
    const raw = uncompressed.toString('latin1');
    return [...raw.matchAll(/\[([^\]]*)\] TJ/g)]
      .map((m) =>
        [...m[1]!.matchAll(/<([0-9a-f]*)>/g)]
          .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
          .join(''),
      )
      .join('\n');
  }
}

const pageCount = (uncompressed: Buffer) =>
  uncompressed.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('renderInvoicePdf', () => {
  it('renders a Tamil Nadu invoice with CGST and SGST', async () => {
    const data = sample(3, 'India', 'Tamil Nadu');
    const pdf = await renderInvoicePdf(data);
    const plain = await renderInvoicePdf(data, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(plain.toString('latin1')).toContain('INV/2026-27/00042'); // document title
    expect(pageCount(plain)).toBe(1);
    const text = pdfText(pdf, plain);
    for (const expected of [
      'TAX INVOICE',
      'Resham Silks',
      'GSTIN: 33ABCDE1234F1Z5',
      'INV/2026-27/00042',
      '01 Apr 2026',
      '3f1c2b9a-1111-4222-8333-444455556666',
      'Tamil Nadu (33)',
      'Priya Raman',
      'CGST',
      'SGST',
      'This is a computer-generated invoice.',
      'For Resham Silks',
      `Rs. ${(data.totals.grandTotalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text.replace(/\s+/g, ' ').replace(/- /g, '-')).toContain(data.amountInWords); // words may wrap after a hyphen
  });

  it('renders a foreign order with IGST and shipping, flowing many lines onto more pages', async () => {
    const data = sample(40, 'United States', 'California');
    const pdf = await renderInvoicePdf(data);
    const plain = await renderInvoicePdf(data, { compress: false });
    expect(pageCount(plain)).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf, plain);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Shipping Charges');
    expect(text).toContain('3,000.00');
    expect(text).toContain('Supply meant for export on payment of IGST.');
    // the table header is repeated on every page of the table
    expect(text.match(/Description/g)!.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('(continued)');
    expect(text).toContain(`Page 2 of ${pageCount(plain)}`);
    for (let n = 1; n <= 40; n++) expect(text).toContain(`no. ${n}`);
  });

  it('keeps text inside the built-in font', () => {
    expect(pdfSafe('₹1,000')).toBe('Rs. 1,000');
    expect(pdfSafe('Café – “Zari”')).toBe('Café – “Zari”');
    expect(pdfSafe('Ševčík')).toBe('Ševcík');
    expect(pdfSafe('பட்டு saree 🎁')).toBe('????? saree ?');
    expect(pdfSafe('line\nbreak')).toBe('line break');
  });
});
