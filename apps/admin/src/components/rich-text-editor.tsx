import { lazy, Suspense, useId } from 'react';
import { cn } from '../lib/cn.ts';

export interface RichTextEditorProps {
  /** The editable area's id (a label elsewhere may point at it); one is made up when absent. */
  id?: string;
  /** The visible label, and the editable area's accessible name. */
  label: string;
  /** The text as HTML; '' for an empty document. */
  value: string;
  /** Called with the new HTML on every change; an empty document gives ''. */
  onChange: (html: string) => void;
  error?: string;
  placeholder?: string;
  /** A CSS length for the editable area's least height; 10rem unless told. */
  minHeight?: string;
  /** Called when the editable area loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Handed an object that focuses the editor (react-hook-form's `field.ref`, to focus a refused field). */
  focusRef?: (handle: { focus: () => void } | null) => void;
  autoFocus?: boolean;
  /** Shown under the editor when there is no error. */
  hint?: string;
  className?: string;
}

// Tiptap and ProseMirror are a chunk of their own, fetched the first time an editor is shown, so the
// back office's first load and the pages without an editor do not carry them.
const loadEditor = () => import('./rich-text-editor-core.tsx');
const RichTextEditorCore = lazy(loadEditor);

/** Starts fetching the editor early (on hover of a button that opens a form with one, say). */
export function preloadRichTextEditor(): void {
  void loadEditor();
}

/**
 * A rich-text field: the label, a small toolbar and the editable area, and the refusal under it, laid
 * out as `Field` lays out the other controls. The editable area is named by the label
 * (aria-labelledby), so `getByLabel(label)` finds it as it found the textarea it replaces.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  focusRef,
  autoFocus,
  error,
  placeholder,
  minHeight = '10rem',
  hint,
  className,
}: RichTextEditorProps) {
  const autoId = useId();
  const editorId = id ?? `rte-${autoId}`;
  const labelId = `${editorId}-label`;
  const messageId = `${editorId}-message`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <span id={labelId} className="text-xs font-medium text-slate-700">
        {label}
      </span>
      <Suspense
        fallback={
          // Deliberately unnamed: nothing should type into it before the editor takes its place.
          <div
            aria-busy="true"
            className="rounded-md border border-slate-300 bg-white"
            style={{ minHeight: `calc(${minHeight} + 2.25rem)` }}
          >
            <div className="h-9 border-b border-slate-200 bg-slate-50" />
            <p className="px-3 py-2 text-sm text-slate-400">Loading the editor…</p>
          </div>
        }
      >
        <RichTextEditorCore
          id={editorId}
          labelId={labelId}
          describedBy={error || hint ? messageId : undefined}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          focusRef={focusRef}
          autoFocus={autoFocus}
          invalid={Boolean(error)}
          placeholder={placeholder}
          minHeight={minHeight}
        />
      </Suspense>
      {error ? (
        <p id={messageId} className="text-xs text-red-600" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
