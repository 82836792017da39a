import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MESSAGES as M } from '@resham/shared';
import { Client, describeEachDatabase, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';
import { uploadOne } from '../../../test/fixtures';

describeEachDatabase('catalogue API', (backend) => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let image: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
    guest = new Client(t.url);
    image = await uploadOne(admin);
    for (const name of ['Kanchipuram Silk Sarees', 'Cotton Sarees', 'Dupattas']) {
      const res = await admin.post('/api/common/categories', { name });
      ids[name] = res.body.data.id;
    }
    for (const [cat, name] of [
      ['Kanchipuram Silk Sarees', 'Bridal'],
      ['Kanchipuram Silk Sarees', 'Temple Border'],
      ['Cotton Sarees', 'Chettinad'],
    ] as const) {
      const res = await admin.post('/api/common/subcategories', { categoryId: ids[cat], name });
      ids[name] = res.body.data.id;
    }
  });
  afterAll(() => t.close());

  const product = (over: Record<string, unknown> = {}) => ({
    title: 'Crimson Kanchipuram Bridal Silk',
    description: 'Pure mulberry silk with gold zari korvai border. 5.5 m with blouse piece.',
    category: 'Kanchipuram Silk Sarees',
    subcategory: 'Bridal',
    price: 24999.5,
    salePrice: 0,
    totalStock: 5,
    images: [image],
    youtubeLink: '',
    ...over,
  });

  it('lists categories and subcategories publicly', async () => {
    const res = await guest.get('/api/common/categories');
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: { name: string }) => c.name)).toEqual([
      'Kanchipuram Silk Sarees',
      'Cotton Sarees',
      'Dupattas',
    ]);
    expect(res.body.subcategories).toContainEqual(
      expect.objectContaining({ name: 'Bridal', categoryId: ids['Kanchipuram Silk Sarees'] }),
    );
  });

  it('keeps category names trimmed, non-blank and unique case-insensitively', async () => {
    expect((await admin.post('/api/common/categories', { name: '   ' })).body.message).toBe(
      M.categoryNameRequired,
    );
    const dup = await admin.post('/api/common/categories', { name: '  cotton SAREES ' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(M.categoryExists);
    const trimmed = await admin.post('/api/common/categories', { name: '  Linen Sarees  ' });
    expect(trimmed.body.data.name).toBe('Linen Sarees');
    const subDup = await admin.post('/api/common/subcategories', {
      categoryId: ids['Kanchipuram Silk Sarees'],
      name: 'bridal',
    });
    expect(subDup.status).toBe(409);
    expect(subDup.body.message).toBe(M.subcategoryExists);
    // the same subcategory name under another parent is fine
    expect(
      (await admin.post('/api/common/subcategories', { categoryId: ids['Cotton Sarees'], name: 'Bridal' }))
        .status,
    ).toBe(201);
    const orphan = await admin.post('/api/common/subcategories', {
      categoryId: '00000000-0000-4000-8000-000000000000',
      name: 'X',
    });
    expect(orphan.status).toBe(404);
    expect(orphan.body.message).toBe(M.categoryNotFound);
    expect((await admin.post('/api/common/subcategories', { name: 'No parent' })).body.message).toBe(
      M.parentRequired,
    );
  });

  it('adds a product with money in rupees and reads it back in the shop', async () => {
    const res = await admin.post('/api/admin/products/add', product());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.productAdded);
    const id = res.body.data._id;
    const shop = await guest.get(`/api/shop/products/get/${id}`);
    expect(shop.status).toBe(200);
    expect(shop.body.data).toMatchObject({
      _id: id,
      title: 'Crimson Kanchipuram Bridal Silk',
      category: 'Kanchipuram Silk Sarees',
      subcategory: 'Bridal',
      price: 24999.5,
      salePrice: 0,
      totalStock: 5,
      averageReview: 0,
      images: [image],
      image,
      youtubeLink: null,
    });
  });

  it('refuses bad products with the rule that failed', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -5 }, M.priceInvalid],
      [{ price: 0 }, M.priceInvalid],
      [{ price: 'abc' }, M.priceInvalid],
      [{ salePrice: -1 }, M.salePriceInvalid],
      [{ price: 1000, salePrice: 1000 }, M.salePriceTooHigh],
      [{ totalStock: -1 }, M.stockInvalid],
      [{ totalStock: 2.5 }, M.stockInvalid],
      [{ title: '  ' }, M.titleRequired],
      [{ images: [] }, M.imagesRequired],
      [{ images: Array(11).fill(image) }, M.imagesTooMany],
      [{ images: ['https://evil.example/x.jpg'] }, M.imageNotOurs],
      [{ images: ['/media/0123456789abcdef0123456789abcdef-800.webp'] }, M.imageNotOurs],
      [{ youtubeLink: 'https://vimeo.com/123' }, M.youtubeInvalid],
      [{ youtubeLink: 'javascript:alert(1)//youtube.com/watch?v=abcdefghijk' }, M.youtubeInvalid],
      [{ category: 'Nope' }, M.categoryNotFound],
      [{ subcategory: 'Chettinad' }, M.subcategoryNotInCategory],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post('/api/admin/products/add', product(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
    ]) {
      const ok = await admin.post(
        '/api/admin/products/add',
        product({ title: `Video ${link}`, youtubeLink: link }),
      );
      expect(ok.status, link).toBe(201);
      await admin.delete(`/api/admin/products/delete/${ok.body.data._id}`);
    }
  });

  it('edits and deletes a product; unknown ids answer 404', async () => {
    const created = await admin.post('/api/admin/products/add', product({ title: 'Edit me' }));
    const id = created.body.data._id;
    const edited = await admin.put(
      `/api/admin/products/edit/${id}`,
      product({
        title: 'Edited',
        price: 3000,
        salePrice: 2500,
        category: 'Cotton Sarees',
        subcategory: 'Chettinad',
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Edited',
      price: 3000,
      salePrice: 2500,
      category: 'Cotton Sarees',
      subcategory: 'Chettinad',
    });
    expect((await admin.delete(`/api/admin/products/delete/${id}`)).status).toBe(200);
    expect((await guest.get(`/api/shop/products/get/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/products/delete/${id}`)).status).toBe(404);
    expect(
      (await admin.put('/api/admin/products/edit/00000000-0000-4000-8000-000000000000', product())).status,
    ).toBe(404);
    expect((await guest.get('/api/shop/products/get/not-a-uuid')).status).toBe(404);
  });

  it('filters by category and subcategory names and sorts, sale price counting as the price', async () => {
    const add = async (
      title: string,
      price: number,
      salePrice: number,
      category: string,
      subcategory: string | null,
    ) =>
      (
        await admin.post(
          '/api/admin/products/add',
          product({ title, price, salePrice, category, subcategory }),
        )
      ).body.data._id;
    await add('Aqua Cotton', 2000, 0, 'Cotton Sarees', 'Chettinad');
    await add('Beige Cotton', 3000, 1500, 'Cotton Sarees', null);
    await add('Zari Dupatta', 1800, 0, 'Dupattas', null);
    const titles = async (qs: string) =>
      (await guest.get(`/api/shop/products/get?${qs}`)).body.data.map((p: { title: string }) => p.title);

    expect(await titles('category=Cotton+Sarees&sortBy=price-lowtohigh')).toEqual([
      'Beige Cotton',
      'Aqua Cotton',
    ]);
    expect(await titles('category=Cotton+Sarees&sortBy=price-hightolow')).toEqual([
      'Aqua Cotton',
      'Beige Cotton',
    ]);
    expect(await titles('category=Cotton%20Sarees,Dupattas&sortBy=title-ztoa')).toEqual([
      'Zari Dupatta',
      'Beige Cotton',
      'Aqua Cotton',
    ]);
    expect(await titles('category=Cotton+Sarees&sortBy=title-atoz')).toEqual(['Aqua Cotton', 'Beige Cotton']);
    expect(await titles('category=Cotton+Sarees&subcategory=Chettinad')).toEqual(['Aqua Cotton']);
    // Newest first when no sort is named (issue 36); a sort the shop does not have is a 400 naming it.
    expect(await titles('category=cotton+sarees')).toEqual(['Beige Cotton', 'Aqua Cotton']);
    expect(await titles('category=cotton+sarees&sortBy=')).toEqual(['Beige Cotton', 'Aqua Cotton']);
    const nonsense = await guest.get('/api/shop/products/get?category=cotton+sarees&sortBy=nonsense');
    expect(nonsense.status).toBe(400);
    expect(nonsense.body.message).toContain('sortBy must be one of: newest, popular, price-lowtohigh');
    expect(await titles("category=' or 1=1 --")).toEqual([]);
  });

  it('renaming a category keeps its products; deleting a used one is refused', async () => {
    await admin.post(
      '/api/admin/products/add',
      product({ title: 'Linen Grey', category: 'Linen Sarees', subcategory: null }),
    );
    const cats = (await guest.get('/api/common/categories')).body.categories;
    const linen = cats.find((c: { name: string }) => c.name === 'Linen Sarees');
    const renamed = await admin.put(`/api/common/categories/${linen.id}`, { name: 'Pure Linen Sarees' });
    expect(renamed.body.data.name).toBe('Pure Linen Sarees');
    const listed = (await guest.get('/api/shop/products/get?category=Pure+Linen+Sarees')).body.data;
    expect(listed.map((p: { title: string }) => p.title)).toEqual(['Linen Grey']);
    expect(listed[0].category).toBe('Pure Linen Sarees');
    // A subcategory's new name reaches the listing and search answers too (the products' cards).
    expect(
      (await admin.put(`/api/common/subcategories/${ids['Chettinad']}`, { name: 'Chettinadu' })).status,
    ).toBe(200);
    const aqua = (await guest.get('/api/shop/products/get?category=Cotton+Sarees&subcategory=Chettinadu'))
      .body.data;
    expect(aqua.map((p: { title: string; subcategory: string }) => [p.title, p.subcategory])).toEqual([
      ['Aqua Cotton', 'Chettinadu'],
    ]);
    expect(
      (await admin.put(`/api/common/subcategories/${ids['Chettinad']}`, { name: 'Chettinad' })).status,
    ).toBe(200);

    const refused = await admin.delete(`/api/common/categories/${linen.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.categoryInUse(1));
    const refusedSub = await admin.delete(`/api/common/subcategories/${ids['Bridal']}`);
    expect(refusedSub.status).toBe(409);

    await admin.delete(`/api/admin/products/delete/${listed[0]._id}`);
    expect((await admin.delete(`/api/common/categories/${linen.id}`)).status).toBe(200);
    expect(
      (await guest.get('/api/common/categories')).body.categories.map((c: { name: string }) => c.name),
    ).not.toContain('Pure Linen Sarees');
  });

  it('searches by full text and tolerates misspellings; short or hostile keywords are harmless', async () => {
    const names = async (kw: string) => {
      const res = await guest.get(`/api/shop/search/${encodeURIComponent(kw)}`);
      expect(res.status, kw).toBe(200);
      return res.body.data.map((p: { title: string }) => p.title) as string[];
    };
    expect(await names('Kanchipurm')).toContain('Crimson Kanchipuram Bridal Silk');
    expect(await names('zari border')).toContain('Crimson Kanchipuram Bridal Silk');
    expect(await names('chettinad')).toContain('Aqua Cotton');
    expect(await names('dupatta')).toContain('Zari Dupatta');
    expect((await names('silk')).length).toBeGreaterThan(1);
    expect(await names('abc')).toEqual([]);
    expect(await names('   silk   ').then((r) => r.length)).toBeGreaterThan(0);
    for (const hostile of ["'; drop table products; --", '.*', '(a+)+$', '%%%%', '\\\\', 'silk & | ! :*']) {
      await names(hostile);
    }
    expect((await guest.get('/api/shop/products/get')).body.data.length).toBeGreaterThan(0);
  });

  it('corrects misspelt words against the titles, a renamed title included', async () => {
    const names = async (kw: string) =>
      (await guest.get(`/api/shop/search/${encodeURIComponent(kw)}`)).body.data.map(
        (p: { title: string }) => p.title,
      ) as string[];
    expect(await names('kanchipurm silkk')).toContain('Crimson Kanchipuram Bridal Silk');
    const created = await admin.post('/api/admin/products/add', product({ title: 'Plain Gift' }));
    const id = created.body.data._id as string;
    expect(await names('mangalagri')).toEqual([]);
    const renamed = await admin.put(
      `/api/admin/products/edit/${id}`,
      product({ title: 'Mangalagiri Handloom' }),
    );
    expect(renamed.status).toBe(200);
    expect(await names('mangalagiir')).toEqual(['Mangalagiri Handloom']);
    expect(await names('mangalagiri')).toEqual(['Mangalagiri Handloom']);
    await admin.delete(`/api/admin/products/delete/${id}`);
    expect(await names('mangalgiri handlom')).toEqual([]);
  });

  it('adds and deletes banners; both images are required', async () => {
    const mobile = await uploadOne(admin, '#224466');
    expect((await admin.post('/api/common/feature/add', { imageMobile: mobile })).body.message).toBe(
      M.desktopImageRequired,
    );
    expect((await admin.post('/api/common/feature/add', { imageDesktop: image })).body.message).toBe(
      M.mobileImageRequired,
    );
    expect(
      (await admin.post('/api/common/feature/add', { imageDesktop: '', imageMobile: mobile })).body.message,
    ).toBe(M.desktopImageRequired);
    const added = await admin.post('/api/common/feature/add', {
      imageDesktop: image,
      imageMobile: mobile,
      alt: 'Wedding silks',
    });
    expect(added.status).toBe(201);
    const listed = await guest.get('/api/common/feature/get');
    expect(listed.body.data).toEqual([
      {
        _id: added.body.data._id,
        id: added.body.data._id,
        imageDesktop: image,
        imageMobile: mobile,
        alt: 'Wedding silks',
        link: null,
        placeholderDesktop: expect.stringMatching(/^data:image\/webp;base64,/),
        placeholderMobile: expect.stringMatching(/^data:image\/webp;base64,/),
      },
    ]);
    expect((await admin.delete(`/api/common/feature/delete/${added.body.data._id}`)).status).toBe(200);
    expect((await guest.get('/api/common/feature/get')).body.data).toEqual([]);
  });
});
