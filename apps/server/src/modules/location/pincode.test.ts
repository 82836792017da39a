// Issue 35: the city is free text, and an Indian pincode fills the state and district (India Post's
// directory shipped with the shop, no network).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as A, DELIVERY_MESSAGES } from '@resham/shared';
import { describeOnPostgres, signUpCustomer, startTestApp, type TestApp } from '../../../test/harness';
import { TN_ADDRESS } from '../../../test/catalog-fixtures';

describeOnPostgres('pincode directory and free-text cities', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const lookup = async (pincode: string) => {
    const res = await fetch(`${t.url}/api/common/pincode/${pincode}`);
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it('answers a pincode with its state, district and places', async () => {
    const mettupalayam = await lookup('641301');
    expect(mettupalayam.status).toBe(200);
    expect(mettupalayam.body.data).toMatchObject({
      pincode: '641301',
      state: 'Tamil Nadu',
      district: 'Coimbatore',
    });
    expect(mettupalayam.body.data.cities).toContain('Mettupalayam');
    // Names as the state list has them, not India Post's older ones.
    expect((await lookup('194101')).body.data.state).toBe('Ladakh');
    expect((await lookup('605001')).body.data.state).toBe('Puducherry');
    expect((await lookup('403001')).body.data).toMatchObject({ state: 'Goa', district: 'North Goa' });
  });

  it('refuses a malformed pincode with 400 and one of no state with 404', async () => {
    for (const bad of ['64130', '1234567', '041301', 'abcdef', '64130%00']) {
      const res = await lookup(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const aps = await lookup('999999');
    expect(aps.status).toBe(404);
    expect(aps.body.message).toBe(DELIVERY_MESSAGES.unknownPincode('999999'));
  });

  it('saves any spelling of a city; a state with cities still needs one', async () => {
    const { client, user } = await signUpCustomer(t);
    const res = await client.post('/api/shop/address/add', {
      ...TN_ADDRESS,
      userId: user.id,
      city: 'Mettupalayam',
      pincode: '641301',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.city).toBe('Mettupalayam');
    // A city the list knows keeps the list's spelling.
    const known = await client.put(`/api/shop/address/update/${user.id}/${res.body.data._id}`, {
      ...TN_ADDRESS,
      userId: user.id,
      city: 'coimbatore',
    });
    expect(known.body.data.city).toBe('Coimbatore');
    const none = await client.post('/api/shop/address/add', { ...TN_ADDRESS, userId: user.id, city: '' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(A.cityRequired);
  });
});
