import { computeOrderSummary, unitTaxPaise } from '@resham/shared';
import { describe, expect, it } from 'vitest';
import type { AddressSnapshot } from '../../db/schema';
import { buildInvoiceData, InvoiceMismatchError, type InvoiceItem, type InvoiceOrder } from './invoice-data';

const seller = {
  name: 'Resham Silks',
  address: '24, Raja Street, Town Hall, Coimbatore, Tamil Nadu 641001, India',
  state: 'Tamil Nadu',
  gstin: '33ABCDE1234F1Z5',
  phone: '+91 98430 12345',
  email: 'hello@resham.example',
};
const buyer = { userName: 'Priya Raman', email: 'priya@example.com' };

function address(country: string, state: string): AddressSnapshot {
  return {
    addressId: 'a1',
    address: '12, Gandhi Road',
    city: 'Coimbatore',
    state,
    country,
    pincode: '641002',
    phone: '9876543210',
    notes: '',
    isGift: false,
    giftMessage: '',
  };
}

function item(title: string, category: string, unitPricePaise: number, quantity: number): InvoiceItem {
  return { title, category, unitPricePaise, unitTaxPaise: unitTaxPaise(unitPricePaise), quantity };
}

/** An order stored the way order creation stores it: amounts from computeOrderSummary. */
function order(items: InvoiceItem[], addr: AddressSnapshot): InvoiceOrder {
  const s = computeOrderSummary(items, addr, seller.state);
  return {
    id: '3f1c2b9a-1111-4222-8333-444455556666',
    orderNumber: 1042,
    invoiceNumber: 'INV/26-27/00042',
    paidAt: new Date('2026-03-31T20:00:00Z'),
    createdAt: new Date('2026-03-31T19:45:00Z'),
    subtotalPaise: s.subtotalPaise,
    taxPaise: s.taxPaise,
    shippingPaise: s.shippingPaise!,
    totalPaise: s.totalPaise!,
    addressInfo: addr,
  };
}

/** The lines as order creation stores them: each with its share of the tax as charged (computeOrderSummary). */
function asStored(items: InvoiceItem[], o: InvoiceOrder): InvoiceItem[] {
  const s = computeOrderSummary(items, o.addressInfo, seller.state);
  return items.map((it, i) => ({ ...it, taxPaise: s.lines[i]!.taxPaise }));
}

const awkward = [
  item('Kanchipuram Bridal Silk Saree with Temple Border', 'Kanchipuram Silk Sarees', 99_999, 3),
  item('Chettinad Cotton Saree', 'Cotton Sarees', 123_457, 7),
  item('Terracotta Jhumkas', 'Terracotta Jewellery', 33_333, 1),
  item('Kovai Kora Silk Cotton', 'Silk Cotton Sarees', 1, 2),
];

describe('buildInvoiceData', () => {
  it('splits the tax into CGST and SGST for Tamil Nadu, to the paisa', () => {
    const o = order(awkward, address('India', 'tamilnadu'));
    const data = buildInvoiceData(o, asStored(awkward, o), buyer, seller);
    expect(data.taxKind).toBe('cgst-sgst');
    expect(data.placeOfSupply).toBe('Tamil Nadu (33)');
    expect(data.buyer.stateCode).toBe('33');
    expect(data.seller.stateCode).toBe('33');
    expect(data.invoiceNumber).toBe('INV/26-27/00042');
    expect(data.invoiceDate).toBe('01 Apr 2026');
    expect(data.orderDate).toBe('01 Apr 2026');
    expect(data.rates).toEqual({ cgst: 2.5, sgst: 2.5, igst: 5 });

    const [first, second, , tiny] = data.lines;
    // ₹999.99 × 3: tax ₹50.00 a unit → ₹150.00, split 75.00 + 75.00
    expect(first).toMatchObject({
      index: 1,
      hsn: '5007',
      quantity: 3,
      unitPricePaise: 99_999,
      taxablePaise: 299_997,
      cgstPaise: 7_500,
      sgstPaise: 7_500,
      igstPaise: 0,
      totalPaise: 314_997,
    });
    // ₹1,234.57 × 7: tax ₹61.73 a unit → ₹432.11, charged as CGST 216.05 + SGST 216.05 (equal, never
    // halves of an odd figure)
    expect(second).toMatchObject({
      hsn: '5208',
      taxablePaise: 864_199,
      cgstPaise: 21_605,
      sgstPaise: 21_605,
      totalPaise: 864_199 + 43_210,
    });
    // ₹333.33: tax ₹16.67 → CGST 8.33 + SGST 8.33
    expect(data.lines[2]).toMatchObject({ cgstPaise: 833, sgstPaise: 833 });
    expect(tiny).toMatchObject({ hsn: '5212', taxablePaise: 2, cgstPaise: 0, sgstPaise: 0, totalPaise: 2 });
    expect(data.lines[2]!.hsn).toBe('7117');

    const t = data.totals;
    // The invoice's taxable value is the order's Subtotal (before tax), as the checkout showed it.
    expect(t.taxablePaise).toBe(o.subtotalPaise);
    expect(t.taxablePaise).toBe(299_997 + 864_199 + 33_333 + 2);
    expect(t.taxPaise).toBe(o.taxPaise);
    expect(t.igstPaise).toBe(0);
    expect(t.shippingPaise).toBe(0);
    expect(t.grandTotalPaise).toBe(o.totalPaise);
    expect(t.cgstPaise).toBe(t.sgstPaise);
    expect(t.grandTotalPaise).toBe(1_257_407);
    expect(data.amountInWords).toBe('Rupees Twelve Thousand Five Hundred Seventy-Four and Seven Paise Only');
  });

  it('charges IGST for Karnataka', () => {
    const items = [item('Mysore Silk', 'Silk Sarees', 1_234_500, 1)];
    const o = order(items, address('INDIA', 'Karnataka'));
    const data = buildInvoiceData(o, asStored(items, o), buyer, seller);
    expect(data.taxKind).toBe('igst');
    expect(data.placeOfSupply).toBe('Karnataka (29)');
    expect(data.lines[0]).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 61_725,
      totalPaise: 1_296_225,
    });
    expect(data.totals).toEqual({
      grossPaise: 1_234_500,
      discountPaise: 0,
      taxablePaise: 1_234_500,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 61_725,
      taxPaise: 61_725,
      shippingPaise: 0,
      grandTotalPaise: 1_296_225,
    });
    expect(data.amountInWords).toBe(
      'Rupees Twelve Thousand Nine Hundred Sixty-Two and Twenty-Five Paise Only',
    );
    expect(data.isExport).toBe(false);
  });

  it('charges IGST and ₹3000 shipping for a foreign order', () => {
    const o = order(awkward, address('United States', 'California'));
    const data = buildInvoiceData(o, asStored(awkward, o), buyer, seller);
    expect(data.taxKind).toBe('igst');
    expect(data.isExport).toBe(true);
    expect(data.buyer.stateCode).toBe('96');
    expect(data.placeOfSupply).toBe('Outside India - United States (96)');
    expect(data.totals.shippingPaise).toBe(300_000);
    expect(data.totals.cgstPaise + data.totals.sgstPaise).toBe(0);
    expect(data.totals.igstPaise).toBe(o.taxPaise);
    expect(data.totals.grandTotalPaise).toBe(o.totalPaise);
    expect(data.totals.grandTotalPaise).toBe(o.subtotalPaise + o.taxPaise + 300_000);
  });

  it('prints the buyer and address, and uses configured HSN codes', () => {
    const items = [item('Hand-painted Dupatta', 'Dupattas', 150_000, 2)];
    const o = order(items, address('India', ' TAMIL  NADU '));
    const data = buildInvoiceData(o, asStored(items, o), buyer, seller, '{"dupattas":"6117"}');
    expect(data.lines[0]!.hsn).toBe('6117');
    expect(data.buyer).toEqual({
      name: 'Priya Raman',
      email: 'priya@example.com',
      phone: '9876543210',
      addressLines: ['12, Gandhi Road', 'Coimbatore - 641002', 'TAMIL  NADU, India'],
      shipToName: 'Priya Raman',
      state: 'TAMIL  NADU',
      stateCode: '33',
      country: 'India',
      gstin: '',
      businessName: '',
    });
    expect(data.placeOfSupply).toBe('Tamil Nadu (33)');
  });

  it('ships a gift to its recipient, the buyer stays the one billed', () => {
    const items = [item('Hand-painted Dupatta', 'Dupattas', 150_000, 1)];
    const gift = {
      ...address('India', 'Kerala'),
      isGift: true,
      giftMessage: 'Onam wishes',
      recipientName: 'Meena Iyer',
    };
    const data = buildInvoiceData(order(items, gift), items, buyer, seller);
    expect(data.buyer).toMatchObject({ name: 'Priya Raman', shipToName: 'Meena Iyer' });
    // An order stored before recipients were recorded, or not a gift: the buyer on both.
    const { recipientName: _none, ...older } = gift;
    expect(buildInvoiceData(order(items, older), items, buyer, seller).buyer.shipToName).toBe('Priya Raman');
    const notGift = { ...gift, isGift: false };
    expect(buildInvoiceData(order(items, notGift), items, buyer, seller).buyer.shipToName).toBe(
      'Priya Raman',
    );
  });

  it('keeps totals exact for many awkward prices', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const items = Array.from({ length: (seed % 6) + 1 }, (_, i) =>
        item(
          `Saree ${i}`,
          'Cotton Sarees',
          ((seed * 7919 + i * 104_729) % 2_500_000) + 1,
          ((seed + i) % 9) + 1,
        ),
      );
      const addr =
        seed % 3 === 0
          ? address('India', 'Tamil Nadu')
          : seed % 3 === 1
            ? address('India', 'Kerala')
            : address('Japan', 'Tokyo');
      const o = order(items, addr);
      const data = buildInvoiceData(o, asStored(items, o), buyer, seller);
      expect(data.totals.grandTotalPaise).toBe(o.totalPaise);
      expect(data.totals.taxablePaise).toBe(o.subtotalPaise);
      expect(data.totals.taxPaise).toBe(o.taxPaise);
    }
  });

  it('prints an order stored before spec §9 (tax-inclusive subtotal) with the same figures', () => {
    const items = [item('Saree', 'Cotton Sarees', 240_000, 1)];
    const o = order(items, address('India', 'Tamil Nadu'));
    expect(o).toMatchObject({ subtotalPaise: 240_000, taxPaise: 12_000, totalPaise: 252_000 });
    const legacy = { ...o, subtotalPaise: 252_000 };
    expect(buildInvoiceData(legacy, asStored(items, o), buyer, seller).totals).toEqual(
      buildInvoiceData(o, asStored(items, o), buyer, seller).totals,
    );
  });

  it('prints an order charged before CGST and SGST were computed equal with the figures it was charged', () => {
    // ₹7,250.50 in Tamil Nadu was charged ₹362.53 (an odd figure): its invoice still adds up.
    const items = [item('Gadwal Silk', 'Silk Sarees', 725_050, 1)];
    const o = { ...order(items, address('India', 'Tamil Nadu')), taxPaise: 36_253, totalPaise: 761_303 };
    expect(buildInvoiceData(o, items, buyer, seller).totals).toMatchObject({
      cgstPaise: 18_126,
      sgstPaise: 18_127,
      grandTotalPaise: 761_303,
    });
    // Charged today: CGST and SGST ₹181.26 each.
    const now = order(items, address('India', 'Tamil Nadu'));
    expect(buildInvoiceData(now, asStored(items, now), buyer, seller).totals).toMatchObject({
      cgstPaise: 18_126,
      sgstPaise: 18_126,
      grandTotalPaise: 761_302,
    });
  });

  it('refuses to print an invoice that would not match the order', () => {
    const items = [item('Saree', 'Cotton Sarees', 100_000, 1)];
    const o = order(items, address('India', 'Tamil Nadu'));
    expect(() =>
      buildInvoiceData({ ...o, totalPaise: o.totalPaise + 1 }, asStored(items, o), buyer, seller),
    ).toThrow(InvoiceMismatchError);
    expect(() =>
      buildInvoiceData({ ...o, subtotalPaise: o.subtotalPaise - 1 }, asStored(items, o), buyer, seller),
    ).toThrow(InvoiceMismatchError);
    expect(() => buildInvoiceData(o, [...items, items[0]!], buyer, seller)).toThrow(InvoiceMismatchError);
    expect(() => buildInvoiceData({ ...o, invoiceNumber: null }, asStored(items, o), buyer, seller)).toThrow(
      /no invoice number/,
    );
  });
});
