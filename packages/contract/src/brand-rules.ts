// The vendor's brand without zod: the storefront's shell reads it on every first load, the API
// writes it into index.html, and the owner's form checks colours and links as the API does.
// brand.ts and admin/settings.ts have the schemas.

/** The language sites of docs/domain.md S1 besides this one (En): each is its own address. */
export const OTHER_LANGUAGES = ['zh', 'fr', 'es', 'ar'] as const;
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/** How the menus name each language site: a short label and its own name for itself. */
export const LANGUAGE_NAMES: Readonly<Record<'en' | OtherLanguage, { label: string; native: string }>> = {
  en: { label: 'En', native: 'English' },
  zh: { label: 'Zh', native: '中文' },
  fr: { label: 'Fr', native: 'Français' },
  es: { label: 'Es', native: 'Español' },
  ar: { label: 'Ar', native: 'العربية' },
};

/** The colours of a shop that has set none: the dark header and the forge orange of the style sheet. */
export const DEFAULT_BRAND_COLORS = { primary: '#0b1120', accent: '#c2410c' } as const;

export interface BrandColors {
  /** The header's and footer's background; white text sits on it. */
  primary: string;
  /** Buttons, links and highlights: white text sits on it, and it is text on white. */
  accent: string;
}

/** `#rrggbb`, the only form a brand colour is kept in (the form's colour input gives it). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2.2 AA for body text: what the shop's white text on a brand colour must reach. */
export const MIN_TEXT_CONTRAST = 4.5;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2.2 relative luminance of an sRGB colour (0 black .. 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two colours (1 .. 21), whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Why white text on this brand colour cannot be read well enough (under 4.5:1), or null when it can.
 * The shop writes white on both brand colours, and the accent as text on white, which is the same ratio.
 */
export function brandColorRefusal(hex: string): string | null {
  if (!HEX_COLOR.test(hex)) return 'Choose a colour as #rrggbb';
  const ratio = contrastRatio(hex, '#ffffff');
  if (ratio >= MIN_TEXT_CONTRAST) return null;
  return `White text on this colour has a contrast of ${ratio.toFixed(2)}:1; choose a darker colour (at least ${MIN_TEXT_CONTRAST}:1)`;
}

function mix(hex: string, toward: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(toward);
  return `#${a
    .map((c, i) => Math.round(c + (b[i]! - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The style sheet's colour variables (apps/web/src/index.css's @theme) for a brand: the accent is
 * the 600 of the brand scale, lighter tints and darker shades are mixed from it, and the primary is
 * the ink of the header. Empty for the default colours, whose hand-picked scale the sheet has.
 */
export function brandColorVariables(colors: BrandColors): Record<string, string> {
  const { primary, accent } = colors;
  if (primary === DEFAULT_BRAND_COLORS.primary && accent === DEFAULT_BRAND_COLORS.accent) return {};
  const white = '#ffffff';
  const black = '#000000';
  return {
    '--color-brand-50': mix(accent, white, 0.93),
    '--color-brand-100': mix(accent, white, 0.86),
    '--color-brand-200': mix(accent, white, 0.72),
    '--color-brand-300': mix(accent, white, 0.55),
    '--color-brand-400': mix(accent, white, 0.35),
    '--color-brand-500': mix(accent, white, 0.15),
    '--color-brand-600': accent.toLowerCase(),
    '--color-brand-700': mix(accent, black, 0.18),
    '--color-brand-800': mix(accent, black, 0.32),
    '--color-ink-900': primary.toLowerCase(),
    '--color-ink-800': mix(primary, white, 0.04),
    '--color-ink-700': mix(primary, white, 0.1),
  };
}

/**
 * The rule index.html carries for a brand's colours (none for the default ones). Unlayered, it wins
 * over the sheet's @theme layer wherever it stands, so it paints with the first frame.
 */
export function brandColorCss(colors: BrandColors): string {
  const vars = Object.entries(brandColorVariables(colors));
  return vars.length === 0 ? '' : `:root{${vars.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}

/** The logo of a brand as the shop shows it: its URL and its size, so its box is kept before it loads. */
export interface BrandLogo {
  url: string;
  width: number;
  height: number;
}

/** The header and footer show the logo 30 px high; its width follows its own proportions. */
export const LOGO_HEIGHT = 30;

/** The width of the logo's box at LOGO_HEIGHT. */
export function logoWidth(logo: Pick<BrandLogo, 'width' | 'height'>): number {
  return Math.max(1, Math.round((logo.width * LOGO_HEIGHT) / logo.height));
}

/** How the logo (or, without one, the name) is drawn in the header's home link, as classes. */
export const BRAND_MARK_CLASSES = {
  link: 'mr-4 flex min-w-0 shrink-0 items-center',
  logo: 'h-[30px] w-auto max-w-[min(12rem,42vw)] object-contain object-left',
  name: 'max-w-[min(12rem,42vw)] truncate text-xl leading-[30px] font-extrabold tracking-tight text-white',
  /** Before the brand is known: the room of a logo, empty. */
  placeholder: 'block h-[30px] w-[148px]',
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The header's home link for a brand, as index.html's header bar carries it before the scripts run:
 * the same markup as the storefront's BrandLink (apps/web/src/app/layout/brand-link.tsx, held equal
 * by its test), so the page the server completes paints the vendor's logo, and React's header takes
 * its place without moving anything. Without a brand (index.html as built) it keeps a logo's room.
 */
export function brandLinkHtml(brand: { shopName: string; logo: BrandLogo | null } | null, homePath: string): string {
  const name = brand ? escapeHtml(brand.shopName) : '';
  let inner = `<span class="${BRAND_MARK_CLASSES.placeholder}"></span>`;
  if (brand?.logo) {
    inner = `<img src="${escapeHtml(brand.logo.url)}" alt="${name}" width="${logoWidth(brand.logo)}" height="${LOGO_HEIGHT}" fetchpriority="high" class="${BRAND_MARK_CLASSES.logo}"/>`;
  } else if (brand) {
    inner = `<span class="${BRAND_MARK_CLASSES.name}">${name}</span>`;
  }
  const label = brand ? `${name} home` : 'Home';
  return `<a href="${escapeHtml(homePath)}" class="${BRAND_MARK_CLASSES.link}" aria-label="${label}">${inner}</a>`;
}
