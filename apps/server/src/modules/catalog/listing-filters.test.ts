// Issue 36, item 2: the listing and search narrowed by a saree's details and price (GST included),
// sorted newest (the default), popular and the rest; facets with their counts; bad values are 400s
// naming the parameter; an SQL-shaped value is only a value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_FILTER_LIMITS, LISTING_FILTER_MESSAGES as M } from '@resham/shared';
import { uploadOne } from '../../../test/fixtures';
import { shopperWithCart } from '../../../test/order-fixtures';
import { checkoutAndPay } from '../../../test/payment-helpers';
import { Client, describeEachDatabase, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';

const SAREES = 'Silk and Cotton Sarees';
const JEWELLERY = 'Terracotta Jewellery';

// Added in this order, so newest first is the reverse.
const CATALOGUE = [
  {
    title: 'Crimson Kanchipuram Saree',
    category: SAREES,
    shopperPrice: 21000,
    fabric: 'Silk',
    colour: 'Red',
    weave: 'Kanchipuram',
    occasion: ['wedding', 'festive'],
  },
  {
    title: 'Maroon Banarasi Saree',
    category: SAREES,
    shopperPrice: 15750,
    fabric: 'silk',
    colour: 'Maroon',
    weave: 'Banarasi',
    occasion: ['wedding'],
  },
  {
    title: 'Green Chanderi Saree',
    category: SAREES,
    shopperPrice: 4200,
    fabric: 'Cotton silk',
    colour: 'Green',
    weave: 'Chanderi',
    occasion: ['office', 'daily'],
  },
  {
    title: 'Beige Cotton Saree',
    category: SAREES,
    shopperPrice: 1575,
    fabric: 'Cotton',
    colour: 'Beige',
    occasion: ['daily'],
  },
  { title: 'Terracotta Jhumka Earrings', category: JEWELLERY, shopperPrice: 1575 },
];
const [crimson, maroon, green, beige, jhumka] = CATALOGUE.map((p) => p.title) as [
  string,
  string,
  string,
  string,
  string,
];
const NEWEST = [jhumka, beige, green, maroon, crimson];

describeEachDatabase('listing filters, sorts and facets (issue 36)', (backend) => {
  let t: TestApp;
  let guest: Client;
  let admin: Client;
  let image: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
    guest = new Client(t.url);
    image = await uploadOne(admin);
    for (const name of [SAREES, JEWELLERY]) await admin.post('/api/common/categories', { name });
    for (const p of CATALOGUE) {
      const res = await admin.post('/api/admin/products/add', {
        ...p,
        description: 'Handwoven in Tamil Nadu.',
        totalStock: 10,
        images: [image],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[p.title] = res.body.data._id;
    }
  });
  afterAll(() => t?.close());

  const titles = async (path: string) => {
    const res = await guest.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { title: string }[]).map((p) => p.title);
  };
  const listing = (qs: string) => titles(`/api/shop/products/get?${qs}`);

  it('lists newest first when no sort is named', async () => {
    expect(await listing('')).toEqual(NEWEST);
    expect(await listing('sortBy=newest')).toEqual(NEWEST);
    expect(await listing(`category=${encodeURIComponent(SAREES)}`)).toEqual(NEWEST.slice(1));
  });

  it('narrows by fabric, colour, weave and occasion: any of a list, letter case ignored', async () => {
    expect(await listing('fabric=SILK')).toEqual([maroon, crimson]);
    expect(await listing('fabric=silk,%20cotton%20')).toEqual([beige, maroon, crimson]);
    expect(await listing('colour=green,beige')).toEqual([beige, green]);
    expect(await listing('weave=Kanchipuram,banarasi&sortBy=price-lowtohigh')).toEqual([maroon, crimson]);
    expect(await listing('occasion=wedding')).toEqual([maroon, crimson]);
    expect(await listing('occasion=Daily,office')).toEqual([beige, green]);
    expect(await listing('fabric=silk&occasion=festive')).toEqual([crimson]);
    expect(await listing('fabric=linen')).toEqual([]);
  });

  it('narrows by price as shoppers read it, GST included, both ends inclusive', async () => {
    expect(await listing('priceMin=1575&priceMax=4200')).toEqual([jhumka, beige, green]);
    expect(await listing('priceMin=1575.01')).toEqual([green, maroon, crimson]);
    expect(await listing('priceMax=15750&sortBy=price-hightolow')).toEqual([maroon, green, beige, jhumka]);
    expect(await listing('priceMin=15750&priceMax=15750')).toEqual([maroon]);
    expect(await listing('priceMin=&priceMax=')).toEqual(NEWEST);
  });

  it('pages a narrowed listing with the true total', async () => {
    const res = await guest.get(
      `/api/shop/products/get?category=${encodeURIComponent(SAREES)}&fabric=silk&page=2&pageSize=1`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(res.body.data.map((p: { title: string }) => p.title)).toEqual([crimson]);
  });

  it('sorts popular by units sold in the last 30 days, then newest', async () => {
    const buy = async (title: string, quantity: number) => {
      const shopper = await shopperWithCart(t, ids[title]!, { quantity });
      const { verified } = await checkoutAndPay(shopper.client, shopper.user.id, shopper.addressId);
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    };
    await buy(green, 2);
    await buy(crimson, 1);
    expect(await listing('sortBy=popular')).toEqual([green, crimson, jhumka, beige, maroon]);
    expect(await listing('sortBy=popular&fabric=silk')).toEqual([crimson, maroon]);
    const paged = await guest.get('/api/shop/products/get?sortBy=popular&page=1&pageSize=2');
    expect(paged.body.data.map((p: { title: string }) => p.title)).toEqual([green, crimson]);
  });

  it('searches narrowed and sorted; without a sort, best match first', async () => {
    const search = (qs: string) => titles(`/api/shop/search/saree?${qs}`);
    expect(await search('fabric=silk&sortBy=price-lowtohigh')).toEqual([maroon, crimson]);
    expect(await search('priceMax=4200&sortBy=title-atoz')).toEqual([beige, green]);
    expect(await search('occasion=daily&sortBy=newest')).toEqual([beige, green]);
    expect(new Set(await search(''))).toEqual(new Set([crimson, maroon, green, beige]));
    const paged = await guest.get('/api/shop/search/saree?fabric=silk&page=1&pageSize=1&sortBy=title-ztoa');
    expect(paged.body).toMatchObject({ total: 2 });
    expect(paged.body.data[0].title).toBe(maroon);
  });

  describe('facets', () => {
    const facets = async (qs: string) => {
      const res = await guest.get(`/api/shop/products/facets?${qs}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.success).toBe(true);
      // Spellings differ only in case within a group; compare lower-cased.
      const out: Record<string, Record<string, number>> = {};
      for (const [name, counts] of Object.entries(
        res.body.data as Record<string, { value: string; count: number }[]>,
      ))
        out[name] = Object.fromEntries(counts.map((c) => [c.value.toLowerCase(), c.count]));
      return out;
    };

    it('answers each value present with how many products hold it', async () => {
      expect(await facets('')).toEqual({
        fabric: { silk: 2, 'cotton silk': 1, cotton: 1 },
        colour: { red: 1, maroon: 1, green: 1, beige: 1 },
        weave: { kanchipuram: 1, banarasi: 1, chanderi: 1 },
        occasion: { wedding: 2, daily: 2, festive: 1, office: 1 },
      });
      expect(await facets(`category=${encodeURIComponent(JEWELLERY)}`)).toEqual({
        fabric: {},
        colour: {},
        weave: {},
        occasion: {},
      });
    });

    it('counts each facet under every filter but its own', async () => {
      expect(await facets('fabric=silk')).toEqual({
        fabric: { silk: 2, 'cotton silk': 1, cotton: 1 },
        colour: { red: 1, maroon: 1 },
        weave: { kanchipuram: 1, banarasi: 1 },
        occasion: { wedding: 2, festive: 1 },
      });
      expect((await facets('occasion=daily&priceMin=2000')).fabric).toEqual({ 'cotton silk': 1 });
    });

    it('counts a search’s matches when given its keyword', async () => {
      expect((await facets('keyword=banarasi')).weave).toEqual({ banarasi: 1 });
      expect((await facets('keyword=ab')).fabric).toEqual({});
    });

    it('is answered in one shape: values then counts, commonest first', async () => {
      const res = await guest.get('/api/shop/products/facets');
      expect(res.body.data.fabric[0]).toEqual({ value: expect.stringMatching(/^silk$/i), count: 2 });
    });
  });

  describe('bad values are a 400 naming the parameter, on every route', () => {
    const tooMany = Array.from({ length: LISTING_FILTER_LIMITS.valuesMax + 1 }, (_, i) => `v${i}`).join(',');
    const cases: Array<[string, string]> = [
      [`fabric=${tooMany}`, M.list('fabric')],
      [`colour=${'x'.repeat(LISTING_FILTER_LIMITS.valueMax + 1)}`, M.list('colour')],
      ['weave=Kanchi%07puram', M.list('weave')],
      ['weave=Kanchi%00puram', 'NUL character'],
      ['occasion=picnic', M.occasion],
      ['priceMin=abc', M.price('priceMin')],
      ['priceMin=-5', M.price('priceMin')],
      ['priceMax=1e9', M.price('priceMax')],
      ['priceMax=99999999999999999999', M.price('priceMax')],
      ['priceMin=10.123', M.price('priceMin')],
      ['priceMin=10&priceMax=5', M.priceOrder],
      ['fabric=a&fabric=b', M.list('fabric')],
    ];
    for (const route of ['/api/shop/products/get', '/api/shop/search/saree', '/api/shop/products/facets'])
      it(route, async () => {
        for (const [qs, message] of cases) {
          const res = await guest.get(`${route}?${qs}`);
          expect(res.status, qs).toBe(400);
          expect(res.body.message, qs).toContain(message);
        }
        // Blanks and a trailing comma are only blanks.
        for (const qs of ['occasion=wedding,', 'fabric=,,&priceMin=%20', 'colour='])
          expect((await guest.get(`${route}?${qs}`)).status, qs).toBe(200);
        if (route !== '/api/shop/products/facets') {
          const sort = await guest.get(`${route}?sortBy=cheapest`);
          expect(sort.status).toBe(400);
          expect(sort.body.message).toContain('sortBy must be one of');
        }
      });
  });

  it('takes an SQL-shaped value as a value', async () => {
    expect(await listing(`fabric=${encodeURIComponent("' or 1=1 --")}`)).toEqual([]);
    expect(await listing(`colour=${encodeURIComponent("Red'); drop table products; --")}`)).toEqual([]);
    expect(await listing(`weave=${encodeURIComponent('%')}`)).toEqual([]);
    expect((await facets("fabric=' or 1=1 --")).colour).toEqual([]);
    expect(await listing('')).toEqual(NEWEST);
    async function facets(qs: string) {
      const res = await guest.get(`/api/shop/products/facets?${qs}`);
      expect(res.status).toBe(200);
      return res.body.data as Record<string, unknown[]>;
    }
  });

  it('keeps one cache entry for every spelling of the same filters', async () => {
    await guest.get('/api/shop/products/get?fabric=Silk,Cotton&occasion=wedding');
    const again = await guest.get('/api/shop/products/get?occasion=WEDDING&fabric=cotton,silk,silk');
    expect(again.headers.get('x-cache')).toBe('hit');
  });

  it('counts what products hold now: after an edit and a deletion', async () => {
    const fabricOf = async () => {
      const res = await guest.get(`/api/shop/products/facets?category=${encodeURIComponent(SAREES)}`);
      return Object.fromEntries(
        (res.body.data.fabric as { value: string; count: number }[]).map((c) => [
          c.value.toLowerCase(),
          c.count,
        ]),
      );
    };
    const beige = CATALOGUE[3]!;
    const edit = (over: Record<string, unknown>) =>
      admin.put(`/api/admin/products/edit/${ids[beige.title]}`, {
        ...beige,
        description: 'Handwoven in Tamil Nadu.',
        totalStock: 10,
        images: [image],
        ...over,
      });
    expect((await edit({ fabric: 'Linen' })).status).toBe(200);
    expect(await fabricOf()).toEqual({ silk: 2, 'cotton silk': 1, linen: 1 });
    expect((await admin.delete(`/api/admin/products/delete/${ids[maroon]}`)).status).toBe(200);
    expect(await fabricOf()).toEqual({ silk: 1, 'cotton silk': 1, linen: 1 });
  });
});
