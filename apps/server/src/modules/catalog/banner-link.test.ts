import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@resham/shared';
import { uploadOne } from '../../../test/fixtures';
import { Client, describeOnPostgres, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';

// Issue 36: a banner may lead to a page of the shop (a collection, a product); only the shop's own pages.
describeOnPostgres('banner links', (backend) => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let desktop: string;
  let mobile: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
    guest = new Client(t.url);
    desktop = await uploadOne(admin, '#7a1f2b');
    mobile = await uploadOne(admin, '#c9a227');
  });
  afterAll(() => t.close());

  const add = (link?: unknown) =>
    admin.post('/api/common/feature/add', { imageDesktop: desktop, imageMobile: mobile, link });

  it('keeps the page a banner leads to, and answers it to every shopper; none is null', async () => {
    const collection = '/shop/listing?category=Kanchipuram+Silk+Sarees';
    const linked = await add(`  ${collection} `);
    expect(linked.status).toBe(201);
    expect(linked.body.data.link).toBe(collection);
    for (const none of [undefined, '', '   ', null]) expect((await add(none)).body.data.link).toBeNull();
    const listed = (await guest.get('/api/common/feature/get')).body.data as { link: string | null }[];
    expect(listed.map((b) => b.link)).toEqual([collection, null, null, null, null]);
  });

  it('refuses a link that leaves the shop or is not text, naming the field', async () => {
    for (const link of [
      'https://evil.example/sale',
      '//evil.example',
      'javascript:alert(1)',
      '/admin/orders',
      '/shop/../admin',
      '/shop/listing\u0000',
      `/shop/${'x'.repeat(1001)}`,
      42,
      { href: '/shop/home' },
    ]) {
      const res = await add(link);
      expect(res.status, String(link)).toBe(400);
      if (typeof link === 'string' && link.length < 100)
        expect(res.body.issues).toEqual([expect.objectContaining({ path: 'link' })]);
    }
    expect((await add('/shop/listing')).body.message).toBe(CATALOG_MESSAGES.bannerAdded);
  });
});
