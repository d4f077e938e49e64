import { contentDesk } from '@hashforge/contract/admin/content';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { PublishedCheckbox, publishColumns, publishedToSend } from '../../../components/publish-state.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Field, Input, LabelOptions, Select, Textarea } from '../../../components/ui/field.tsx';
import { FilterBar, SelectFilter } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage, type ListRow } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { runWithToast, showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCreateNews } from '../api/create-news.ts';
import { useDeleteNews } from '../api/delete-news.ts';
import { useNewsList } from '../api/list-news.ts';
import { useUpdateNews } from '../api/update-news.ts';

type Item = ListRow<typeof useNewsList>;
const column = createColumnHelper<Item>();

const NEWS_TYPE: Record<number, string> = { 1: 'News', 2: 'Video', 3: 'Activity', 4: 'Notice' };

/** An ISO time as a datetime-local value in the staff member's own clock, and back. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined);

export default function NewsPage() {
  const { page, limit, filters, filterProps, paging } = useListParams(['type'] as const);
  const type = ['1', '2', '3', '4'].includes(filters.type) ? (Number(filters.type) as 1 | 2 | 3 | 4) : undefined;
  const list = useNewsList({ page, limit, type });
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const remove = useDeleteNews();
  const update = useUpdateNews();

  const doDelete = async (item: Item) => {
    if (!window.confirm(`Remove "${item.title}" from the shop for good?`)) return;
    await runWithToast(() => remove.mutateAsync({ id: item.id }), `"${item.title}" removed.`);
  };

  const columns = [
    column.accessor('title', {
      header: 'Title',
      cell: (c) => (
        <span>
          <span className="font-medium">{c.getValue()}</span>
          <span className="line-clamp-1 block max-w-md text-xs text-slate-500">{c.row.original.summary}</span>
        </span>
      ),
    }),
    column.accessor('type', { header: 'Type', cell: (c) => NEWS_TYPE[c.getValue()] ?? c.getValue() }),
    column.accessor('releaseTime', { header: 'Release', cell: (c) => formatDateTime(c.getValue()) }),
    ...publishColumns(column, {
      name: (item) => item.title,
      onToggle: (item, published) => update.mutateAsync({ id: item.id, published }),
      onEdit: setEditing,
      onDelete: (item) => void doDelete(item),
      scheduled: (item) => item.scheduled,
      actionsAlign: 'left',
    }),
  ];

  return (
    <>
      <PageHeader
        title="News"
        description="News, videos, activities and notices. A future release time schedules an item; a draft stays off the shop until published."
        actions={<Button onClick={() => setEditing('new')}>New item</Button>}
      />
      <FilterBar>
        <SelectFilter
          id="news-type"
          label="Type"
          className="w-40"
          {...filterProps('type')}
          value={type ? String(type) : ''}
        >
          <option value="">All</option>
          <LabelOptions labels={NEWS_TYPE} />
        </SelectFilter>
      </FilterBar>
      <DataTable label="News" columns={columns} query={list} paging={paging} emptyTitle="No item yet" />
      {editing && <NewsDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function NewsDialog({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const create = useCreateNews();
  const update = useUpdateNews();
  const [values, setValues] = useState({
    type: String(item?.type ?? 1),
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    content: '',
    cover: item?.cover ?? '',
    videoUrl: '',
    releaseTime: item ? toLocalInput(item.releaseTime) : '',
  });
  const [published, setPublished] = useState(item?.published ?? true);
  const [error, setError] = useState('');
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const common = publishedToSend(item?.published, {
      title: values.title,
      summary: values.summary,
      cover: values.cover || undefined,
      videoUrl: values.videoUrl || undefined,
      releaseTime: fromLocalInput(values.releaseTime),
      published,
    });
    try {
      if (item) {
        // The list does not carry the text: an empty box keeps the text as it is.
        const input = { id: item.id, ...common, content: values.content || undefined };
        const parsed = contentDesk.updateNews.request.safeParse(input);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
        await update.mutateAsync(input);
      } else {
        const input = { type: Number(values.type) as 1 | 2 | 3 | 4, ...common, content: values.content };
        const parsed = contentDesk.createNews.request.safeParse(input);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
        await create.mutateAsync(input);
      }
      showToast('success', `"${values.title}" saved.`);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <FormDialog
      formId="news-edit"
      size="lg"
      title={item ? `Edit · ${item.title}` : 'New item'}
      error={error}
      busy={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Type" htmlFor="news-edit-type">
        <Select id="news-edit-type" value={values.type} onChange={set('type')} disabled={item !== null}>
          <LabelOptions labels={NEWS_TYPE} />
        </Select>
      </Field>
      <Field label="Release time" htmlFor="news-edit-release" hint="Empty: now. Future: scheduled.">
        <Input id="news-edit-release" type="datetime-local" value={values.releaseTime} onChange={set('releaseTime')} />
      </Field>
      <PublishedCheckbox
        id="news-edit-published"
        className="col-span-2 flex flex-col"
        checked={published}
        onChange={(e) => setPublished(e.target.checked)}
      />
      <Field label="Title" htmlFor="news-edit-title" className="col-span-2">
        <Input id="news-edit-title" value={values.title} onChange={set('title')} />
      </Field>
      <Field label="Summary" htmlFor="news-edit-summary" className="col-span-2">
        <Textarea id="news-edit-summary" rows={2} value={values.summary} onChange={set('summary')} />
      </Field>
      <Field label="Cover (storage key or URL)" htmlFor="news-edit-cover" className="col-span-2">
        <Input id="news-edit-cover" value={values.cover} onChange={set('cover')} />
      </Field>
      {values.type === '2' && (
        <Field
          label="Video embed URL"
          htmlFor="news-edit-video"
          hint="youtube-nocookie.com or player.vimeo.com"
          className="col-span-2"
        >
          <Input id="news-edit-video" value={values.videoUrl} onChange={set('videoUrl')} />
        </Field>
      )}
      <RichTextEditor
        id="news-edit-content"
        label="Text (HTML)"
        value={values.content}
        onChange={(content) => setValues((v) => ({ ...v, content }))}
        hint={
          item
            ? 'Leave empty to keep the current text. The shop sanitises the text when it is saved.'
            : 'The shop sanitises the text when it is saved.'
        }
        minHeight="12rem"
        className="col-span-2"
      />
    </FormDialog>
  );
}
