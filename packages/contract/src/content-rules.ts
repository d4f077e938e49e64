// Content kinds and the rules of staff's links, without zod: the home page needs them on its first load;
// content.ts and admin/content.ts have the schemas.

/** News item types (docs/domain.md S3). 3 is the activity type the spec mentions; the calendar has its own call. */
export const NewsType = { news: 1, video: 2, activity: 3, notice: 4 } as const;

/** Config page types of `config/getTypes`. */
export const ConfigType = { repairGuide: 1, orderPolicy: 2, termsOfUse: 3, supportPolicy: 4 } as const;

/**
 * What a policy page may write in place of the vendor's own words, filled in from the brand and the
 * company details whenever the page is served: the terms keep naming the vendor after a rename.
 */
export const POLICY_PLACEHOLDERS = {
  '{{shopName}}': "the shop's name",
  '{{companyName}}': "the company's legal name",
  '{{companyAddress}}': "the company's address",
  '{{supportEmail}}': 'the support email',
  '{{supportPhone}}': 'the support phone',
} as const;

/**
 * Whitespace, control characters and the backslash: a browser drops the first two from a URL and
 * reads a backslash as a slash, so "/\t/host" and "/\host" open another site as "//host" does.
 */
const URL_TRICKS = /[\s\\\p{Cc}]/u;

/**
 * Where a link that staff put in front of buyers (a banner, an activity) may go: a path of this shop
 * ("/products", never "//host", which a browser opens as another site) or an https:// link. Other
 * schemes (http:, javascript:, data:) and a user name before the host are refused. The admin form, the
 * API (the contract's schemas) and the storefront, for what was stored before the rule, read it here.
 */
export function isSiteLink(value: string): boolean {
  if (URL_TRICKS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return isHttpsLink(value);
}

/** An https:// address of another site, with a host and no user name: isSiteLink's outside links. */
export function isHttpsLink(value: string): boolean {
  if (URL_TRICKS.test(value) || !/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    // Not a URL at all: refused like any other wrong link.
    return false;
  }
}

/**
 * Where a contact the vendor shows (the footer's support and messaging links) may go: an https://
 * address, a `mailto:` with one address or a `tel:` with a number; no other scheme, nothing a browser
 * would run.
 */
export function isContactLink(value: string): boolean {
  if (isHttpsLink(value)) return true;
  if (/^mailto:[^\s@:/\\?#<>"',;]+@[^\s@:/\\?#<>"',;]+\.[^\s@:/\\?#<>"',;]+$/i.test(value)) return true;
  return /^tel:\+?[0-9][0-9\-.()]{2,30}$/i.test(value);
}

/** A storage key as files/upload answers it (`pub/<digest>/<name>`): no scheme, no leading slash. */
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** An image staff name (a banner, a news cover): a storage key from files/upload or an isSiteLink. */
export function isImageRef(value: string): boolean {
  return STORAGE_KEY.test(value) || isSiteLink(value);
}
