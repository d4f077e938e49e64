import type { ShopBrand } from '@hashforge/contract';
import { getBrand } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client.ts';
import { firstPageInitialData } from './first-page-answers.ts';

/**
 * The vendor's brand (name, logo, icon, colours, the footer's contacts, partners and links), as the
 * owner set it in the back office. Every page comes with it (docs/decisions/007-first-page-answers.md),
 * so the first render of the header and footer is already the vendor's; the server painted the same
 * logo and colours into index.html, so nothing moves. A buyer who keeps a page open sees the owner's
 * next change on the next page after a minute.
 */
export const brandQuery = () =>
  queryOptions({
    queryKey: ['brand'] as const,
    queryFn: ({ signal }) => apiCall(getBrand, {}, { signal }),
    ...firstPageInitialData(getBrand, {}),
    staleTime: 60_000,
  });

/** The brand, or undefined until it has arrived (a page served without it: the Vite dev server). */
export function useBrand(): ShopBrand | undefined {
  return useQuery(brandQuery()).data;
}

/** The shop's name for texts (the catalogue's `{{brand}}`); empty until the brand has arrived. */
export function useShopName(): string {
  return useBrand()?.shopName ?? '';
}

/** A page title as the shop writes them: `Products | HashForge`, or the page's alone before the brand is known. */
export function pageTitle(title: string, shopName: string): string {
  if (!shopName) return title;
  return title ? `${title} | ${shopName}` : shopName;
}

/** The tel: link of a phone number as the vendor wrote it: its digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
