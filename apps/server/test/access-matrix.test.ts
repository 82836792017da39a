import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  Client,
  describeOnPostgres,
  signInAdmin,
  signUpCustomer,
  startTestApp,
  type TestApp,
} from './harness';

/**
 * Walks every registered /api route and proves the access matrix:
 * guests get 401 on customer and admin routes, customers get 403 on admin routes,
 * and admin / mutating common routes are never public.
 */
describeOnPostgres('access matrix', (backend) => {
  let t: TestApp;
  let customer: Client;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const signedUp = await signUpCustomer(t);
    customer = signedUp.client;
    customerId = signedUp.user.id;
    admin = (await signInAdmin(t)).client;
  });
  afterAll(() => t.close());

  let customerId: string;
  /** Fills path parameters: the caller's own userId (so owner checks pass), random ids elsewhere. */
  const concrete = (url: string, userId = customerId) =>
    url
      .replace(/:([A-Za-z_]+)/g, (_, name: string) => (name === 'userId' ? userId : randomUUID()))
      .replace('*', 'x');

  it('declares access on every API route and keeps admin routes for admins', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(3);
    for (const route of t.app.apiRoutes) {
      const adminOnly =
        route.url.startsWith('/api/admin/') ||
        (route.url.startsWith('/api/common/') && route.method !== 'GET' && route.method !== 'OPTIONS');
      if (adminOnly) expect(route.access, `${route.method} ${route.url}`).toBe('admin');
    }
  });

  it('answers 401 to guests and 403 to customers where the route demands it', async () => {
    const guest = new Client(t.url);
    for (const route of t.app.apiRoutes) {
      if (route.access === 'public') continue;
      const path = concrete(route.url);
      const name = `${route.method} ${route.url}`;
      const asGuest = await guest.request(route.method, path, route.method === 'GET' ? undefined : {});
      expect(asGuest.status, `guest ${name}`).toBe(401);
      expect(asGuest.body.success, name).toBe(false);
      const asCustomer = await customer.request(route.method, path, route.method === 'GET' ? undefined : {});
      if (route.access === 'admin') {
        expect(asCustomer.status, `customer ${name}`).toBe(403);
        const asAdmin = await admin.request(route.method, path, route.method === 'GET' ? undefined : {});
        expect([401, 403], `admin ${name}`).not.toContain(asAdmin.status);
      } else {
        expect([401, 403], `customer ${name}`).not.toContain(asCustomer.status);
      }
    }
  });
});
