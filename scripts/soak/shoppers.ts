// The simulated shoppers and the shop's admin: each action is a few requests through nginx, as the web
// app makes them. Browsing (home, listings with varied filters, sorts and pages, products and their
// photos, search with real and misspelt words), cart changes, checkout and payment through the
// simulated Razorpay (its window, webhooks, closed windows, retried verifications) and admin edits.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SORT_OPTIONS } from '@resham/shared';
import { hmacHex } from '../../apps/server/src/modules/payment/signature';
import { misspell, type Catalogue } from './catalogue';
import { Recorder, Session } from './recorder';

export interface Account {
  session: Session;
  userId: string;
  addressId: string;
  busy: boolean;
}

/** What the clients were told, for the checks at the end. */
export interface Ledger {
  /** Every order whose creation answered 2xx: its provider order and whether a verification said paid. */
  orders: Map<string, { providerOrderId: string; verifiedPaid: boolean }>;
  /** Stock the admin's answered edits added (or took) per product. */
  adminStockDelta: Map<string, number>;
  /** Products whose edit got no answer (applied or not, unknown): left out of the stock check. */
  uncertain: Set<string>;
  webhooks: number;
  uploads: { ok: number; refused: number };
}

export const newLedger = (): Ledger => ({
  orders: new Map(),
  adminStockDelta: new Map(),
  uncertain: new Set(),
  webhooks: 0,
  uploads: { ok: 0, refused: 0 },
});

const ADDRESS = {
  address: '12, Gandhi Road, RS Puram',
  country: 'India',
  state: 'Tamil Nadu',
  city: 'Coimbatore',
  pincode: '641002',
  phone: '9843012345',
  notes: '',
  isGift: false,
  giftMessage: '',
};

const SORTS = SORT_OPTIONS.map((o) => o.id);
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const q = encodeURIComponent;

/**
 * `n` signed-in shoppers, each with an address. The first few sign up and sign in through the API;
 * the rest are written straight into the database with a session each (as a sign-in writes it): on a
 * shared 2-core machine 680 password hashes took minutes, and the soak is about what comes after.
 */
export async function makeAccounts(
  base: string,
  databaseUrl: string,
  n: number,
  label: string,
): Promise<Account[]> {
  const quiet = new Recorder();
  const real = Math.min(n, 3);
  const made: { session: Session; userId: string }[] = [];
  for (let i = 0; i < real; i++) {
    const session = new Session(base, quiet);
    const email = `${label}.${i}.${Date.now()}@soak.example`;
    const reg = await session.post('setup', '/api/auth/register', {
      userName: `Shopper ${i}`,
      email,
      password: 'soak password 1',
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
    const login = await session.post('setup', '/api/auth/login', { email, password: 'soak password 1' });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    made.push({ session, userId: login.body.user.id as string });
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const emails = Array.from(
      { length: n - real },
      (_, i) => `${label}.${real + i}.${Date.now()}@soak.example`,
    );
    const users = await db.query<{ id: string }>(
      `insert into users (user_name, email, password_hash)
       select 'Shopper ' || ordinality, email, (select password_hash from users where id = $2)
       from unnest($1::text[]) with ordinality as email returning id`,
      [emails, made[0]!.userId],
    );
    const tokens = users.rows.map(() => randomBytes(32).toString('base64url'));
    await db.query(
      `insert into sessions (token_hash, user_id, expires_at)
       select encode(sha256(convert_to(t, 'UTF8')), 'hex'), u, now() + interval '7 days'
       from unnest($1::text[], $2::uuid[]) as x(t, u)`,
      [tokens, users.rows.map((r) => r.id)],
    );
    users.rows.forEach((r, i) => {
      const session = new Session(base, quiet);
      session.cookie = `resham_session=${tokens[i]}`;
      made.push({ session, userId: r.id });
    });
  } finally {
    await db.end();
  }
  const accounts: Account[] = [];
  let next = 0;
  const one = async () => {
    while (next < made.length) {
      const { session, userId } = made[next++]!;
      const address = await session.post('setup', '/api/shop/address/add', { ...ADDRESS, userId });
      if (address.status !== 201)
        throw new Error(`address: ${address.status} ${JSON.stringify(address.body)}`);
      accounts.push({ session, userId, addressId: address.body.data._id, busy: false });
    }
  };
  await Promise.all(Array.from({ length: 6 }, one));
  return accounts;
}

export class Shoppers {
  constructor(
    private readonly base: string,
    private readonly recorder: Recorder,
    private readonly catalogue: Catalogue,
    private readonly accounts: Account[],
    private readonly ledger: Ledger,
    private readonly webhookSecret: string,
  ) {}

  /** A guest's look at the shop: one page or API read, sometimes with the product's photo. */
  async browse() {
    const s = new Session(this.base, this.recorder);
    const r = Math.random();
    const { categories, all, words } = this.catalogue;
    const cat = pick(categories);
    const sub =
      Math.random() < 0.3 && cat.subcategories.length ? `&subcategory=${q(pick(cat.subcategories))}` : '';
    const sort = pick(SORTS);
    const page = Math.random() < 0.5;
    if (r < 0.1) {
      await s.get('home', Math.random() < 0.7 ? '/shop/home' : '/api/common/categories');
    } else if (r < 0.45) {
      if (page)
        await s.get(
          'listing',
          `/shop/listing?category=${q(cat.name)}${sub}&sortBy=${sort}${Math.random() < 0.3 ? `&page=${1 + Math.floor(Math.random() * 3)}` : ''}`,
        );
      else
        await s.get(
          'listing',
          `/api/shop/products/get?category=${q(cat.name)}${sub}&sortBy=${sort}&page=${1 + Math.floor(Math.random() * 8)}&pageSize=24`,
        );
    } else if (r < 0.75) {
      const id = pick(all);
      if (page) await s.get('product', `/shop/product/${id}`);
      else {
        const product = await s.get('product', `/api/shop/products/get/${id}`);
        const image = product.body?.data?.images?.[0];
        if (typeof image === 'string' && Math.random() < 0.5) await s.get('media', image);
      }
    } else {
      const word = Math.random() < 0.3 ? misspell(pick(words), Math.random()) : pick(words);
      if (page) await s.get('search', `/shop/search?keyword=${q(word)}`);
      else await s.get('search', `/api/shop/search/${q(word)}?page=1&pageSize=24`);
    }
  }

  private account(): Account | undefined {
    const free = this.accounts.filter((a) => !a.busy);
    const a = free.length ? pick(free) : undefined;
    if (a) a.busy = true;
    return a;
  }

  /** A signed-in shopper changes her cart: adds a product, changes a quantity or removes a line. */
  async cart() {
    const a = this.account();
    if (!a) return;
    try {
      const r = Math.random();
      if (r < 0.6) {
        await a.session.post('cart', '/api/shop/cart/add', {
          userId: a.userId,
          productId: pick(this.catalogue.buyable),
          quantity: 1,
        });
        return;
      }
      const cart = await a.session.get('cart', `/api/shop/cart/get/${a.userId}`);
      const items = cart.body?.data?.items as { productId: string }[] | undefined;
      if (!items?.length) return;
      const line = pick(items);
      if (r < 0.8)
        await a.session.post('cart', '/api/shop/cart/update-cart', {
          userId: a.userId,
          productId: line.productId,
          quantity: 2,
        });
      else await a.session.delete('cart', `/api/shop/cart/${a.userId}/${line.productId}`);
    } finally {
      a.busy = false;
    }
  }

  /** The gateway's webhook for a captured payment, signed as Razorpay signs it. */
  private webhook(paymentId: string, providerOrderId: string, amount: number) {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: paymentId, order_id: providerOrderId, amount, status: 'captured', currency: 'INR' },
        },
      },
    });
    this.ledger.webhooks++;
    return new Session(this.base, this.recorder).post('webhook', '/api/webhooks/razorpay', raw, {
      'x-razorpay-signature': hmacHex(this.webhookSecret, raw),
      'x-razorpay-event-id': `evt_${paymentId}`,
    });
  }

  /**
   * Checkout and payment: one product into the cart, the order, then the payment window as shoppers
   * use it: paid and verified (sometimes twice: a retry), paid with the window closed before the
   * verification (only the webhook tells the shop), both, or closed without paying (the hold runs out).
   */
  async checkout() {
    const a = this.account();
    if (!a) return;
    try {
      await a.session.post('cart', '/api/shop/cart/add', {
        userId: a.userId,
        productId: pick(this.catalogue.buyable),
        quantity: 1,
      });
      const created = await a.session.post('checkout', '/api/shop/order/create', {
        userId: a.userId,
        addressId: a.addressId,
      });
      if (created.status < 200 || created.status > 299) return;
      const orderId = created.body.orderId as string;
      const providerOrderId = created.body.razorpayOrder.id as string;
      const amount = created.body.razorpayOrder.amount as number;
      const entry = { providerOrderId, verifiedPaid: false };
      this.ledger.orders.set(orderId, entry);
      const r = Math.random();
      if (r < 0.12) return; // the window closed without paying
      const paid = await a.session.post('pay', '/api/payments/simulated/pay', { order_id: providerOrderId });
      if (paid.status !== 200) return;
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.body;
      const verify = async () => {
        const v = await a.session.post('pay', '/api/shop/order/verify-razorpay', {
          orderId,
          razorpay_order_id,
          razorpay_payment_id,
          razorpay_signature,
        });
        if (v.status === 200 && v.body.paymentStatus === 'paid') entry.verifiedPaid = true;
      };
      if (r < 0.3) await this.webhook(razorpay_payment_id, providerOrderId, amount);
      else if (r < 0.45)
        await Promise.all([verify(), this.webhook(razorpay_payment_id, providerOrderId, amount)]);
      else {
        await verify();
        if (r > 0.85) await verify(); // the shopper's retry after a slow answer
      }
    } finally {
      a.busy = false;
    }
  }
}
