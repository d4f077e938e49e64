/** The shop's plain branded email: a text part and a simple HTML part saying the same. */
export const BRAND = 'HashForge';

export interface RenderedEmail {
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Wraps plain text (paragraphs split by blank lines) in the branded HTML layout. */
export function brandedHtml(text: string, highlight?: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const escaped = escapeHtml(p).replace(/\n/g, '<br>');
      if (highlight && p === highlight) {
        return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:24px 0;color:#111827">${escaped}</p>`;
      }
      return `<p style="margin:0 0 16px;line-height:1.5">${escaped}</p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${BRAND}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#374151">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#111827;color:#f59e0b;font-size:22px;font-weight:bold;padding:20px 32px">${BRAND}</td></tr>
<tr><td style="padding:32px">
${paragraphs}
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#9ca3af;border-top:1px solid #e5e7eb">This message was sent by the ${BRAND} shop. Please do not reply to it.</td></tr>
</table></td></tr></table>
</body></html>`;
}

const codeReasons: Record<string, string> = {
  'code-sign-up': 'to create your account',
  'code-reset': 'to reset your password',
  'code-login': 'to log in',
  'code-bind-phone': 'to bind this phone to your account',
};

/** A verification code email (docs/contract.md section 5: valid 10 minutes). */
export function codeEmail(purpose: string, code: string): RenderedEmail & { subject: string } {
  const reason = codeReasons[purpose] ?? 'to continue';
  const text = [
    'Hello,',
    `Use this verification code ${reason} at ${BRAND}:`,
    code,
    'The code is valid for 10 minutes. If you did not ask for it, you can ignore this email: nothing changes without the code.',
    `The ${BRAND} team`,
  ].join('\n\n');
  return { subject: `Your ${BRAND} verification code`, text, html: brandedHtml(text, code) };
}

/** A verification code by SMS: short, one segment. */
export function codeSms(purpose: string, code: string): string {
  const reason = codeReasons[purpose] ?? 'to continue';
  return `${BRAND}: your code ${reason} is ${code}. Valid for 10 minutes.`;
}
