import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BannerCarousel } from './banner-carousel.tsx';

const show = (jumpUrl: string) =>
  render(
    <MemoryRouter>
      <BannerCarousel banners={[{ id: 1, mediaUrl: '/files/public/pub/a/banner.svg', jumpUrl }]} />
    </MemoryRouter>,
  );

describe('a banner leads to a page of the shop or an https:// link', () => {
  it('opens a page of the shop in the shop', () => {
    show('/product-list');
    expect(screen.getByRole('link', { name: 'See this offer' }).getAttribute('href')).toBe('/product-list');
    expect(screen.getByRole('link', { name: 'See this offer' }).getAttribute('target')).toBeNull();
  });

  it('opens an https:// link in a new tab, without the shop as its opener', () => {
    show('https://expo.example/hashforge');
    const link = screen.getByRole('link', { name: 'See this offer' });
    expect(link.getAttribute('href')).toBe('https://expo.example/hashforge');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links nowhere when a link stored before the rule would send buyers to another site', () => {
    for (const jumpUrl of ['//evil.example/login', '/\\evil.example/login', 'javascript:alert(1)']) {
      const { unmount } = show(jumpUrl);
      expect(screen.queryByRole('link', { name: 'See this offer' }), jumpUrl).toBeNull();
      unmount();
    }
  });
});
