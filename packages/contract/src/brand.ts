import { z } from 'zod';
import { OTHER_LANGUAGES } from './brand-rules.ts';
import { defineCall, shopPath } from './call.ts';

/**
 * The vendor's brand as every visitor sees it (the owner sets it in the back office's settings):
 * the name, logo and icon, the colours, and what the footer lists. The storefront's header, footer,
 * titles and notices read it; the server writes it into index.html, so the first paint shows it.
 */
export const shopBrand = z.object({
  shopName: z.string(),
  /** Shown 30 px high on the dark header and footer; null: the name is written instead. */
  logo: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  /** The square icon of the browser tab and of a phone's home screen; null: none. */
  icon: z.object({ url: z.string(), type: z.string() }).nullable(),
  /** `#rrggbb`: the header's and footer's background, and the buttons' and links' colour. */
  colors: z.object({ primary: z.string(), accent: z.string() }),
  /** The support contacts: the phone and email are the company details the pay page shows. */
  contacts: z.object({
    phone: z.string(),
    hotlineHours: z.string(),
    email: z.string(),
    messaging: z.array(z.object({ name: z.string(), handle: z.string(), url: z.string() })),
  }),
  partners: z.array(z.object({ name: z.string(), region: z.string(), url: z.string() })),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
  /** The vendor's other language sites that have an address (this site is En). */
  languageSites: z.array(z.object({ code: z.enum(OTHER_LANGUAGES), url: z.string() })),
});
export type ShopBrand = z.infer<typeof shopBrand>;

export const getBrand = defineCall({
  path: shopPath('brand/get'),
  auth: false,
  encrypted: false,
  summary: "The vendor's brand: name, logo, icon, colours, support contacts, partners, social links and language sites",
  request: z.object({}),
  response: shopBrand,
});

export const brandCalls = { getBrand };
