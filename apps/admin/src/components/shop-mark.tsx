import { cn } from '../lib/cn.ts';
import { useShopBrand } from '../lib/shop-brand.ts';

/**
 * The vendor's mark beside "Admin": on the dark column its logo (made for the shop's dark header), on
 * a light page its square icon and name; without either, its name. The name is the first thing a
 * staff member of another shop would notice is wrong.
 */
export function ShopMark({ tone }: { tone: 'dark' | 'light' }) {
  const brand = useShopBrand();
  const name = brand?.shopName ?? '';
  const admin = <span className={cn('font-normal', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>Admin</span>;
  if (tone === 'dark' && brand?.logo) {
    return (
      <span className="flex min-w-0 items-center gap-2">
        <img src={brand.logo.url} alt={name} className="h-6 w-auto max-w-32 object-contain object-left" />
        {admin}
      </span>
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-2">
      {brand?.icon ? (
        <img src={brand.icon.url} alt="" className="size-6 shrink-0 rounded" />
      ) : (
        <span className="inline-block size-6 shrink-0 rounded bg-brand-500" aria-hidden="true" />
      )}
      <span className="truncate" data-testid="shop-name">
        {name}
      </span>
      {admin}
    </span>
  );
}
