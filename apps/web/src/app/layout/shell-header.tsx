import type { ShopBrand } from '@hashforge/contract';
import { BRAND_MARK_CLASSES } from '@hashforge/contract/brand-rules';
import { MenuIcon } from '../../components/icons.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useBrand } from '../../lib/brand.ts';
import { paths } from '../../lib/paths.ts';
import { BrandMark, homeLabel } from './brand-link.tsx';

/**
 * The header's bar with nothing but the logo: the same box as Header (h-16, the menu button's place
 * on a phone), so the real header replaces it without moving anything. index.html carries this
 * markup inside #root (kept equal by shell-header.test.tsx), the server putting the vendor's logo in
 * (storefront/document.ts): a phone on a slow network sees the shop's bar while the scripts load
 * instead of a white screen.
 */
export function ShellHeader({ brand }: { brand: ShopBrand | undefined }) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-ink-900 text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        {/* The menu button's icon, inert until the real header takes over: drawn inline, it paints
            with the page itself, before any image or script has arrived. */}
        <span className="-ml-2 inline-flex size-10 items-center justify-center text-slate-200 lg:hidden">
          <MenuIcon className="size-6" />
        </span>
        <a href={paths.home} className={BRAND_MARK_CLASSES.link} aria-label={homeLabel(brand)}>
          <BrandMark brand={brand} priority />
        </a>
      </div>
    </header>
  );
}

/** Shown while the first page's chunk loads: the shell of index.html, and a spinner below it. */
export function ShellFallback() {
  const brand = useBrand();
  return (
    <div className="flex min-h-dvh flex-col">
      <ShellHeader brand={brand} />
      <main className="flex-1">
        <PageSpinner />
      </main>
    </div>
  );
}
