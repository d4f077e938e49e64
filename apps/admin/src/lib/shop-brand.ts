import type { ShopBrand } from '@hashforge/contract/brand';
import { brandColorVariables } from '@hashforge/contract/brand-rules';
import { callPath, DEFAULT_PROVIDER } from '@hashforge/contract/call';
import { getBrand } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AdminApiError } from './api.ts';

/** The storefront's provider segment, from the build variable the storefront uses too. */
const shopProvider: string = import.meta.env.VITE_PROVIDER ?? DEFAULT_PROVIDER;

/**
 * The vendor's brand as the shop shows it (its public, cached brand/get on this origin), read before
 * anyone signs in: the login page and the shell's header show the vendor's name and logo.
 */
async function readShopBrand(signal: AbortSignal): Promise<ShopBrand> {
  let response: Response;
  try {
    response = await fetch(callPath(getBrand.path, shopProvider), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
      signal,
    });
  } catch {
    throw new AdminApiError(0, 'Network error: check your connection and try again');
  }
  const envelope = (await response.json().catch(() => null)) as { result: number; msg: string; data: unknown } | null;
  if (envelope?.result === 1) return envelope.data as ShopBrand;
  throw new AdminApiError(envelope?.result ?? 0, envelope?.msg || `The shop answered ${response.status}`);
}

/** Its key: the brand page's save reads it again, so the header follows at once. */
export const shopBrandKey = ['shop-brand'] as const;

export const shopBrandQuery = () =>
  queryOptions({ queryKey: shopBrandKey, queryFn: ({ signal }) => readShopBrand(signal), staleTime: 60_000 });

export function useShopBrand(): ShopBrand | undefined {
  return useQuery(shopBrandQuery()).data;
}

/**
 * The brand in the document: the tab's title and icon, and the vendor's colours over the back office's
 * own (none for the default brand), set on the root element as the storefront's index.html sets them.
 */
export function useShopBrandInDocument(): void {
  const brand = useShopBrand();
  useEffect(() => {
    if (!brand) return;
    document.title = `${brand.shopName} Admin`;
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (brand.icon) {
      if (!icon) {
        icon = document.createElement('link');
        icon.rel = 'icon';
        document.head.append(icon);
      }
      icon.type = brand.icon.type;
      icon.href = brand.icon.url;
    } else {
      icon?.remove();
    }
    const root = document.documentElement.style;
    const vars = brandColorVariables(brand.colors);
    for (const name of [...root].filter((n) => n.startsWith('--color-'))) {
      if (!(name in vars)) root.removeProperty(name);
    }
    for (const [name, value] of Object.entries(vars)) root.setProperty(name, value);
  }, [brand]);
}
