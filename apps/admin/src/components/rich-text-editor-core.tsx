import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { EditorState } from '@tiptap/pm/state';
import { type Editor, EditorContent, Extension, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * Whether a link target may be kept: an absolute http(s) URL, or a relative one (`/news/1`,
 * `faq#pay`, `?page=2`). Any other scheme (javascript:, data:, mailto:...) and protocol-relative
 * `//host` targets are refused. Browsers drop tabs, newlines and other control characters inside a
 * URL, so they are removed before the scheme is looked at. The server sanitises again on write.
 */
export function isAllowedHref(raw: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!url || url.includes('\\')) return false;
  if (/^https?:/i.test(url)) {
    if (!/^https?:\/\/[^/]/i.test(url)) return false;
    try {
      new URL(url);
      return true;
    } catch {
      return false;
    }
  }
  if (url.startsWith('//')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** What the editor keeps of a link already in a text: what the toolbar may make, and mail links (the shop's allowlist keeps them too). */
function isKeptHref(raw: string): boolean {
  return isAllowedHref(raw) || /^mailto:[^\s]/i.test(raw.trim());
}

/** The content classes the shop's allowlist keeps (apps/api/src/modules/content/sanitize.ts). */
const CONTENT_CLASSES = new Set(['note', 'warning', 'lead', 'muted', 'spec-table', 'callout']);

/**
 * Stored texts carry the shop's content classes (`<p class="lead">`, `<table class="spec-table">`)
 * and header scopes; the editor keeps them so opening and saving a text does not restyle it. A class
 * is not carried into the paragraph Enter starts.
 */
const StoredAttributes = Extension.create({
  name: 'storedAttributes',
  addGlobalAttributes() {
    return [
      {
        types: [
          'paragraph',
          'heading',
          'blockquote',
          'bulletList',
          'orderedList',
          'listItem',
          'codeBlock',
          'table',
          'tableRow',
          'tableCell',
          'tableHeader',
          'image',
        ],
        attributes: {
          class: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) =>
              (element.getAttribute('class') ?? '')
                .split(/\s+/)
                .filter((name) => CONTENT_CLASSES.has(name))
                .join(' ') || null,
            renderHTML: (attributes) => (attributes.class ? { class: attributes.class } : {}),
          },
        },
      },
      {
        types: ['tableHeader'],
        attributes: {
          scope: {
            default: null,
            parseHTML: (element) => element.getAttribute('scope'),
            renderHTML: (attributes) => (attributes.scope ? { scope: attributes.scope } : {}),
          },
        },
      },
    ];
  },
});

// Module level, so each render hands useEditor the same extension objects and it never reconfigures.
// The toolbar makes paragraphs, h2 headings, lists and links; the rest (other heading levels, tables,
// images, quotes, code) is what stored texts already hold and must survive an edit unchanged.
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    // No empty paragraph forced after the last block: it would be saved as a stray <p></p>.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      // Plain <a href>: the server adds target and rel to external links when it sanitises, and a
      // link to a page of the shop opens in place.
      HTMLAttributes: { target: null, rel: null },
      protocols: [],
      isAllowedUri: (url) => isKeptHref(url),
      shouldAutoLink: (url) => /^https?:\/\//i.test(url),
    },
  }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  Image.configure({ inline: false, allowBase64: false }),
  StoredAttributes,
];

// ProseMirror's document has no typography of its own here (no typography plugin in the admin's
// Tailwind), so the blocks are styled where they are edited.
const contentClass = cn(
  'block w-full rounded-b-md px-3 py-2 text-sm text-slate-900 focus:outline-2 focus:-outline-offset-2 focus:outline-brand-500',
  '[&_p]:my-1.5 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_h1]:mt-3 [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-semibold [&_h1:first-child]:mt-0',
  '[&_h2]:mt-3 [&_h2]:mb-1.5 [&_h2]:text-base [&_h2]:font-semibold [&_h2:first-child]:mt-0',
  '[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-sm [&_h3]:font-semibold [&_h3:first-child]:mt-0',
  '[&_h4]:mt-2 [&_h4]:font-semibold [&_h5]:mt-2 [&_h5]:font-semibold [&_h6]:mt-2 [&_h6]:font-semibold',
  '[&_ul]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_li_p]:my-0.5 [&_a]:text-brand-700 [&_a]:underline',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-xs',
  '[&_pre]:my-1.5 [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-2 [&_pre]:font-mono [&_pre]:text-xs',
  '[&_hr]:my-3 [&_hr]:border-slate-200 [&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full',
  '[&_.tableWrapper]:my-2 [&_.tableWrapper]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_td]:align-top',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:align-top [&_th]:font-semibold',
  '[&_td_p]:my-0 [&_th_p]:my-0 [&_.selectedCell]:bg-brand-50',
  '[&_.lead]:text-base [&_.lead]:text-slate-700 [&_.muted]:text-slate-500',
  '[&_.note]:rounded [&_.note]:bg-slate-50 [&_.note]:px-2 [&_.note]:py-1 [&_.note]:text-slate-600',
  '[&_.warning]:rounded [&_.warning]:bg-amber-50 [&_.warning]:px-2 [&_.warning]:py-1',
  '[&_.callout]:rounded [&_.callout]:bg-brand-50 [&_.callout]:px-2 [&_.callout]:py-1',
);

/** The buttons that change the text, off while the HTML itself is being edited. */
const FORMAT_BUTTONS = ['Bold', 'Italic', 'Heading', 'Bullet list', 'Numbered list', 'Link', 'Undo', 'Redo'];

/**
 * Puts another text in the editor without emitting it (the form is not marked dirty by the editor's
 * own normalising) and with a new history: Undo must not bring back another row's text or a sent reply.
 */
function replaceDocument(editor: Editor, html: string): void {
  if (htmlOf(editor) === html) return;
  editor.commands.setContent(html, { emitUpdate: false });
  const { schema, doc, plugins } = editor.state;
  editor.view.updateState(EditorState.create({ schema, doc, plugins }));
  // An empty transaction, so the toolbar reads the cleared history (Undo disabled).
  editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
}

function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export interface RichTextEditorCoreProps {
  id: string;
  labelId: string;
  describedBy?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  focusRef?: (handle: { focus: () => void } | null) => void;
  autoFocus?: boolean;
  invalid: boolean;
  placeholder?: string;
  minHeight: string;
}

export default function RichTextEditorCore({
  id,
  labelId,
  describedBy,
  value,
  onChange,
  onBlur,
  focusRef,
  autoFocus,
  invalid,
  placeholder,
  minHeight,
}: RichTextEditorCoreProps) {
  // The document the editor holds, as last emitted or last taken from `value`: a `value` equal to
  // it is the echo of the editor's own change and is left alone, so typing keeps its caret.
  const known = useRef(value);
  const [initialContent] = useState(value);
  // Source mode: the HTML itself in a textarea, for markup the toolbar cannot make. Only one of the
  // two controls carries the id and the label at a time.
  const [source, setSource] = useState(false);

  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(source ? {} : { id, 'aria-labelledby': labelId }),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: contentClass,
        style: `min-height: ${minHeight}`,
        spellcheck: 'true',
      },
    }),
    [id, labelId, describedBy, invalid, minHeight, source],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    autofocus: autoFocus ? 'end' : false,
    onBlur: () => onBlur?.(),
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      if (html === known.current) return;
      known.current = html;
      onChange(html);
    },
  });

  // A value from outside (the form reset for another row, a draft loaded): replace the document
  // without emitting, so the form is not marked dirty by the editor's own normalising.
  useEffect(() => {
    if (editor.isDestroyed || value === known.current) return;
    known.current = value;
    replaceDocument(editor, value);
  }, [editor, value]);

  function toggleSource() {
    if (source) {
      // Back to the editor: it takes the HTML as typed (what it cannot hold is dropped when it is next
      // edited there; until then the form keeps the HTML exactly as typed).
      known.current = value;
      replaceDocument(editor, value);
      setSource(false);
      requestAnimationFrame(() => editor.commands.focus('end'));
    } else {
      setSource(true);
      requestAnimationFrame(() => document.getElementById(id)?.focus());
    }
  }

  useEffect(() => {
    if (!focusRef) return;
    focusRef({ focus: () => (source ? document.getElementById(id)?.focus() : editor.commands.focus()) });
    return () => focusRef(null);
  }, [editor, focusRef, source, id]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      empty: e.isEmpty,
    }),
  });

  // One tab stop for the whole toolbar (the button last used, Bold at first); arrows move inside it.
  const [current, setCurrent] = useState('Bold');
  const disabled: Record<string, boolean> = source
    ? Object.fromEntries(FORMAT_BUTTONS.map((name) => [name, true]))
    : { Undo: !state.canUndo, Redo: !state.canRedo };
  const tabStop = disabled[current] ? (source ? 'HTML source' : 'Bold') : current;
  const rove = (label: string) => ({ tabbable: tabStop === label, onFocus: () => setCurrent(label) });

  function editLink() {
    const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
    const answer = window.prompt('Link address (https://… or a path on this site such as /news)', existing);
    if (answer === null) return;
    const href = answer.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) {
      chain.unsetLink().run();
      return;
    }
    if (!isAllowedHref(href)) {
      window.alert('Only http(s) addresses and paths on this site can be linked.');
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  }

  return (
    <div
      className={cn(
        'rounded-md border bg-white focus-within:ring-1',
        invalid
          ? 'border-red-500 focus-within:ring-red-500'
          : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-500',
      )}
    >
      <div
        role="toolbar"
        // Not named after the field's label: getByLabel(label) must find the editable area alone.
        aria-label="Formatting"
        aria-controls={id}
        onKeyDown={moveInToolbar}
        className="flex flex-wrap items-center gap-0.5 rounded-t-md border-b border-slate-200 bg-slate-50 px-1 py-1"
      >
        <ToolButton
          label="Bold"
          {...rove('Bold')}
          disabled={disabled.Bold}
          active={state.bold}
          onClick={() => editor.chain().focus().toggleBold().run()}
          shortcut="Ctrl+B"
        >
          <span className="font-bold">B</span>
        </ToolButton>
        <ToolButton
          label="Italic"
          {...rove('Italic')}
          disabled={disabled.Italic}
          active={state.italic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
          shortcut="Ctrl+I"
        >
          <span className="font-serif italic">I</span>
        </ToolButton>
        <ToolButton
          label="Heading"
          {...rove('Heading')}
          disabled={disabled.Heading}
          active={state.heading}
          onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          <span className="font-semibold">H</span>
        </ToolButton>
        <Divider />
        <ToolButton
          label="Bullet list"
          {...rove('Bullet list')}
          disabled={disabled['Bullet list']}
          active={state.bulletList}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          <Icon>
            <circle cx="4" cy="6" r="1.3" fill="currentColor" stroke="none" />
            <circle cx="4" cy="12" r="1.3" fill="currentColor" stroke="none" />
            <circle cx="4" cy="18" r="1.3" fill="currentColor" stroke="none" />
            <path d="M9 6h11M9 12h11M9 18h11" />
          </Icon>
        </ToolButton>
        <ToolButton
          label="Numbered list"
          {...rove('Numbered list')}
          disabled={disabled['Numbered list']}
          active={state.orderedList}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <Icon>
            <path d="M3 4.5h1.5V9M3 9h3M3 14.5c0-1 .8-1.5 1.5-1.5s1.5.5 1.5 1.3c0 1.2-3 2.2-3 3.7h3" />
            <path d="M10 6h10M10 12h10M10 18h10" />
          </Icon>
        </ToolButton>
        <Divider />
        <ToolButton label="Link" {...rove('Link')} disabled={disabled.Link} active={state.link} onClick={editLink}>
          <Icon>
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
            <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </Icon>
        </ToolButton>
        <Divider />
        <ToolButton
          label="Undo"
          {...rove('Undo')}
          disabled={disabled.Undo}
          onClick={() => editor.chain().focus().undo().run()}
          shortcut="Ctrl+Z"
        >
          <Icon>
            <path d="M9 14 4 9l5-5" />
            <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
          </Icon>
        </ToolButton>
        <ToolButton
          label="Redo"
          {...rove('Redo')}
          disabled={disabled.Redo}
          onClick={() => editor.chain().focus().redo().run()}
          shortcut="Ctrl+Shift+Z"
        >
          <Icon>
            <path d="m15 14 5-5-5-5" />
            <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
          </Icon>
        </ToolButton>
        <span className="flex-1" />
        <ToolButton label="HTML source" {...rove('HTML source')} active={source} onClick={toggleSource}>
          <Icon>
            <path d="m8 7-5 5 5 5M16 7l5 5-5 5" />
          </Icon>
        </ToolButton>
      </div>
      {source && (
        <textarea
          id={id}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={value}
          placeholder={placeholder}
          spellCheck={false}
          onChange={(event) => {
            known.current = event.target.value;
            onChange(event.target.value);
          }}
          onBlur={() => onBlur?.()}
          style={{ minHeight }}
          className="block max-h-[65vh] w-full resize-y rounded-b-md border-0 bg-white px-3 py-2 font-mono text-xs text-slate-900 focus:ring-0 focus:outline-none"
        />
      )}
      {/* A long text scrolls inside the field, so the toolbar stays in view above it. */}
      <div className={cn('relative max-h-[65vh] overflow-y-auto', source && 'hidden')}>
        {state.empty && placeholder && (
          <p aria-hidden="true" className="pointer-events-none absolute top-2 left-3 text-sm text-slate-400">
            {placeholder}
          </p>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function ToolButton({
  label,
  tabbable,
  onFocus,
  active,
  disabled,
  onClick,
  shortcut,
  children,
}: {
  label: string;
  tabbable: boolean;
  onFocus: () => void;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  shortcut?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active === undefined ? undefined : active}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      // Keeps the editor's selection: a click on the toolbar must not move focus out and back.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-7 items-center justify-center rounded text-sm text-slate-700 hover:bg-slate-200 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
        active && !disabled && 'bg-slate-200 text-slate-900',
      )}
    >
      {/* Named by text rather than aria-label, so getByLabel never confuses a button with a field. */}
      <span aria-hidden="true" className="contents">
        {children}
      </span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** Arrow keys, Home and End move between the toolbar's enabled buttons (the WAI-ARIA toolbar pattern). */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const last = buttons.length - 1;
  const to =
    event.key === 'ArrowRight'
      ? (at + 1) % buttons.length
      : event.key === 'ArrowLeft'
        ? (at - 1 + buttons.length) % buttons.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : -1;
  if (to < 0) return;
  event.preventDefault();
  buttons[to]?.focus();
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-slate-300" />;
}
