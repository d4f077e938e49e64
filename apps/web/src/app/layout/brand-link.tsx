import type { ShopBrand } from '@hashforge/contract';
import { BRAND_MARK_CLASSES, LOGO_HEIGHT, logoWidth } from '@hashforge/contract/brand-rules';

type Mark = Pick<ShopBrand, 'shopName' | 'logo'> | undefined;

/**
 * The vendor's logo on the dark header and footer, 30 px high in its own proportions, or its name
 * when it has none; before the brand is known, a logo's room left empty. The header bar of
 * index.html carries the same markup (brandLinkHtml in the contract, held equal by this file's test).
 */
export function BrandMark({ brand, priority = false }: { brand: Mark; priority?: boolean }) {
  if (!brand) return <span className={BRAND_MARK_CLASSES.placeholder} />;
  if (!brand.logo) return <span className={BRAND_MARK_CLASSES.name}>{brand.shopName}</span>;
  return (
    <img
      src={brand.logo.url}
      alt={brand.shopName}
      width={logoWidth(brand.logo)}
      height={LOGO_HEIGHT}
      fetchPriority={priority ? 'high' : undefined}
      className={BRAND_MARK_CLASSES.logo}
    />
  );
}

/** What the header's home link says to a screen reader. */
export function homeLabel(brand: Mark): string {
  return brand ? `${brand.shopName} home` : 'Home';
}
