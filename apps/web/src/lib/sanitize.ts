import DOMPurify from 'dompurify';

/**
 * HTML from the server (news, policies, product details, after-sale messages) is sanitised on
 * write by the API and again here before it touches the DOM (docs/domain.md D5).
 */
const ALLOWED_IFRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

let hooked = false;
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Links leaving the shop open in a new tab without handing it our window.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IFRAME') {
      const src = node.getAttribute('src') ?? '';
      const host = /^https:\/\//i.test(src) && URL.canParse(src) ? new URL(src).hostname : '';
      if (!ALLOWED_IFRAME_HOSTS.includes(host)) node.remove();
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
