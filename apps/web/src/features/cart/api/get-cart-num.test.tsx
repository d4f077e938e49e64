import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartBadge } from '../../../app/layout/cart-badge.tsx';
import { clearSession, saveToken } from '../../../lib/session.ts';
import { cartBadgeText } from './get-cart-num.ts';
import { cartKeys } from './keys.ts';

describe('cart badge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [123456, '99+'],
  ])('shows %i as %j (at most 99)', (count, text) => {
    expect(cartBadgeText(count)).toBe(text);
  });

  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  function renderBadge(count: number) {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(cartKeys.count(), count);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ result: 1, msg: 'success', data: count }))),
    );
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CartBadge />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('is shown to a logged-in buyer with the count capped', () => {
    saveToken('tok');
    renderBadge(250);
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/shopcart');
  });

  it('is not shown to a visitor', () => {
    renderBadge(3);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
