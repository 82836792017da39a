import { describe, expect, it } from 'vitest';
import { safePendingAdd, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a storefront page with its query and hash', () => {
    expect(safeReturnTo('/shop/product/42')).toBe('/shop/product/42');
    expect(safeReturnTo('/shop/listing?category=Dupattas&page=2')).toBe(
      '/shop/listing?category=Dupattas&page=2',
    );
    expect(safeReturnTo('/shop/search?keyword=kanchi#top')).toBe('/shop/search?keyword=kanchi#top');
    expect(safeReturnTo('/shop')).toBe('/shop');
  });

  it.each([
    ['another site', '//evil.example'],
    ['another site by backslash', '/\\evil.example'],
    ['backslashes anywhere', '/shop/\\..\\/evil.example'],
    ['a scheme', 'https://evil.example/shop/home'],
    ['javascript', 'javascript:alert(1)'],
    ['a relative path', 'shop/home'],
    ['an encoded double slash', '%2F%2Fevil.example'],
    ['an encoded slash after /', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded dot segment', '/shop/%2e%2e/%2e%2e/admin'],
    ['double encoding', '/shop/%252F%252Fevil'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/shop/home\n//evil'],
    ['a NUL byte', '/shop/home\u0000'],
    ['dot segments out of /shop', '/shop/../admin/dashboard'],
    ['a page outside the storefront', '/admin/dashboard'],
    ['the sign-in page itself', '/auth/login'],
    ['a look-alike prefix', '/shopping'],
    ['nothing', ''],
    ['not a string', ['/shop/home']],
    ['too long', `/shop/${'a'.repeat(1000)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('safePendingAdd', () => {
  it('takes a product id only', () => {
    expect(safePendingAdd('3F2B8C1E-1D2A-4B5C-9D8E-7F6A5B4C3D2E')).toBe(
      '3f2b8c1e-1d2a-4b5c-9d8e-7f6a5b4c3d2e',
    );
    for (const bad of ['', '42', '../cart', '3f2b8c1e-1d2a-4b5c-9d8e-7f6a5b4c3d2e?x', null, 7])
      expect(safePendingAdd(bad)).toBeNull();
  });
});
