import { sql } from 'drizzle-orm';
import { computeOrderSummary, unitTaxPaise, type OrderSummary } from '@resham/shared';
import type { Db } from '../src/db/client';
import type { AddressSnapshot } from '../src/db/schema';

/** A generated invoiced order: what was stored, and the checkout summary it was stored from. */
export interface GeneratedOrder {
  invoiceNumber: string;
  paidAt: Date;
  creditedAt: Date | null;
  orderStatus: 'delivered' | 'rejected';
  summary: OrderSummary;
  lines: { title: string; category: string; unitPricePaise: number; quantity: number }[];
  address: AddressSnapshot;
}

const PLACES: Omit<AddressSnapshot, 'addressId' | 'phone' | 'notes' | 'isGift' | 'giftMessage'>[] = [
  {
    address: '12, Gandhi Road',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    country: 'India',
    pincode: '641002',
  },
  { address: '4, MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001' },
  { address: '9, Linking Road', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400050' },
  { address: '3, Lodhi Road', city: 'New Delhi', state: 'Delhi', country: 'India', pincode: '110003' },
  { address: '77, Park Street', city: 'Kolkata', state: 'West Bengal', country: 'India', pincode: '700016' },
  { address: '1 Main St', city: 'Austin', state: 'Texas', country: 'United States', pincode: '787010' },
];
const B2B = [
  { gstin: '27AAPFU0939F1ZV', businessName: 'Mumbai Weaves LLP', place: 2 },
  { gstin: '29AAGCB7383J1Z4', businessName: 'Bengaluru Silk House', place: 1 },
];
const ITEMS = [
  {
    title: 'Kanchipuram Bridal Silk, temple border',
    category: 'Kanchipuram Silk Sarees',
    unitPricePaise: 99_999,
  },
  { title: 'Chettinad Cotton "Kandangi"', category: 'Cotton Sarees', unitPricePaise: 123_457 },
  { title: 'Terracotta Jhumkas', category: 'Terracotta Jewellery', unitPricePaise: 33_333 },
  { title: 'Kovai Kora Silk Cotton', category: 'Silk Cotton Sarees', unitPricePaise: 1 },
  { title: '=HYPERLINK("http://evil.example","Click")', category: 'Dupattas', unitPricePaise: 45_011 },
  { title: '+91 Linen, 2-in-1', category: 'Linen Sarees', unitPricePaise: 260_005 },
  { title: 'காஞ்சிப் பட்டு', category: 'Silk Sarees', unitPricePaise: 1_875_050 },
];

/** A small deterministic random sequence (the same orders every run). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * `count` invoiced orders written straight into the database the way checkout stores them (amounts from
 * computeOrderSummary, lines at the unit price and tax charged), paid at the instants `paidAt(i)` gives,
 * across states, exports, business buyers and awkward prices; every seventh is rejected (and credited at
 * `creditedAt(i)`). For tests and the bench.
 */
export async function insertGeneratedOrders(
  db: Db,
  opts: {
    userId: string;
    count: number;
    seed: number;
    prefix: string;
    sellerState: string;
    paidAt: (i: number) => Date;
    creditedAt: (i: number) => Date;
  },
): Promise<GeneratedOrder[]> {
  const rnd = random(opts.seed);
  const made: GeneratedOrder[] = [];
  for (let i = 0; i < opts.count; i++) {
    const b2b = i % 11 === 0 ? B2B[i % 2]! : null;
    const place = PLACES[b2b ? b2b.place : Math.floor(rnd() * PLACES.length)]!;
    const address: AddressSnapshot = {
      addressId: 'generated',
      ...place,
      phone: '9843012345',
      notes: '',
      isGift: false,
      giftMessage: '',
      recipientName: '',
      gstin: b2b?.gstin ?? '',
      businessName: b2b?.businessName ?? '',
    };
    const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => ({
      ...ITEMS[Math.floor(rnd() * ITEMS.length)]!,
      quantity: 1 + Math.floor(rnd() * 4),
    }));
    const summary = computeOrderSummary(lines, address, opts.sellerState);
    const rejected = i % 7 === 3;
    made.push({
      invoiceNumber: `${opts.prefix}/${String(i + 1).padStart(5, '0')}`,
      paidAt: opts.paidAt(i),
      creditedAt: rejected ? opts.creditedAt(i) : null,
      orderStatus: rejected ? 'rejected' : 'delivered',
      summary,
      lines,
      address,
    });
  }
  for (const o of made) {
    const rows = (await db.execute(sql`
      insert into orders (user_id, order_status, payment_status, subtotal_paise, tax_paise, shipping_paise, total_paise,
                          address_info, buyer_name, buyer_email, provider, invoice_number, paid_at, created_at, stock_reserved, credited_at,
                          credit_note_number)
      values (${opts.userId}, ${o.orderStatus}, ${o.orderStatus === 'rejected' ? 'refunded' : 'paid'}, ${o.summary.subtotalPaise},
              ${o.summary.taxPaise}, ${o.summary.shippingPaise}, ${o.summary.totalPaise}, ${JSON.stringify(o.address)}::jsonb,
              'Generated Buyer', 'generated@example.com', 'simulated', ${o.invoiceNumber}, ${o.paidAt.toISOString()},
              ${o.paidAt.toISOString()}, false, ${o.creditedAt?.toISOString() ?? null},
              ${o.creditedAt ? sql`resham_next_credit_note_number(${o.creditedAt.toISOString()}::timestamptz)` : null})
      returning id`)) as unknown as { rows: { id: string }[] };
    const id = rows.rows[0]!.id;
    for (const [i, l] of o.lines.entries()) {
      // Each line with its tax as charged, as order creation stores it.
      await db.execute(sql`
        insert into order_items (order_id, product_id, title, category, unit_price_paise, unit_tax_paise, quantity, tax_paise)
        values (${id}, gen_random_uuid(), ${l.title}, ${l.category}, ${l.unitPricePaise}, ${unitTaxPaise(l.unitPricePaise)}, ${l.quantity}, ${o.summary.lines[i]!.taxPaise})`);
    }
  }
  return made;
}
