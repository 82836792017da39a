import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeOrderSummary, unitTaxPaise } from '@resham/shared';
import { describe, expect, it } from 'vitest';
import { buildInvoiceData, type InvoiceItem } from './invoice-data';
import { invoiceFaces, splitRuns } from './invoice-fonts';
import { renderInvoicePdf } from './render-invoice';

/** Where E2E screenshots go (ignored by git): the rendered invoice is kept there for a person to look at. */
const ARTIFACTS = path.resolve(import.meta.dirname, '../../../../../e2e/artifacts');

const seller = {
  name: 'Resham Silks',
  address: '24, Raja Street, Town Hall, Coimbatore, Tamil Nadu 641001, India',
  state: 'Tamil Nadu',
  gstin: '33ABCDE1234F1Z5',
  phone: '+91 98430 12345',
  email: 'hello@resham.example',
};

interface SampleOptions {
  lineCount: number;
  country: string;
  state: string;
  buyer?: string;
  address?: string;
  city?: string;
  titles?: string[];
  /** A gift's recipient. */
  recipient?: string;
}

function sample({ lineCount, country, state, buyer, address, city, titles, recipient }: SampleOptions) {
  const items: InvoiceItem[] = Array.from({ length: lineCount }, (_, i) => ({
    title:
      titles?.[i] ??
      `Kanchipuram Pure Zari Bridal Silk Saree with Temple Border and Contrast Pallu no. ${i + 1}`,
    category: i % 2 ? 'Cotton Sarees' : 'Kanchipuram Silk Sarees',
    unitPricePaise: 99_999 + i * 123_457,
    unitTaxPaise: unitTaxPaise(99_999 + i * 123_457),
    quantity: (i % 3) + 1,
  }));
  const addressInfo = {
    addressId: 'a1',
    address: address ?? '12, Gandhi Road, R.S. Puram',
    city: city ?? 'Coimbatore',
    state,
    country,
    pincode: '641002',
    phone: '9876543210',
    notes: '',
    isGift: recipient !== undefined,
    giftMessage: recipient ? 'Happy Onam!' : '',
    recipientName: recipient ?? '',
  };
  const s = computeOrderSummary(items, addressInfo, 'Tamil Nadu');
  const order = {
    id: '3f1c2b9a-1111-4222-8333-444455556666',
    orderNumber: 1042,
    invoiceNumber: 'INV/26-27/00042',
    paidAt: new Date('2026-04-01T05:00:00Z'),
    createdAt: new Date('2026-04-01T04:50:00Z'),
    subtotalPaise: s.subtotalPaise,
    taxPaise: s.taxPaise,
    shippingPaise: s.shippingPaise!,
    totalPaise: s.totalPaise!,
    addressInfo,
  };
  return buildInvoiceData(
    order,
    // As order creation stores them: each line with its tax as charged.
    items.map((item, i) => ({ ...item, taxPaise: s.lines[i]!.taxPaise })),
    { userName: buyer ?? 'Priya Raman', email: 'priya@example.com' },
    seller,
  );
}

function tempPdf(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'invoice.pdf');
  fs.writeFileSync(file, pdf);
  return file;
}

/** The PDF's text as poppler's pdftotext reads it (what copy and search in a viewer give). */
function pdfText(pdf: Buffer, mode: '-raw' | '-layout' = '-raw'): string {
  return execFileSync('pdftotext', [mode, tempPdf(pdf), '-'], { encoding: 'utf8' });
}

const pageCount = (uncompressed: Buffer) =>
  uncompressed.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

const inr = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('renderInvoicePdf', () => {
  it('renders a Tamil Nadu invoice with CGST and SGST, amounts in ₹', async () => {
    const data = sample({ lineCount: 3, country: 'India', state: 'Tamil Nadu' });
    const pdf = await renderInvoicePdf(data);
    const plain = await renderInvoicePdf(data, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(plain.toString('latin1')).toContain('INV/26-27/00042'); // document title
    expect(pageCount(plain)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      'TAX INVOICE',
      'Resham Silks',
      'GSTIN: 33ABCDE1234F1Z5',
      'INV/26-27/00042',
      '01 Apr 2026',
      'Order No. #1042', // the short order number, not the uuid
      'Tamil Nadu (33)',
      'Priya Raman',
      'CGST',
      'SGST',
      'This is a computer-generated invoice.',
      'For Resham Silks',
      `Grand Total ${inr(data.totals.grandTotalPaise)}`,
      `Taxable Value ${inr(data.totals.taxablePaise)}`,
      `Total tax: ${inr(data.totals.taxPaise)}`,
      'Rate\n(₹)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Rs.');
    expect(text).not.toContain('IGST');
    expect(text.replace(/\s+/g, ' ').replace(/- /g, '-')).toContain(data.amountInWords); // words may wrap after a hyphen
  });

  it('prints Tamil and Hindi names, addresses and titles as written, and saves a picture of it', async () => {
    const data = sample({
      lineCount: 2,
      country: 'India',
      state: 'Tamil Nadu',
      buyer: 'கவிதா சுப்பிரமணியம்',
      address: '12, காந்தி சாலை, ஆர்.எஸ். புரம்',
      city: 'கோயம்புத்தூர்',
      titles: ['காஞ்சிபுரம் பட்டுப் புடவை (Kanchipuram silk)', 'प्रिया बनारसी साड़ी'],
    });
    const pdf = await renderInvoicePdf(data);
    const text = pdfText(pdf);
    for (const expected of [
      'கவிதா சுப்பிரமணியம்',
      '12, காந்தி சாலை, ஆர்.எஸ். புரம்', // ை and ் are drawn before/over their letters, read in order
      'கோயம்புத்தூர் - 641002',
      'காஞ்சிபுரம் பட்டுப் புடவை',
      'प्रिया बनारसी साड़ी', // ि is drawn before प्र
      `Grand Total ${inr(data.totals.grandTotalPaise)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('?');
    // The layout reading keeps each name on its own line, beside the same name in the other box.
    expect(pdfText(pdf, '-layout')).toMatch(/கவிதா சுப்பிரமணியம் {2,}கவிதா சுப்பிரமணியம்/);
    // The fonts are subset: only the glyphs used are embedded.
    expect(pdf.length).toBeLessThan(120_000);

    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const file = tempPdf(pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-singlefile',
      file,
      path.join(ARTIFACTS, 'invoice-tamil-name'),
    ]);
    const png = fs.readFileSync(path.join(ARTIFACTS, 'invoice-tamil-name.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it("prints a gift's recipient under Ship To and the buyer under Bill To", async () => {
    const data = sample({ lineCount: 1, country: 'India', state: 'Kerala', recipient: 'Meena Iyer' });
    const lines = pdfText(await renderInvoicePdf(data), '-layout')
      .split('\n')
      .filter((l) => l.trim());
    const header = lines.findIndex((l) => /BILL TO\s+SHIP TO/.test(l));
    expect(header, 'the Bill To / Ship To headings').toBeGreaterThanOrEqual(0);
    const names = lines[header + 1]!;
    // The names sit in their columns: the buyer under BILL TO, the recipient under SHIP TO.
    expect(names).toMatch(/^\s*Priya Raman\s+Meena Iyer\s*$/);
    expect(Math.abs(names.indexOf('Meena Iyer') - lines[header]!.indexOf('SHIP TO'))).toBeLessThanOrEqual(2);
    expect(Math.abs(names.indexOf('Priya Raman') - lines[header]!.indexOf('BILL TO'))).toBeLessThanOrEqual(2);
    // The delivery address is printed under both; the buyer's email only under Bill To.
    expect(lines[header + 2]).toMatch(/12, Gandhi Road, R\.S\. Puram\s+12, Gandhi Road, R\.S\. Puram/);
    expect(lines[header + 6]).toMatch(/Phone: 9876543210\s+Phone: 9876543210/);
    expect(lines[header + 7]).toMatch(/^\s*Email: priya@example\.com\s*$/);
  });

  it("prints a business buyer's name and GSTIN under Bill To only", async () => {
    const base = sample({ lineCount: 1, country: 'India', state: 'Maharashtra' });
    const data = {
      ...base,
      buyer: { ...base.buyer, gstin: '27AAPFU0939F1ZV', businessName: 'Mumbai Weaves LLP' },
    };
    const lines = pdfText(await renderInvoicePdf(data), '-layout')
      .split('\n')
      .filter((l) => l.trim());
    const header = lines.findIndex((l) => /BILL TO\s+SHIP TO/.test(l));
    expect(lines[header + 1]).toMatch(/^\s*Mumbai Weaves LLP\s+Priya Raman\s*$/);
    expect(lines[header + 2]).toMatch(/^\s*GSTIN: 27AAPFU0939F1ZV\s+12, Gandhi Road/);
    expect(lines.filter((l) => l.includes('GSTIN: 27AAPFU0939F1ZV'))).toHaveLength(1);
  });

  it('prints a Hindi buyer with an IGST invoice', async () => {
    const data = sample({ lineCount: 1, country: 'India', state: 'Maharashtra', buyer: 'प्रिया शर्मा' });
    const text = pdfText(await renderInvoicePdf(data));
    expect(text).toContain('प्रिया शर्मा');
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain(`IGST @ 5% ${inr(data.totals.igstPaise)}`);
  });

  it('renders a foreign order with IGST and shipping, flowing many lines onto more pages', async () => {
    const data = sample({ lineCount: 40, country: 'United States', state: 'California' });
    const pdf = await renderInvoicePdf(data);
    const plain = await renderInvoicePdf(data, { compress: false });
    expect(pageCount(plain)).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Shipping Charges ₹3,000.00');
    expect(text).toContain('Supply meant for export on payment of IGST.');
    // the table header is repeated on every page of the table
    expect(text.match(/Description/g)!.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('(continued)');
    expect(text).toContain(`Page 2 of ${pageCount(plain)}`);
    for (let n = 1; n <= 40; n++) expect(text).toContain(`no. ${n}`);
  });
});

describe('invoice fonts', () => {
  it('resolves every face from node_modules', () => {
    for (const faces of Object.values(invoiceFaces())) {
      for (const face of faces) {
        expect(face.file).toMatch(
          /node_modules[\\/]@fontsource[\\/]noto-sans(-tamil)?[\\/]files[\\/].+\.woff$/,
        );
        expect(fs.existsSync(face.file)).toBe(true);
      }
    }
  });

  it('sets each script in a face that covers it', () => {
    const runs = (text: string) => splitRuns(text, 'regular').map((r) => [r.face.subset, r.text]);
    expect(runs('Priya ₹2,400')).toEqual([
      ['latin', 'Priya '],
      ['latin-ext', '₹'],
      ['latin', '2,400'],
    ]);
    expect(runs('கவிதா (प्रिया)')).toEqual([
      ['tamil', 'கவிதா'],
      ['latin', ' ('],
      ['devanagari', 'प्रिया'],
      ['latin', ')'],
    ]);
    expect(runs('Ševčík')).toEqual([
      ['latin-ext', 'Š'],
      ['latin', 'ev'],
      ['latin-ext', 'č'],
      ['latin', 'ík'],
    ]);
    // Nothing covers an emoji: it prints as '?' rather than an empty box.
    expect(runs('saree 🎁')).toEqual([['latin', 'saree ?']]);
  });
});
