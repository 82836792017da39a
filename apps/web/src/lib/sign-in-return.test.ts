import { describe, expect, it } from 'vitest';
import { authPagePath, readSignInReturn, signInPath } from './sign-in-return';

const PRODUCT = '3f2b8c1e-1d2a-4b5c-9d8e-7f6a5b4c3d2e';

describe('sign-in return', () => {
  it('carries the page and the product there and back', () => {
    const path = signInPath('/shop/listing?category=Dupattas', PRODUCT);
    expect(path).toBe(`/auth/login?returnTo=%2Fshop%2Flisting%3Fcategory%3DDupattas&add=${PRODUCT}`);
    const back = readSignInReturn(path.slice(path.indexOf('?')));
    expect(back).toEqual({ returnTo: '/shop/listing?category=Dupattas', add: PRODUCT });
    expect(authPagePath('/auth/register', back)).toBe(path.replace('/auth/login', '/auth/register'));
  });

  it('drops a way back that leaves the shop, and the add with it', () => {
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/%2F%2Fevil',
      '/admin',
    ])
      expect(readSignInReturn(`?returnTo=${encodeURIComponent(hostile)}&add=${PRODUCT}`)).toEqual({
        returnTo: null,
        add: null,
      });
    expect(signInPath('//evil.example', PRODUCT)).toBe('/auth/login');
    expect(readSignInReturn('?returnTo=/shop/home&add=..%2Fx')).toEqual({
      returnTo: '/shop/home',
      add: null,
    });
  });
});
