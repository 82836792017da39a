import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '@resham/shared';
import { Client, describeOnPostgres, startTestApp, type TestApp } from '../../../test/harness';
import { deliveryDates } from './delivery-dates';

const ESTIMATE = '/api/shop/delivery-estimate';
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
/** India's date `days` from now, YYYY-MM-DD. */
const istDay = (days: number) => new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / DAY_MS;

describeOnPostgres('delivery estimate', (backend) => {
  describe('with the default settings', () => {
    let t: TestApp;
    let guest: Client;
    beforeAll(async () => {
      t = await startTestApp(backend);
      guest = new Client(t.url);
    });
    afterAll(() => t.close());

    it('promises dates from the clock for a pincode of the seller’s state, to a guest', async () => {
      const before = new Date();
      const res = await guest.get(`${ESTIMATE}?pincode=641001`);
      const after = new Date();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      const { data } = res.body;
      expect(data).toMatchObject({ pincode: '641001', state: 'Tamil Nadu', cod: true });
      // The defaults: 2 dispatch days, cut-off at 14:00, 2–3 days inside Tamil Nadu.
      const rules = { dispatchDays: 2, cutoffHour: 14, holidays: new Set<string>() };
      const expected = [before, after].map((now) => {
        const { earliest, latest } = deliveryDates(now, rules, { min: 2, max: 3 });
        return { earliest, latest };
      });
      expect(expected).toContainEqual({ earliest: data.earliest, latest: data.latest });
      expect(daysBetween(istDay(0), data.earliest)).toBeGreaterThanOrEqual(4);
      expect(data.message).toMatch(
        /^Delivery by (Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} – (Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/,
      );
    });

    it('takes longer outside the seller’s state, and counts a circle shared with it as inside', async () => {
      const delhi = (await guest.get(`${ESTIMATE}?pincode=110001`)).body.data;
      expect(delhi.state).toBe('Delhi');
      expect(daysBetween(delhi.earliest, delhi.latest)).toBe(3);
      const chennai = (await guest.get(`${ESTIMATE}?pincode=600017`)).body.data;
      expect(chennai.state).toBe('Tamil Nadu or Puducherry');
      expect(daysBetween(chennai.earliest, chennai.latest)).toBe(1);
      expect(daysBetween(chennai.earliest, delhi.earliest)).toBe(2);
    });

    it('refuses a malformed pincode with 400 and says what a pincode is', async () => {
      const paths = ['64100', '6410011', '041001', '64a001', '', '%20', '641001&pincode=1']
        .map((pincode) => `${ESTIMATE}?pincode=${pincode}`)
        .concat(ESTIMATE);
      for (const path of paths) {
        const res = await guest.get(path);
        expect(res.status, path).toBe(400);
        expect(res.body, path).toMatchObject({ success: false, message: DELIVERY_MESSAGES.badPincode });
      }
      // A NUL is refused before the route, by the input guard, with its own 400.
      expect((await guest.get(`${ESTIMATE}?pincode=641001%00`)).status).toBe(400);
    });

    it('refuses a pincode no state is known for with 400', async () => {
      for (const pincode of ['900001', '990001', '540001']) {
        const res = await guest.get(`${ESTIMATE}?pincode=${pincode}`);
        expect(res.status, pincode).toBe(400);
        expect(res.body).toEqual({ success: false, message: DELIVERY_MESSAGES.unknownPincode(pincode) });
      }
    });
  });

  describe('with holidays, and cash on delivery off', () => {
    let t: TestApp;
    beforeAll(async () => {
      // The next two weeks are holidays; dispatched the first working day after them, delivered next day.
      const holidays = Array.from({ length: 14 }, (_, i) => istDay(i)).join(',');
      t = await startTestApp(backend, {
        DISPATCH_HOLIDAYS: holidays,
        DISPATCH_DAYS: '0',
        TRANSIT_DAYS_IN_STATE: '1',
        COD_ENABLED: 'false',
      });
    });
    afterAll(() => t.close());

    it('dispatches on the first working day after the holidays and offers no cash on delivery', async () => {
      const res = await new Client(t.url).get(`${ESTIMATE}?pincode=641001`);
      expect(res.status).toBe(200);
      const afterHolidays = istDay(14);
      const dispatch = new Date(afterHolidays).getUTCDay() === 0 ? istDay(15) : afterHolidays;
      const delivered = new Date(Date.parse(dispatch) + DAY_MS).toISOString().slice(0, 10);
      expect(res.body.data).toMatchObject({ earliest: delivered, latest: delivered, cod: false });
    });
  });
});
