import { contentDesk } from '@hashforge/contract/admin/content';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { PublishedCheckbox, publishColumns, publishedToSend } from '../../../components/publish-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Checkbox, Field, FormTextField, Textarea } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { asNumber, useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteFaq } from '../api/delete-faq.ts';
import { useFaqs } from '../api/list-faqs.ts';
import { usePublishFaq } from '../api/publish-faq.ts';
import { useSaveFaq } from '../api/save-faq.ts';
import { HtmlExcerpt, HtmlField } from '../components/html-field.tsx';

type Entry = ListRow<typeof useFaqs>;
const column = createColumnHelper<Entry>();

export default function FaqPage() {
  const list = useFaqs();
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const remove = useDeleteFaq();
  const publish = usePublishFaq();

  const columns = [
    column.accessor('content', {
      header: 'Question',
      cell: (c) => (
        <span>
          <span className="font-medium">{c.getValue()}</span>
          <HtmlExcerpt html={c.row.original.answerContent} />
        </span>
      ),
    }),
    column.accessor('hot', {
      header: 'Hot question',
      cell: (c) => (c.getValue() ? <Badge tone="orange">Hot</Badge> : '—'),
    }),
    column.accessor('sort', { header: 'Order', meta: { className: 'tabular-nums' } }),
    ...publishColumns(column, {
      name: (entry) => entry.content,
      onToggle: (entry, published) => publish.mutateAsync({ id: entry.id, published }),
      onEdit: setEditing,
      onDelete: setRemoving,
    }),
  ];

  return (
    <>
      <PageHeader
        title="FAQ"
        description="The shop's FAQ: hot questions come first and carry a label, then the rest, lowest order first. Drafts stay off the shop."
        actions={<Button onClick={() => setEditing('new')}>New question</Button>}
      />
      <DataTable label="FAQ" columns={columns} query={list} emptyTitle="No question yet" />
      {editing && <FaqDialog entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDeleteDialog
          title="Delete question"
          onClose={() => setRemoving(null)}
          onConfirm={() => remove.mutateAsync({ id: removing.id })}
          deletedToast="Question deleted."
        >
          <p>Remove this question and its answer from the shop for good?</p>
          <p className="font-medium text-slate-900">{removing.content}</p>
        </ConfirmDeleteDialog>
      )}
    </>
  );
}

function FaqDialog({ entry, onClose }: { entry: Entry | null; onClose: () => void }) {
  const save = useSaveFaq();
  const form = useSchemaForm(contentDesk.saveFaq.request, {
    defaultValues: {
      id: entry?.id,
      content: entry?.content ?? '',
      answerContent: entry?.answerContent ?? '',
      hot: entry?.hot ?? false,
      sort: entry?.sort ?? 0,
      published: entry?.published ?? true,
    },
  });
  const { errors } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) => {
    await save.mutateAsync(publishedToSend(entry?.published, values));
    showToast('success', entry ? 'Question saved.' : 'Question added.');
    onClose();
  });

  return (
    <FormDialog
      formId="faq-edit"
      size="lg"
      title={entry ? 'Edit question' : 'New question'}
      error={formError}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Question" htmlFor="faq-edit-question" error={errors.content?.message} className="col-span-2">
        <Textarea
          id="faq-edit-question"
          rows={2}
          invalid={Boolean(errors.content)}
          autoFocus
          {...form.register('content')}
        />
      </Field>
      <HtmlField
        id="faq-edit-answer"
        label="Answer"
        minHeight="10rem"
        error={errors.answerContent?.message}
        fieldClassName="col-span-2"
        control={form.control}
        name="answerContent"
      />
      <FormTextField
        form={form}
        name="sort"
        label="Order"
        hint="Lower numbers show first"
        inputMode="numeric"
        registerOptions={asNumber}
      />
      <div className="flex items-center self-center pt-4">
        <Checkbox id="faq-edit-hot" label="Hot question (shown first, with a label)" {...form.register('hot')} />
      </div>
      <PublishedCheckbox id="faq-edit-published" className="col-span-2 flex flex-col" {...form.register('published')} />
    </FormDialog>
  );
}
