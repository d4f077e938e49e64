import { useEffect } from 'react';

/**
 * A page whose title depends on its data (a news item's headline, an order number) sets it with
 * this hook. The shell sets the route's title in a layout effect, which runs before this one, so
 * the page's own title wins.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | HashForge`;
  }, [title]);
}
