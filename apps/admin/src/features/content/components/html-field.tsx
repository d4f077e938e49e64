import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useMemo } from 'react';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * Rich text typed as HTML, as on the news desk. The server runs every such text through the shop's
 * one allowlist when it saves, so the hint says what will not survive rather than leaving staff to
 * find out on the shop.
 */
export const HtmlField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    id: string;
    label: string;
    error?: string;
    hint?: ReactNode;
    fieldClassName?: string;
  }
>(function HtmlField({ id, label, error, hint, fieldClassName, rows = 10, ...textarea }, ref) {
  return (
    <Field
      label={label}
      htmlFor={id}
      error={error}
      hint={hint ?? 'HTML. Scripts, styles, forms and frames are removed when it is saved.'}
      className={fieldClassName}
    >
      <Textarea ref={ref} id={id} rows={rows} className="font-mono text-xs" invalid={Boolean(error)} {...textarea} />
    </Field>
  );
});

const BLOCKS = 'p,br,h1,h2,h3,h4,h5,h6,li,dt,dd,div,section,blockquote,pre,figcaption,caption,tr,th,td';

/**
 * The words of a stored HTML text, for a list row. An inert parsed document is used: nothing in it
 * runs or loads, whatever the text holds. Blocks get a space after them, or a heading and the
 * paragraph under it would run together as one word.
 */
function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function HtmlExcerpt({ html, className }: { html: string | null; className?: string }) {
  const text = useMemo(() => (html ? plainText(html) : ''), [html]);
  if (!text) return null;
  return <span className={cn('line-clamp-1 block max-w-xl text-xs text-slate-500', className)}>{text}</span>;
}
