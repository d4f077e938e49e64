/** The shop's plain branded email: a text part and a simple HTML part saying the same. */

export interface RenderedEmail {
  text: string;
  html: string;
}

/** What an email shows of the vendor's brand (settings/brand.ts reads it, the owner sets it). */
export interface MailBrand {
  shopName: string;
  colors: { primary: string; accent: string };
  /** An absolute https:// or http:// address of a PNG logo; mail programs show no SVG, so null then. */
  logoUrl: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Wraps plain text (paragraphs split by blank lines) in the branded HTML layout: the shop's name (or
 * its logo, the name as its alternative text) on its primary colour, the highlight (a code) in its
 * accent, and a footer naming the shop.
 */
export function brandedHtml(text: string, brand: MailBrand, highlight?: string): string {
  const name = escapeHtml(brand.shopName);
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const escaped = escapeHtml(p).replace(/\n/g, '<br>');
      if (highlight && p === highlight) {
        return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:24px 0;color:${brand.colors.accent}">${escaped}</p>`;
      }
      return `<p style="margin:0 0 16px;line-height:1.5">${escaped}</p>`;
    })
    .join('\n');
  const mark = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="30" style="display:block;height:30px;width:auto;border:0;color:#ffffff;font-size:22px;font-weight:bold">`
    : name;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#374151">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.colors.primary};color:#ffffff;font-size:22px;font-weight:bold;padding:20px 32px">${mark}</td></tr>
<tr><td style="padding:32px">
${paragraphs}
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">This message was sent by the ${name} shop.</td></tr>
</table></td></tr></table>
</body></html>`;
}

const codeReasons: Record<string, string> = {
  'code-sign-up': 'to create your account',
  'code-reset': 'to reset your password',
  'code-login': 'to log in',
  'code-bind-phone': 'to bind this phone to your account',
};

/** A verification code email (docs/contract.md section 5: valid 10 minutes); the worker lays it out. */
export function codeEmail(purpose: string, code: string, shopName: string): { subject: string; text: string } {
  const reason = codeReasons[purpose] ?? 'to continue';
  const text = [
    'Hello,',
    `Use this verification code ${reason} at ${shopName}:`,
    code,
    'The code is valid for 10 minutes. If you did not ask for it, you can ignore this email: nothing changes without the code.',
    `The ${shopName} team`,
  ].join('\n\n');
  return { subject: `Your ${shopName} verification code`, text };
}

/** A verification code by SMS: short, one segment. */
export function codeSms(purpose: string, code: string, shopName: string): string {
  const reason = codeReasons[purpose] ?? 'to continue';
  return `${shopName}: your code ${reason} is ${code}. Valid for 10 minutes.`;
}
