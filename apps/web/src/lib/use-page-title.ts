import { useEffect } from 'react';
import { pageTitle, useShopName } from './brand.ts';

/**
 * A page whose title depends on its data (a news item's headline, an order number) sets it with
 * this hook. The shell sets the route's title in a layout effect, which runs before this one, so
 * the page's own title wins, also when the shop's name arrives after the page.
 */
export function usePageTitle(title: string | null | undefined): void {
  const shopName = useShopName();
  useEffect(() => {
    if (title) document.title = pageTitle(title, shopName);
  }, [title, shopName]);
}
