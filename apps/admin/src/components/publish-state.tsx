import type { ColumnHelper } from '@tanstack/react-table';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { errorMessage } from '../lib/api.ts';
import { showToast } from '../lib/toast.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { Checkbox } from './ui/field.tsx';

/**
 * The `published` flag of a news item, banner, FAQ entry or activity (docs/backoffice.md section 5,
 * Content): a draft stays in the desk's lists but off the shop's calls. A published item whose
 * release time is still to come shows as scheduled.
 */
export function PublishedBadge({ published, scheduled = false }: { published: boolean; scheduled?: boolean }) {
  if (!published) return <Badge tone="grey">Draft</Badge>;
  if (scheduled) return <Badge tone="amber">Scheduled</Badge>;
  return <Badge tone="green">Published</Badge>;
}

/**
 * One click puts a row on the shop (Publish) or takes it off (Unpublish); the shop shows the change at
 * once. A refusal shows the envelope's message. `name` says which row, for the button's label.
 */
export function PublishToggle({
  published,
  name,
  onToggle,
}: {
  published: boolean;
  name: string;
  onToggle: (next: boolean) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const verb = published ? 'Unpublish' : 'Publish';
  const toggle = async () => {
    setBusy(true);
    try {
      await onToggle(!published);
      showToast('success', published ? `"${name}" is now a draft, off the shop.` : `"${name}" is in the shop.`);
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" busy={busy} aria-label={`${verb} "${name}"`} onClick={() => void toggle()}>
      {verb}
    </Button>
  );
}

/** A publishable row's buttons in a desk's list: Edit, Publish or Unpublish (see PublishToggle), Delete. */
export function PublishRowActions({
  published,
  name,
  onToggle,
  onEdit,
  onDelete,
  className = 'flex justify-end gap-1',
}: {
  published: boolean;
  name: string;
  onToggle: (next: boolean) => Promise<unknown>;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <span className={className}>
      <Button size="sm" variant="secondary" onClick={onEdit}>
        Edit
      </Button>
      <PublishToggle published={published} name={name} onToggle={onToggle} />
      <Button size="sm" variant="ghost" onClick={onDelete}>
        Delete
      </Button>
    </span>
  );
}

/**
 * The two columns that end every publishable desk's list (banners, FAQ, activities, news): "In the
 * shop" with the row's PublishedBadge, then its PublishRowActions. One place keeps the desks' labels,
 * and the button names the browser tests find them by, alike.
 */
export function publishColumns<Row extends { published: boolean }>(
  column: ColumnHelper<Row>,
  {
    name,
    onToggle,
    onEdit,
    onDelete,
    scheduled,
    actionsAlign = 'right',
  }: {
    /** Says which row in the Publish/Unpublish button's label and toast. */
    name: (row: Row) => string;
    onToggle: (row: Row, published: boolean) => Promise<unknown>;
    onEdit: (row: Row) => void;
    onDelete: (row: Row) => void;
    /** For rows with a release time: a published row whose time is still to come. */
    scheduled?: (row: Row) => boolean;
    actionsAlign?: 'left' | 'right';
  },
) {
  return [
    column.accessor((row) => row.published, {
      id: 'published',
      header: 'In the shop',
      cell: (c) => <PublishedBadge published={c.getValue()} scheduled={scheduled?.(c.row.original)} />,
    }),
    column.display({
      id: 'actions',
      header: '',
      meta: actionsAlign === 'right' ? { className: 'text-right' } : undefined,
      cell: (c) => (
        <PublishRowActions
          published={c.row.original.published}
          name={name(c.row.original)}
          onToggle={(published) => onToggle(c.row.original, published)}
          onEdit={() => onEdit(c.row.original)}
          onDelete={() => onDelete(c.row.original)}
          className={actionsAlign === 'left' ? 'flex gap-1' : undefined}
        />
      ),
    }),
  ];
}

/**
 * The `published` flag as a dialog sends it: on create (`stored` undefined) the box's value; on a
 * change only when the box now differs from the flag the dialog opened with. Left out, the save keeps
 * the stored flag, so a dialog opened before a colleague's Publish or Unpublish does not write the
 * old flag back.
 */
export function publishedToSend<T extends { published?: boolean | undefined }>(
  stored: boolean | undefined,
  values: T,
): Omit<T, 'published'> & { published?: boolean } {
  const { published, ...rest } = values;
  const box = Boolean(published);
  return box === stored ? rest : { ...rest, published: box };
}

/** The dialogs' "Published" checkbox (on by default: untick it to keep a draft). */
export const PublishedCheckbox = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string }
>(function PublishedCheckbox({ id, className, ...rest }, ref) {
  return (
    <div className={className ?? 'flex flex-col self-center pt-4'}>
      <Checkbox ref={ref} id={id} label="Published" aria-describedby={`${id}-hint`} {...rest} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Shown in the shop. Untick to keep it as a draft only staff see.
      </p>
    </div>
  );
});
