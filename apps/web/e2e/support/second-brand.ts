/** The tile's teal gradient, the same in the logo and the icon, under the id its tile fills with. */
function tileGradient(id: string): string {
  return `<defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2dd4bf"/>
      <stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
  </defs>`;
}

/**
 * A second vendor, unlike the demo in name, logo and colours, for the browser tests that show a shop
 * in another brand (the storefront's brand test, the back office's brand page). Its texts are fitted
 * with textLength, so the logo is as wide in every font a test machine has.
 */
export const SECOND_BRAND_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 184 48" role="img" aria-label="Northwind Mining">
  ${tileGradient('nw-tile')}
  <rect x="2" y="5" width="38" height="38" rx="10" fill="url(#nw-tile)"/>
  <path d="M11 35V15h4.6l11.6 12.4V15h4.6v20h-4.6L15.6 22.6V35Z" fill="#ffffff"/>
  <path d="M21 3l4 5h-8z" fill="#99f6e4"/>
  <text x="50" y="28" textLength="130" lengthAdjust="spacingAndGlyphs" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="23" font-weight="800" fill="#ffffff">Northwind</text>
  <text x="51" y="43" textLength="66" lengthAdjust="spacing" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="10" font-weight="700" fill="#5eead4">MINING</text>
</svg>
`;

/** The square icon: the logo's tile alone. */
export const SECOND_BRAND_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  ${tileGradient('nw-icon')}
  <rect width="64" height="64" rx="16" fill="url(#nw-icon)"/>
  <path d="M16 50V16h7.5l18 20.5V16H49v34h-7.5l-18-20.5V50Z" fill="#ffffff"/>
</svg>
`;

/** Everything but the files, as the owner's form sends it (the API tests' second vendor). */
export { SECOND_BRAND } from '../../../api/test/support/factories/brand.ts';
