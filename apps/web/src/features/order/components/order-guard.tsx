import type { Order } from '@hashforge/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Page } from '../../../components/page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useOrder } from '../api/get-order.ts';

/** Loads one of the buyer's orders by number; a missing one (or another buyer's) says so. */
export function WithOrder({ orderNo, children }: { orderNo: string; children: (order: Order) => ReactNode }) {
  const { t } = useTranslation();
  const order = useOrder(orderNo);
  if (order.isPending) return <PageSpinner />;
  if (!order.data) {
    return (
      <Page>
        <Card>
          <EmptyState
            text={t('order.notFound')}
            action={<ButtonLink to={paths.saleOrder}>{t('order.toList')}</ButtonLink>}
          />
        </Card>
      </Page>
    );
  }
  return <>{children(order.data)}</>;
}
