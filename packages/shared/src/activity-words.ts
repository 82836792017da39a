import { formatPaise, formatRupees, paiseToRupees } from './money';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './order';

// The activity log in the shop's language (issue 35): each entry's stored before → after, described at
// read time (old entries read as well as new ones), one line per change, with names for ids, the
// admin screens' labels for statuses and ₹ for amounts.

/** What describing needs of an entry. */
export interface ActivityFacts {
  kind: string;
  subject: string;
  before: unknown;
  after: unknown;
}

/** Names of the ids an entry mentions (products, categories, subcategories), resolved by the server. */
export type ActivityNames = ReadonlyMap<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isEntityId = (s: unknown): s is string => typeof s === 'string' && UUID.test(s);

/** Kinds whose subject is a product, category or subcategory id (a name to look up). */
const SUBJECT_IS_ID = /^(product|category|subcategory)\./;

/** Every id an entry mentions whose name the server should look up: its subject, product lists, categories. */
export function activityIdsToName(e: ActivityFacts): string[] {
  const ids: string[] = [];
  if (SUBJECT_IS_ID.test(e.kind) && isEntityId(e.subject)) ids.push(e.subject);
  for (const side of [e.before, e.after]) {
    if (!isRecord(side)) continue;
    for (const key of ['productIds', 'categories', 'categoryIds'])
      if (Array.isArray(side[key])) ids.push(...(side[key] as unknown[]).filter(isEntityId));
    if (isEntityId(side.categoryId)) ids.push(side.categoryId);
  }
  return ids;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Field names as the owner's screens say them; any other is spelt out from its camelCase. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  name: 'Name',
  category: 'Category',
  categoryId: 'Category',
  subcategory: 'Subcategory',
  price: 'Price',
  salePrice: 'Sale price',
  sale_price: 'Sale price',
  totalStock: 'Stock',
  stock: 'Stock',
  description: 'Description',
  youtubeLink: 'YouTube link',
  youtube_link: 'YouTube link',
  images: 'Photos',
  hsn: 'HSN code',
  sku: 'SKU',
  productIds: 'Featured products',
  orderStatus: 'Status',
  paymentStatus: 'Payment',
  amountPaise: 'Amount',
  reason: 'Reason',
  lowStockThreshold: 'Low-stock alert',
  imageDesktop: 'Desktop image',
  imageMobile: 'Mobile image',
  alt: 'Description of the image',
  role: 'Role',
  passwordSet: 'Password set',
  twoFactor: 'Two-step sign-in',
  account: 'Account',
  created: 'Created',
  updated: 'Updated',
  code: 'Code',
  type: 'Type',
  value: 'Discount',
  minSubtotal: 'Minimum order',
  maxDiscount: 'Up to',
  startsAt: 'Starts',
  endsAt: 'Ends',
  maxUses: 'Most uses',
  oncePerShopper: 'Once per shopper',
  categories: 'Categories',
  active: 'Active',
  visible: 'Visibility',
  via: 'Through',
};

/** Lines in the order of FIELD_LABELS (a stored entry's JSON keeps no order of its own), others after. */
const FIELD_ORDER = new Map(Object.keys(FIELD_LABELS).map((k, i) => [k, i]));
const byFieldOrder = (a: string, b: string) =>
  (FIELD_ORDER.get(a) ?? FIELD_ORDER.size) - (FIELD_ORDER.get(b) ?? FIELD_ORDER.size);

const words = (key: string) =>
  FIELD_LABELS[key] ??
  key
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

const VIA: Record<string, string> = {
  import: 'the spreadsheet import',
  'set-up link': 'the first-run set-up link',
};
const ROLES: Record<string, string> = { admin: 'Admin', user: 'Customer' };
const TYPES: Record<string, string> = { percent: 'Percent off', flat: 'Amount off' };

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const EMPTY = '—';

/** Fields that hold rupees (a `…Paise` field holds paise). */
const RUPEE_FIELDS = new Set(['price', 'salePrice', 'sale_price', 'minSubtotal', 'maxDiscount']);

/** One value as the owner reads it, for the field `key` of an entry whose (normalised) fields are `side`. */
function valueInWords(key: string, v: unknown, side: Record<string, unknown>, names: ActivityNames): string {
  if (v === null || v === undefined || v === '') {
    if (key === 'lowStockThreshold') return 'the shop’s default';
    if (key === 'maxDiscount') return 'no cap';
    if (key === 'maxUses') return 'no limit';
    return EMPTY;
  }
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  // The import keeps its cells as the sheet shows them ('15000.00').
  if (RUPEE_FIELDS.has(key) && typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v))
    return formatRupees(Number(v));
  if (key === 'orderStatus' && typeof v === 'string')
    return ORDER_STATUS_LABELS[v as keyof typeof ORDER_STATUS_LABELS] ?? v;
  if (key === 'paymentStatus' && typeof v === 'string')
    return PAYMENT_STATUS_LABELS[v as keyof typeof PAYMENT_STATUS_LABELS] ?? v;
  if (key === 'role' && typeof v === 'string') return ROLES[v] ?? v;
  if (key === 'type' && typeof v === 'string') return TYPES[v] ?? v;
  if (key === 'via' && typeof v === 'string') return VIA[v] ?? v;
  if (typeof v === 'number') {
    if (key.endsWith('Paise')) return formatPaise(v);
    if (RUPEE_FIELDS.has(key)) return formatRupees(v);
    if (key === 'value') return side.type === 'percent' ? `${v} %` : formatRupees(v);
    if (key === 'lowStockThreshold' || key === 'totalStock') return `${v} ${v === 1 ? 'unit' : 'units'}`;
    return String(v);
  }
  if (Array.isArray(v)) {
    if (key === 'images') return `${v.length} ${v.length === 1 ? 'photo' : 'photos'}`;
    if (v.length === 0) return key === 'categories' ? 'every category' : 'none';
    return v.map((x) => (isEntityId(x) ? (names.get(x) ?? 'a deleted item') : String(x))).join(', ');
  }
  if (typeof v === 'string') {
    if (isEntityId(v)) return names.get(v) ?? 'a deleted item';
    if ((key === 'startsAt' || key === 'endsAt') && !Number.isNaN(Date.parse(v)))
      return when.format(new Date(v));
    return v;
  }
  return JSON.stringify(v);
}

/**
 * A discount code's entry kept the row before (paise, category ids) and the form after (rupees, the
 * category list): both in the form's terms, so only real changes show.
 */
function normaliseDiscount(side: Record<string, unknown>): Record<string, unknown> {
  if (!('minSubtotalPaise' in side)) return side;
  const { id: _id, minSubtotalPaise, maxDiscountPaise, categoryIds, value, ...rest } = side;
  const paise = (p: unknown) => (typeof p === 'number' ? paiseToRupees(p) : p);
  const date = (d: unknown) =>
    typeof d === 'string' && !Number.isNaN(Date.parse(d)) ? new Date(d).toISOString() : d;
  return {
    ...rest,
    value: rest.type === 'flat' ? paise(value) : value,
    minSubtotal: paise(minSubtotalPaise),
    maxDiscount: paise(maxDiscountPaise),
    categories: categoryIds,
    startsAt: date(rest.startsAt),
    endsAt: date(rest.endsAt),
  };
}

const sameValue = (a: unknown, b: unknown) => {
  const norm = (v: unknown) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))
      ? new Date(v).toISOString()
      : (v ?? null);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
};

/** Fields whose values are too long to quote: the line says they changed. */
const LONG_FIELDS = new Set(['description']);

/**
 * Each change of an entry as one line: 'Price: ₹15,000.00 → ₹16,000.00', 'Status: In Process →
 * Rejected', 'Amount: ₹1,732.50'. A field only after (a creation) or only before (a deletion) is one
 * value; a field unchanged between them is left out.
 */
export function describeActivityChanges(e: ActivityFacts, names: ActivityNames = new Map()): string[] {
  const discount = e.kind.startsWith('discount.');
  const before = isRecord(e.before) ? (discount ? normaliseDiscount(e.before) : e.before) : {};
  const after = isRecord(e.after) ? (discount ? normaliseDiscount(e.after) : e.after) : {};
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])]
    .filter((k) => k !== 'id' && k !== '_id')
    .sort(byFieldOrder);
  const lines: string[] = [];
  for (const key of keys) {
    const label = words(key);
    const was = key in before;
    const now = key in after;
    if (was && now) {
      if (sameValue(before[key], after[key])) continue;
      if (LONG_FIELDS.has(key)) {
        lines.push(`${label} changed`);
        continue;
      }
      lines.push(
        `${label}: ${valueInWords(key, before[key], before, names)} → ${valueInWords(key, after[key], after, names)}`,
      );
    } else {
      const side = now ? after : before;
      const value = valueInWords(key, side[key], side, names);
      lines.push(
        LONG_FIELDS.has(key) && value.length > 80 ? `${label}: ${value.slice(0, 80)}…` : `${label}: ${value}`,
      );
    }
  }
  return lines;
}

/** What an entry is about, in words: a product's or category's name, else the stored subject. */
export function activitySubjectInWords(e: ActivityFacts, names: ActivityNames = new Map()): string {
  if (SUBJECT_IS_ID.test(e.kind) && isEntityId(e.subject)) {
    const stored = [e.before, e.after].find((s) => isRecord(s) && typeof (s.title ?? s.name) === 'string') as
      Record<string, string> | undefined;
    return names.get(e.subject) ?? stored?.title ?? stored?.name ?? 'a deleted item';
  }
  if (e.kind.startsWith('order.')) return `Order ${e.subject}`;
  if (e.kind.startsWith('discount.')) return `Code ${e.subject}`;
  if (e.kind.startsWith('banner.')) {
    const side = [e.after, e.before].find(isRecord);
    return typeof side?.alt === 'string' && side.alt ? `Banner “${side.alt}”` : 'A banner';
  }
  if (e.kind.startsWith('review.')) {
    const side = [e.after, e.before].find((s) => isRecord(s) && 'product' in s) as
      Record<string, unknown> | undefined;
    return typeof side?.product === 'string' ? `A review of ${side.product}` : 'A review';
  }
  if (e.kind === 'featured.update') return 'Featured products on the home page';
  if (e.kind === 'import') return `File ${e.subject}`;
  return e.subject;
}
