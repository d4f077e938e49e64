import { canConfirmReceipt, AfterSaleStatus as S } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DateTime } from '../../../components/format.tsx';
import { Card, Page, PageTitle } from '../../../components/page.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfirmReceipt } from '../api/confirm-receipt.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { ApplicationCard } from '../components/application-card.tsx';
import { LogisticsCard } from '../components/logistics-card.tsx';
import { MessagesCard } from '../components/messages-card.tsx';
import { PaymentCard } from '../components/payment-card.tsx';
import { ProgressSteps } from '../components/progress-steps.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

function ConfirmReceiptCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const confirm = useConfirmReceipt(id);
  return (
    <Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{t('afterSale.detail.confirmReceiptText')}</p>
        <Button onClick={() => setOpen(true)} className="shrink-0">
          {t('afterSale.detail.confirmReceipt')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('afterSale.detail.confirmReceiptTitle')}
        confirmLabel={t('common.confirm')}
        pending={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('afterSale.detail.receiptConfirmed'));
              setOpen(false);
            },
          })
        }
      >
        <p className="text-sm text-slate-700">{t('afterSale.detail.confirmReceiptText')}</p>
      </ConfirmDialog>
    </Card>
  );
}

/** `/after-sale-detail/{id}`: the request by stage (docs/domain.md S4). */
export default function AfterSaleDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useAfterSale(id);
  const request = query.data;

  const crumbs = [
    { label: t('common.home'), to: paths.home },
    { label: t('afterSale.detail.breadcrumbList'), to: paths.afterSaleList },
    { label: t('afterSale.detail.title', { id: Number.isFinite(id) ? id : '' }) },
  ];

  if (!request) {
    return (
      <Page>
        <Breadcrumb items={crumbs} />
        {query.isPending && Number.isInteger(id) && id > 0 ? (
          <div className="flex justify-center py-20">
            <Spinner label={t('common.loading')} />
          </div>
        ) : (
          <EmptyState
            className="mt-8 rounded-xl border border-slate-200 bg-white"
            text={query.error?.message}
            action={
              <ButtonLink to={paths.afterSaleList} variant="secondary" size="sm">
                {t('afterSale.detail.breadcrumbList')}
              </ButtonLink>
            }
          />
        )}
      </Page>
    );
  }

  return (
    <div className="bg-slate-50">
      <Page>
        <Breadcrumb items={crumbs} />
        <div className="mt-4">
          <PageTitle
            sub={
              <span>
                {t('afterSale.detail.created')} <DateTime iso={request.createTime} />
              </span>
            }
            actions={<StatusBadge status={request.status} className="px-3 py-1 text-sm" />}
          >
            {t('afterSale.detail.title', { id: request.id })}
          </PageTitle>
        </div>
        <div className="mb-6 rounded-xl border border-slate-200 bg-white px-3 py-5">
          <ProgressSteps status={request.status} />
        </div>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div className="min-w-0 space-y-6">
            {request.status <= S.pending ? (
              <Card>
                <p className="text-sm text-slate-700" data-testid="pre-repair">
                  {t('afterSale.detail.preRepair')}
                </p>
              </Card>
            ) : (
              <LogisticsCard request={request} />
            )}
            <PaymentCard request={request} />
            {canConfirmReceipt(request.status) ? <ConfirmReceiptCard id={request.id} /> : null}
            <MessagesCard request={request} />
          </div>
          <div className="min-w-0">
            <ApplicationCard request={request} />
          </div>
        </div>
      </Page>
    </div>
  );
}
