import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCalculatorData } from '../api/get-calculator-data.ts';
import type { CalculatorMode } from './calculator-model.ts';
import { CalculatorTabs } from './calculator-tabs.tsx';
import { CalculatorWorkspace } from './calculator-workspace.tsx';

/** Shared by both calculator routes: title, the tab to the other calculator, then the workspace. */
export function CalculatorScreen({ mode }: { mode: CalculatorMode }) {
  const { t } = useTranslation();
  const query = useCalculatorData();
  // The title and its introduction paint first (a phone's largest text, Lighthouse's LCP element);
  // the form and the results follow in a second render React makes right after, at transition
  // priority. Together they were one long task between the page's scripts and its first paint.
  const showWorkspace = useDeferredValue(true, false);
  return (
    <Page>
      <PageTitle sub={t(mode === 'professional' ? 'calculator.introPro' : 'calculator.intro')}>
        {t(mode === 'professional' ? 'titles.Professional' : 'titles.Calculator')}
      </PageTitle>
      <CalculatorTabs />
      {query.isPending || !showWorkspace ? (
        // A screen's height while the figures load: the workspace that replaces it is taller than the
        // window, and a short spinner let the footer show and then jump (CLS 0.34 under Lighthouse).
        <PageSpinner fill />
      ) : query.isError || query.data.coinData.length === 0 ? (
        <EmptyState
          text={query.isError ? t('calculator.loadFailed') : undefined}
          action={
            query.isError ? (
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <CalculatorWorkspace mode={mode} data={query.data} fetchedAt={query.dataUpdatedAt} />
      )}
    </Page>
  );
}
