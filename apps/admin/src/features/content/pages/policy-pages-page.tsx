import { contentDesk } from '@hashforge/contract/admin/content';
import { POLICY_PLACEHOLDERS } from '@hashforge/contract/content-rules';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { POLICY_PAGE_TYPES, usePolicyPages } from '../api/get-policy-pages.ts';
import { useSavePolicyPage } from '../api/save-policy-page.ts';
import { HtmlExcerpt, HtmlField } from '../components/html-field.tsx';

type PolicyType = (typeof POLICY_PAGE_TYPES)[number];

const POLICY_PAGE: Record<PolicyType, { title: string; shownOn: string }> = {
  1: { title: 'Repair guide', shownOn: 'Support section; after-sale request form' },
  2: { title: 'Order policy', shownOn: 'Support section; order confirmation' },
  3: { title: 'Terms of use', shownOn: 'Support section' },
  4: { title: 'Support policy', shownOn: 'Support section' },
};

/** One row per page type; `content` is undefined while the shop's text is unknown (not read, or unreadable). */
interface PolicyRow {
  type: PolicyType;
  content: string | null | undefined;
}
const column = createColumnHelper<PolicyRow>();

export default function PolicyPagesPage() {
  const pages = usePolicyPages();
  const [editing, setEditing] = useState<PolicyRow | null>(null);
  const rows: PolicyRow[] = POLICY_PAGE_TYPES.map((type) => ({
    type,
    content: pages.data ? (pages.data.find((p) => p.type === type)?.content ?? null) : undefined,
  }));

  const columns = [
    column.accessor('type', {
      header: 'Page',
      cell: (c) => (
        <span>
          <span className="font-medium">{POLICY_PAGE[c.getValue()].title}</span>
          <HtmlExcerpt html={c.row.original.content ?? null} />
        </span>
      ),
    }),
    column.display({
      id: 'shownOn',
      header: 'Shown on',
      cell: (c) => <span className="text-slate-600">{POLICY_PAGE[c.row.original.type].shownOn}</span>,
    }),
    column.accessor('content', {
      header: 'In the shop',
      cell: (c) => {
        const content = c.getValue();
        if (content === undefined) return '—';
        return content ? <Badge tone="green">Written</Badge> : <Badge tone="amber">Not written</Badge>;
      },
    }),
    column.display({
      id: 'actions',
      header: '',
      meta: { className: 'text-right' },
      cell: (c) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={pages.isPending}
          onClick={() => setEditing(c.row.original)}
          aria-label={`Edit ${POLICY_PAGE[c.row.original.type].title}`}
        >
          Edit
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageHeader
        title="Policy pages"
        description="The shop's repair guide, order policy, terms of use and support policy. Saving replaces the page in the shop at once."
      />
      {pages.isError && (
        <div className="mb-4 flex items-start justify-between gap-3">
          <FormError
            message={`The saved pages could not be read (${errorMessage(pages.error)}). A page you save now replaces the shop's whole text.`}
          />
          <Button size="sm" variant="secondary" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <DataTable
        label="Policy pages"
        columns={columns}
        rows={rows}
        total={rows.length}
        loading={pages.isFetching}
        emptyTitle="No policy page"
      />
      {editing && <PolicyPageDialog page={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function PolicyPageDialog({ page, onClose }: { page: PolicyRow; onClose: () => void }) {
  const save = useSavePolicyPage();
  const { title } = POLICY_PAGE[page.type];
  const form = useSchemaForm(contentDesk.savePolicyPage.request, {
    defaultValues: { type: page.type, content: page.content ?? '' },
  });
  const { errors } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) => {
    await save.mutateAsync(values);
    showToast('success', `${title} saved. The shop serves the new text from now on.`);
    onClose();
  });

  return (
    <FormDialog
      formId="policy-page-edit"
      layout="stack"
      size="lg"
      title={`Edit · ${title}`}
      description={
        page.content === undefined
          ? "The shop's current text could not be read: what you save replaces it entirely."
          : page.content
            ? undefined
            : 'Not written yet: until it is saved the shop says this page is missing.'
      }
      error={formError}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-xs text-slate-500" data-testid="policy-placeholders">
        The shop writes in, wherever the page says them:{' '}
        {Object.entries(POLICY_PLACEHOLDERS).map(([placeholder, what], i) => (
          <span key={placeholder}>
            {i > 0 ? ', ' : ''}
            <code className="rounded bg-slate-100 px-1 text-slate-700">{placeholder}</code> {what}
          </span>
        ))}
        .
      </p>
      <HtmlField
        id="policy-page-edit-content"
        label={`${title} (HTML)`}
        minHeight="22rem"
        error={errors.content?.message}
        autoFocus
        control={form.control}
        name="content"
      />
    </FormDialog>
  );
}
