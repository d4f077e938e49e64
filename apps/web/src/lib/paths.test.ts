import { describe, expect, it } from 'vitest';
import { loginWithReturn, paths, safeRedirect } from './paths.ts';

describe('safeRedirect: only same-site paths are return addresses', () => {
  it.each([
    ['/my/account', '/my/account'],
    ['/productDetail/S21?x=1#spec', '/productDetail/S21?x=1#spec'],
  ])('keeps %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/user/login?redirect=/my',
  ])('sends %j home instead', (input) => {
    expect(safeRedirect(input)).toBe(paths.home);
  });

  it('builds a login address that comes back, except from the auth pages themselves', () => {
    expect(loginWithReturn('/shopcart?a=1')).toBe('/user/login?redirect=%2Fshopcart%3Fa%3D1');
    expect(loginWithReturn('/user/signup')).toBe('/user/login');
  });
});
