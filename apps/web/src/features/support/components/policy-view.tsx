import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useConfigPage } from '../api/get-config-page.ts';

/** A policy page: the HTML the server keeps for its type (docs/domain.md S2, policy pages). */
export function PolicyView({ type, title }: { type: number; title: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useConfigPage(type);
  return (
    <Page narrow>
      <Breadcrumb
        items={[
          { label: t('common.home'), to: paths.home },
          { label: t('titles.SupportIndex'), to: paths.supportIndex },
          { label: title },
        ]}
      />
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-8" data-testid="policy">
        {isPending ? (
          <PageSpinner />
        ) : data ? (
          <SafeHtml html={data} className="text-slate-700 [&>h1:first-child]:mt-0" />
        ) : (
          <EmptyState text={t('policy.missing')} />
        )}
      </div>
    </Page>
  );
}
