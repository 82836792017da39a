import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as A } from '@resham/shared';
import {
  Client,
  describeOnPostgres,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { TN_ADDRESS } from '../../../test/catalog-fixtures';

describeOnPostgres('address book API', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('normalises before storing and returns the stored address', async () => {
    const { client, user } = await signUpCustomer(t);
    const res = await client.post('/api/shop/address/add', {
      ...TN_ADDRESS,
      userId: user.id,
      phone: '+91 98430-12345',
      pincode: '641 002',
      state: 'tamil nadu',
      city: 'coimbatore',
      notes: undefined,
      isGift: 'true',
      giftMessage: 'Happy Deepavali, Amma!',
      recipientName: ' Lakshmi  Raman ',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(A.added);
    expect(res.body.data).toMatchObject({
      userId: user.id,
      phone: '9843012345',
      pincode: '641002',
      state: 'Tamil Nadu',
      city: 'Coimbatore',
      country: 'India',
      notes: '',
      isGift: true,
      giftMessage: 'Happy Deepavali, Amma!',
      recipientName: 'Lakshmi Raman',
    });
    expect((await client.get(`/api/shop/address/get/${user.id}`)).body.data).toEqual([
      { ...res.body.data, lastUsed: false },
    ]);
  });

  it('applies every rule with the spec messages', async () => {
    const { client, user } = await signUpCustomer(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ pincode: '64100' }, A.pincode],
      [{ pincode: 'abcdef' }, A.pincode],
      [{ phone: '98430' }, A.phone],
      [{ phone: '+91 98430-12345 ext 9' }, A.phone],
      [{ phone: '98430 123456' }, A.phone],
      [{ phone: '5843012345' }, A.indianMobile],
      [{ phone: '+91 08430 12345' }, A.indianMobile],
      // India spelt as its code is still India once the country is looked up.
      [{ country: 'IN', phone: '5843012345' }, A.indianMobile],
      [{ isGift: true, giftMessage: 'For Amma', recipientName: '  ' }, A.recipientNameRequired],
      [{ isGift: true, giftMessage: 'For Amma' }, A.recipientNameRequired],
      [{ isGift: true, giftMessage: 'For Amma', recipientName: 'a'.repeat(101) }, A.recipientNameTooLong],
      [{ address: '   ' }, A.addressRequired],
      [{ country: '' }, A.countryRequired],
      [{ isGift: true, giftMessage: '  ' }, A.giftMessageRequired],
      [{ state: '' }, A.stateRequired],
      [{ state: 'Atlantis' }, A.stateRequired],
      [{ city: '' }, A.cityRequired],
      [{ country: 'Narnia' }, A.unknownCountry],
    ];
    for (const [over, message] of cases) {
      const res = await client.post('/api/shop/address/add', { ...TN_ADDRESS, userId: user.id, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
    // A country without states needs neither state nor city
    const aruba = await client.post('/api/shop/address/add', {
      ...TN_ADDRESS,
      userId: user.id,
      country: 'Aruba',
      state: '',
      city: '',
    });
    expect(aruba.status, JSON.stringify(aruba.body)).toBe(201);
  });

  it('stores an Indian number however it was typed as its 10 digits, on add and on update', async () => {
    const { client, user } = await signUpCustomer(t);
    const typed = ['+91 98430 12345', '098430 12345', '98430-12345', '91 9843012345'];
    const first = await client.post('/api/shop/address/add', {
      ...TN_ADDRESS,
      userId: user.id,
      phone: typed[0],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.phone).toBe('9843012345');
    const id = first.body.data._id as string;
    for (const phone of typed) {
      const res = await client.put(`/api/shop/address/update/${user.id}/${id}`, {
        ...TN_ADDRESS,
        userId: user.id,
        phone,
      });
      expect(res.status, phone).toBe(200);
      expect(res.body.data.phone, phone).toBe('9843012345');
    }
    const stored = (await client.get(`/api/shop/address/get/${user.id}`)).body.data;
    expect(stored.map((a: { phone: string }) => a.phone)).toEqual(['9843012345']);
    // A 10-digit number that begins with 91 is a number of its own; a foreign one keeps the 10-digit rule.
    const kept = await client.put(`/api/shop/address/update/${user.id}/${id}`, {
      ...TN_ADDRESS,
      userId: user.id,
      phone: '91984 30123',
    });
    expect(kept.body.data?.phone).toBe('9198430123');
    const bad = await client.put(`/api/shop/address/update/${user.id}/${id}`, {
      ...TN_ADDRESS,
      userId: user.id,
      phone: '+91 58430 12345',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual({ path: 'phone', message: A.indianMobile });
  });

  it("keeps a gift's recipient with the address and drops it when the address stops being a gift", async () => {
    const { client, user } = await signUpCustomer(t);
    const gift = { ...TN_ADDRESS, userId: user.id, isGift: true, giftMessage: 'Happy Onam!' };
    const added = await client.post('/api/shop/address/add', { ...gift, recipientName: 'Meena Iyer' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ isGift: true, recipientName: 'Meena Iyer' });
    const id = added.body.data._id as string;
    const renamed = await client.put(`/api/shop/address/update/${user.id}/${id}`, {
      ...gift,
      recipientName: 'Meena S. Iyer',
    });
    expect(renamed.body.data.recipientName).toBe('Meena S. Iyer');
    const missing = await client.put(`/api/shop/address/update/${user.id}/${id}`, gift);
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toContainEqual({ path: 'recipientName', message: A.recipientNameRequired });
    const nul = await client.put(`/api/shop/address/update/${user.id}/${id}`, {
      ...gift,
      recipientName: 'Meena\u0000Iyer',
    });
    expect(nul.status).toBe(400);
    const notGift = await client.put(`/api/shop/address/update/${user.id}/${id}`, {
      ...TN_ADDRESS,
      userId: user.id,
      recipientName: 'Meena Iyer',
    });
    expect(notGift.body.data).toMatchObject({ isGift: false, giftMessage: '', recipientName: '' });
    const list = (await client.get(`/api/shop/address/get/${user.id}`)).body.data;
    expect(list).toEqual([{ ...notGift.body.data, lastUsed: false }]);
  });

  it('refuses a pincode of another state with a clear 400, on add and on update, however India is written', async () => {
    const { client, user } = await signUpCustomer(t);
    const kerala = 'Pincode 641001 is in Tamil Nadu, not Kerala. Please check the pincode or the state.';
    const cases: Record<string, unknown>[] = [
      { state: 'Kerala', city: 'Ernakulam', pincode: '641001' },
      // 'IN' and a lower-case state pass the form's rule; the server checks again once they are canonical.
      { country: 'IN', state: 'kerala', city: 'ernakulam', pincode: '641 001' },
    ];
    for (const over of cases) {
      const res = await client.post('/api/shop/address/add', { ...TN_ADDRESS, userId: user.id, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(kerala);
      expect(res.body.issues, JSON.stringify(over)).toContainEqual({ path: 'pincode', message: kerala });
    }
    const unknown = await client.post('/api/shop/address/add', {
      ...TN_ADDRESS,
      userId: user.id,
      pincode: '990001',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^Pincode 990001 is not a pincode of Tamil Nadu/);
    expect((await client.get(`/api/shop/address/get/${user.id}`)).body.data).toEqual([]);

    const right = await client.post('/api/shop/address/add', {
      ...TN_ADDRESS,
      userId: user.id,
      state: 'Kerala',
      city: 'Ernakulam',
      pincode: '682031',
    });
    expect(right.status, JSON.stringify(right.body)).toBe(201);
    const moved = await client.put(`/api/shop/address/update/${user.id}/${right.body.data._id}`, {
      ...TN_ADDRESS,
      userId: user.id,
      country: 'IN',
      state: 'Kerala',
      city: 'Ernakulam',
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/^Pincode 641002 is in Tamil Nadu, not Kerala/);
    // Abroad, a postcode is not an Indian pincode.
    const abroad = await client.post('/api/shop/address/add', {
      ...TN_ADDRESS,
      userId: user.id,
      country: 'United States',
      state: 'California',
      city: 'San Jose',
      pincode: '951120',
    });
    expect(abroad.status, JSON.stringify(abroad.body)).toBe(201);
  });

  it('allows at most 3 addresses, even when added at once', async () => {
    const { client, user } = await signUpCustomer(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client.post('/api/shop/address/add', { ...TN_ADDRESS, userId: user.id, address: `Door ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 201)) expect(r.body.message).toBe(A.limit);
    expect((await client.get(`/api/shop/address/get/${user.id}`)).body.data).toHaveLength(3);
  });

  it('updates and deletes own addresses only; an update cannot move an address to another user', async () => {
    const alice = await signUpCustomer(t, 'Alice');
    const mallory = await signUpCustomer(t, 'Mallory');
    const id = (await alice.client.post('/api/shop/address/add', { ...TN_ADDRESS, userId: alice.user.id }))
      .body.data._id;
    const upd = await alice.client.put(`/api/shop/address/update/${alice.user.id}/${id}`, {
      ...TN_ADDRESS,
      address: 'New door',
    });
    expect(upd.body).toMatchObject({
      success: true,
      message: A.updated,
      data: { address: 'New door', userId: alice.user.id },
    });
    const move = await alice.client.put(`/api/shop/address/update/${alice.user.id}/${id}`, {
      ...TN_ADDRESS,
      userId: mallory.user.id,
    });
    expect(move.status).toBe(403);

    const m = mallory.client;
    expect((await m.get(`/api/shop/address/get/${alice.user.id}`)).status).toBe(403);
    expect((await m.put(`/api/shop/address/update/${alice.user.id}/${id}`, TN_ADDRESS)).status).toBe(403);
    expect((await m.put(`/api/shop/address/update/${mallory.user.id}/${id}`, TN_ADDRESS)).status).toBe(404);
    expect((await m.delete(`/api/shop/address/delete/${mallory.user.id}/${id}`)).status).toBe(404);
    expect((await m.delete(`/api/shop/address/delete/${alice.user.id}/${id}`)).status).toBe(403);
    expect((await m.post('/api/shop/address/add', { ...TN_ADDRESS, userId: alice.user.id })).status).toBe(
      403,
    );

    expect((await alice.client.get(`/api/shop/address/get/${alice.user.id}`)).body.data[0].address).toBe(
      'New door',
    );
    const del = await alice.client.delete(`/api/shop/address/delete/${alice.user.id}/${id}`);
    expect(del.body.message).toBe(A.deleted);
    expect((await alice.client.get(`/api/shop/address/get/${alice.user.id}`)).body.data).toEqual([]);
  });

  it('serves countries, states and cities with 404 for unknown ones', async () => {
    const c = new Client(t.url);
    const countries = await c.get('/api/common/countries');
    expect(countries.body.data).toContainEqual({ name: 'India', isoCode: 'IN' });
    expect(countries.headers.get('cache-control')).toContain('max-age');
    expect(Object.keys(countries.body.data[0]).sort()).toEqual(['isoCode', 'name']);
    const states = await c.get('/api/common/countries/states/IN');
    expect(states.body.data).toContainEqual({ name: 'Tamil Nadu', isoCode: 'TN' });
    expect((await c.get('/api/common/countries/states/India')).body.data.length).toBe(
      states.body.data.length,
    );
    const cities = await c.get('/api/common/countries/cities/IN/TN');
    expect(cities.body.data.map((x: { name: string }) => x.name)).toContain('Coimbatore');
    const unknown = await c.get('/api/common/countries/states/XX');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: A.unknownCountry });
    expect((await c.get('/api/common/countries/cities/IN/Atlantis')).body.message).toBe(A.unknownState);
  });
});
