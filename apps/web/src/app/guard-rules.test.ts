import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@resham/shared';
import { guardRedirect } from './guard-rules';

const customer: SessionUser = { id: '1', userName: 'Meena', email: 'meena@example.com', role: 'user' };
const admin: SessionUser = { ...customer, id: '2', role: 'admin' };

describe('guardRedirect (spec §4)', () => {
  it('redirects the root by role', () => {
    expect(guardRedirect('/', null)).toBe('/shop/home');
    expect(guardRedirect('/', customer)).toBe('/shop/home');
    expect(guardRedirect('/', admin)).toBe('/admin/dashboard');
  });

  it('sends an admin who must set up two-step sign-in (ADMIN_2FA_REQUIRED) to its set-up only', () => {
    const mustEnrol = { ...admin, mustEnrolTwoFactor: true };
    for (const path of ['/admin/dashboard', '/admin/products', '/admin/import', '/admin/activity'])
      expect(guardRedirect(path, mustEnrol)).toBe('/admin/two-factor');
    expect(guardRedirect('/admin/two-factor', mustEnrol)).toBeNull();
    expect(guardRedirect('/admin/dashboard', { ...admin, twoFactor: true })).toBeNull();
  });

  it('sends guests to sign-in from account and admin paths only (a guest checks out without one)', () => {
    for (const path of ['/shop/account', '/admin/dashboard', '/admin/features', '/admin']) {
      expect(guardRedirect(path, null)).toBe('/auth/login');
    }
    for (const path of [
      '/shop/checkout',
      '/shop/order/abc',
      '/shop/home',
      '/shop/listing',
      '/shop/search',
      '/shop/about-us',
      '/auth/login',
      '/nope',
    ]) {
      expect(guardRedirect(path, null)).toBeNull();
    }
  });

  it('sends signed-in users away from login and register to their home', () => {
    expect(guardRedirect('/auth/login', customer)).toBe('/shop/home');
    expect(guardRedirect('/auth/register', customer)).toBe('/shop/home');
    expect(guardRedirect('/auth/login', admin)).toBe('/admin/dashboard');
  });

  it('keeps customers out of admin and admins out of the shop', () => {
    expect(guardRedirect('/admin/orders', customer)).toBe('/unauth-page');
    expect(guardRedirect('/shop/home', admin)).toBe('/admin/dashboard');
    expect(guardRedirect('/shop/checkout', admin)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/orders', admin)).toBeNull();
    expect(guardRedirect('/shop/checkout', customer)).toBeNull();
  });

  it('matches whole segments, ignoring case and a trailing slash', () => {
    expect(guardRedirect('/administrator', null)).toBeNull();
    expect(guardRedirect('/Shop/Account/', null)).toBe('/auth/login');
    expect(guardRedirect('/ADMIN/dashboard', customer)).toBe('/unauth-page');
  });

  it('lets anyone open the first-run set-up page, which comes before any admin', () => {
    expect(guardRedirect('/admin/setup', null)).toBeNull();
    expect(guardRedirect('/admin/setup', customer)).toBeNull();
    expect(guardRedirect('/admin/setup', { ...admin, mustEnrolTwoFactor: true })).toBeNull();
    expect(guardRedirect('/admin/setup/more', null)).toBe('/auth/login');
  });
});
