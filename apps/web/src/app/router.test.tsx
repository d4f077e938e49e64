import type { ShopBrand } from '@hashforge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandQuery } from '../lib/brand.ts';
import { clearSession, saveToken } from '../lib/session.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { routes } from './router.tsx';

function Headline() {
  usePageTitle('HF-S21 Pro now shipping');
  return null;
}

const brand: ShopBrand = {
  shopName: 'Northwind Mining',
  logo: null,
  icon: null,
  colors: { primary: '#0f2a2e', accent: '#0f766e' },
  contacts: { phone: '+44 20 7946 0000', hotlineHours: '', email: 'help@northwind.example', messaging: [] },
  partners: [],
  social: [],
  languageSites: [],
};

/** A query client that has the brand, as a page that came with it (lib/brand.ts). */
function clientWithBrand(options: ConstructorParameters<typeof QueryClient>[0] = {}): QueryClient {
  const client = new QueryClient(options);
  client.setQueryData(brandQuery().queryKey, brand);
  return client;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={clientWithBrand({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('route table', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it.each(['/', '/no/such/page'])('sends %s to HomeIndex with its title', async (path) => {
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'));
    await waitFor(() => expect(document.title).toBe('Home | Northwind Mining'));
  });

  it('takes a visitor from /my to login, with /my as the way back', async () => {
    const router = renderAt('/my');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fmy');
    await waitFor(() => expect(document.title).toBe('Sign in | Northwind Mining'));
  });

  it('opens /my/account for a buyer, scrolled to the top, inside the side menu', async () => {
    saveToken('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ result: 1, msg: 'success', data: 0 }))),
    );
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = renderAt('/my');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account'));
    await waitFor(() => expect(document.title).toBe('My account | Northwind Mining'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    for (const group of ['My Order', 'My Coupon', 'After-sales service', 'Setting']) {
      expect(document.body.textContent).toContain(group);
    }
  });

  it("lets a page replace the route's title with its own", async () => {
    const router = createMemoryRouter(
      [
        {
          element: routes[0]!.element,
          children: [{ path: 'x', element: <Headline />, handle: { name: 'NewsDetail', title: 'NewsDetail' } }],
        },
      ],
      { initialEntries: ['/x'] },
    );
    render(
      <QueryClientProvider client={clientWithBrand()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.title).toBe('HF-S21 Pro now shipping | Northwind Mining'));
  });
});
