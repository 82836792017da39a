import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, describeEachDatabase, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';
import { uploadOne } from '../../../test/fixtures';

// The trade's spellings (SEARCH_SYNONYMS in packages/shared): the database searches for the catalogue's.
describeEachDatabase('search synonyms and trade spellings', (backend) => {
  let t: TestApp;
  let guest: Client;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const admin = (await signInAdmin(t)).client;
    guest = new Client(t.url);
    const image = await uploadOne(admin);
    for (const name of ['Kanchipuram Silk Sarees', 'Tussar Silk Sarees', 'Cotton Sarees'])
      expect((await admin.post('/api/common/categories', { name })).status).toBe(201);
    const add = async (
      title: string,
      category: string,
      description = 'Handwoven, 5.5 m with blouse piece.',
    ) =>
      expect(
        (
          await admin.post('/api/admin/products/add', {
            title,
            description,
            category,
            subcategory: '',
            price: 9999,
            salePrice: 0,
            totalStock: 3,
            images: [image],
            youtubeLink: '',
          })
        ).status,
      ).toBe(201);
    await add('Crimson Kanchipuram Bridal Silk', 'Kanchipuram Silk Sarees');
    await add('Ghicha Tussar Silk Saree', 'Tussar Silk Sarees');
    await add('White Linen Jamdani Saree', 'Cotton Sarees');
    await add('Pen Kalamkari Cotton Saree', 'Cotton Sarees');
    await add('Chettinad Cotton Saree in Checks', 'Cotton Sarees', 'Handloom cotton, 5.5 m.');
  });
  afterAll(() => t?.close());

  const titles = async (keyword: string, query = '') => {
    const res = await guest.get(`/api/shop/search/${encodeURIComponent(keyword)}${query}`);
    expect(res.status).toBe(200);
    return (res.body.data as { title: string }[]).map((p) => p.title);
  };

  it.each([
    ['kanjeevaram', 'Crimson Kanchipuram Bridal Silk'],
    ['Conjeevaram', 'Crimson Kanchipuram Bridal Silk'],
    ['kanchivaram silk', 'Crimson Kanchipuram Bridal Silk'],
    ['KANJIVARAM bridal', 'Crimson Kanchipuram Bridal Silk'],
    ['tussore', 'Ghicha Tussar Silk Saree'],
    ['tusar silk', 'Ghicha Tussar Silk Saree'],
    ['jamdhani', 'White Linen Jamdani Saree'],
    ['kalamkaari', 'Pen Kalamkari Cotton Saree'],
  ])('"%s" finds %s', async (keyword, title) => {
    expect(await titles(keyword)).toEqual([title]);
  });

  it('sari finds every saree (titles and category names); a paged answer counts them in the database', async () => {
    expect((await titles('sari')).sort()).toEqual([
      'Chettinad Cotton Saree in Checks',
      'Crimson Kanchipuram Bridal Silk',
      'Ghicha Tussar Silk Saree',
      'Pen Kalamkari Cotton Saree',
      'White Linen Jamdani Saree',
    ]);
    const page = await guest.get('/api/shop/search/cotton%20sari?page=1&pageSize=2');
    expect(page.body.total).toBe(3);
    expect(page.body.data).toHaveLength(2);
  });

  it('keeps the search syntax around a replaced word, and still corrects misspellings', async () => {
    expect(await titles('"kanjeevaram bridal"')).toEqual(['Crimson Kanchipuram Bridal Silk']);
    expect((await titles('sari -cotton')).sort()).toEqual([
      'Crimson Kanchipuram Bridal Silk',
      'Ghicha Tussar Silk Saree',
    ]);
    expect(await titles('chettinadu')).toEqual(['Chettinad Cotton Saree in Checks']);
    expect(await titles('kalamkarri')).toEqual(['Pen Kalamkari Cotton Saree']);
  });

  it('Tamil words for the trade find what their English spellings find', async () => {
    expect(await titles('காஞ்சிபுரம்')).toEqual(await titles('kanchipuram'));
    expect(await titles('காஞ்சிபுரம் பட்டு')).toEqual(['Crimson Kanchipuram Bridal Silk']);
    expect((await titles('பருத்தி சேலை')).sort()).toEqual((await titles('cotton saree')).sort());
    expect(await titles('பருத்தி சேலை')).toHaveLength(3);
    expect(await titles('கைத்தறி')).toEqual(['Chettinad Cotton Saree in Checks']);
    expect(await titles('செட்டிநாடு')).toEqual(['Chettinad Cotton Saree in Checks']);
  });

  it('two spellings of one search are one answer, cached once', async () => {
    const first = await guest.get('/api/shop/search/Kanjeevaram%20bridal?page=1&pageSize=4');
    expect(first.headers.get('x-cache')).toBe('miss');
    const second = await guest.get('/api/shop/search/kanchipuram%20bridal?page=1&pageSize=4');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.body).toEqual(first.body);
  });

  it('hostile keywords are answered, never a 500', async () => {
    for (const kw of [
      "kanjeevaram' or 1=1 --",
      'sari\u0000',
      '{"kanjeevaram":1}',
      '((((',
      'k'.repeat(400),
      'கவிதா சேலை',
    ]) {
      const res = await guest.get(`/api/shop/search/${encodeURIComponent(kw)}`);
      expect(res.status, kw).toBeLessThan(500);
    }
    expect(await titles('xyzzy plugh')).toEqual([]);
  });
});
