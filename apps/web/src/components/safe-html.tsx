import { useMemo } from 'react';
import { cn } from '../lib/cn.ts';
import { sanitizeHtml } from '../lib/sanitize.ts';

/** Server HTML, sanitised again with DOMPurify before it is rendered (docs/domain.md D5). */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised by DOMPurify just above
  return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
