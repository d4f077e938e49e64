import { describe, expect, it } from 'vitest';
import { isImageRef, isSiteLink } from './content-rules.ts';

describe('isSiteLink: where a banner or an activity may send buyers', () => {
  it('takes a page of the shop and an https:// link', () => {
    for (const link of ['/', '/product-list', '/productDetail/HF-S21-FORGE?tab=specs#fans', 'https://expo.example/x']) {
      expect(isSiteLink(link), link).toBe(true);
    }
  });

  it('refuses whatever a browser opens as another site, and every other scheme', () => {
    for (const link of [
      '',
      '//evil.example/login',
      '/\\evil.example/login',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\r\n/evil.example',
      '/ /evil.example',
      '/\u0000/evil.example',
      'http://evil.example',
      'HTTPS:evil.example',
      'https://',
      'https://hashforge.example@evil.example/login',
      'https://a:b@evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.example/login',
    ]) {
      expect(isSiteLink(link), JSON.stringify(link)).toBe(false);
    }
  });
});

describe('isImageRef: a banner image or a news cover', () => {
  it('takes a storage key from files/upload, a page of the shop and an https:// link', () => {
    for (const ref of ['pub/3f2a9c/banner.png', '/images/sale.jpg', 'https://cdn.example/banner.png']) {
      expect(isImageRef(ref), ref).toBe(true);
    }
  });

  it('refuses another site and other schemes', () => {
    for (const ref of [
      '//evil.example/p.png',
      '/\\evil.example/p.png',
      'http://evil.example/p.png',
      'data:image/png;base64,AAAA',
      '-x',
    ]) {
      expect(isImageRef(ref), ref).toBe(false);
    }
  });
});
