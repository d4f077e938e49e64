import { useMemo } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * A rich-text field of a react-hook-form form, edited with the back office's rich-text editor: the
 * form's value is the editor's HTML ('' for an empty text, or null when `nullable`). The server runs
 * every such text through the shop's one allowlist when it saves.
 */
export function HtmlField<T extends FieldValues, TOut = T>({
  control,
  name,
  id,
  label,
  error,
  hint = 'Links may point to http(s) addresses or pages of this shop.',
  placeholder,
  minHeight,
  nullable = false,
  autoFocus,
  fieldClassName,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  /** A CSS length for the editable area's least height. */
  minHeight?: string;
  /** An empty text is stored as null rather than ''. */
  nullable?: boolean;
  autoFocus?: boolean;
  fieldClassName?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RichTextEditor
          id={id}
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(html) => field.onChange(nullable && html === '' ? null : html)}
          onBlur={field.onBlur}
          focusRef={field.ref}
          error={error}
          hint={hint}
          placeholder={placeholder}
          minHeight={minHeight}
          autoFocus={autoFocus}
          className={fieldClassName}
        />
      )}
    />
  );
}

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
