import type { FaqItem } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useQuestionPager } from '../api/get-question-pager.ts';

/** The FAQ, 10 per page (docs/domain.md S9). */
const PAGE_SIZE = 10;

/** The FAQ: a paged list; each question opens its solution in a dialog. */
export default function QuestionPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const { data, isPending } = useQuestionPager(page, PAGE_SIZE);
  const [selected, setSelected] = useState<FaqItem | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Page narrow>
      <PageTitle sub={t('question.intro')}>{t('titles.Question')}</PageTitle>
      {isPending ? (
        <PageSpinner />
      ) : !data || data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ol
            className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
            start={(page - 1) * PAGE_SIZE + 1}
            data-testid="faq-list"
          >
            {data.list.map((q, i) => (
              <li key={q.id}>
                <button
                  type="button"
                  onClick={() => {
                    setSelected(q);
                    setOpen(true);
                  }}
                  className="group flex w-full items-center gap-4 px-5 py-4 text-left hover:bg-slate-50"
                  aria-haspopup="dialog"
                >
                  <span className="w-6 shrink-0 text-sm text-slate-500 tabular-nums">
                    {(page - 1) * PAGE_SIZE + i + 1}
                  </span>
                  <span className="min-w-0 flex-1 font-medium text-slate-900 group-hover:text-brand-700">
                    {q.content}
                  </span>
                  {q.type === 1 ? (
                    <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200">
                      {t('question.hot')}
                    </span>
                  ) : null}
                  <span className="shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true">
                    ›
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} className="mt-8" />
        </>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={selected?.content ?? ''}
        width={640}
        footer={<Button onClick={() => setOpen(false)}>{t('common.close')}</Button>}
      >
        <p className="mb-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('question.solution')}</p>
        <SafeHtml html={selected?.answerContent} className="text-slate-700" />
      </Dialog>
    </Page>
  );
}
