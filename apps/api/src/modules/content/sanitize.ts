import sanitize from 'sanitize-html';

/**
 * The one allowlist for every piece of HTML the shop stores and serves: news and notices, policy
 * pages, product details, FAQ answers, calendar notes, after-sale messages (docs/domain.md D5).
 * Every module runs HTML through `sanitizeHtml` when writing it; the storefront runs DOMPurify
 * again when rendering. Scripts, event handlers, styles, forms and frames never survive; links
 * keep only http(s) and mailto and open safely; images only http(s) or our own paths.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'span',
    'div',
    'section',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['class'],
  },
  allowedClasses: {
    // Only our own content classes, so stored HTML cannot borrow the storefront's layout classes.
    '*': ['note', 'warning', 'lead', 'muted', 'spec-table', 'callout'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with the tag, not kept as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options).trim();
}
