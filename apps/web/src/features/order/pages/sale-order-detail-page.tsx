import { FinanceStatus, type Order, OrderStatus, PROOF_STATUSES, SendStatus } from '@hashforge/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { DateTime, formatUsd } from '../../../components/format.tsx';
import { Card, Page } from '../../../components/page.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useConfirmLogistics } from '../api/confirm-logistics.ts';
import { amountDue, CoveredNote, nothingPayable, OrderAmountSummary } from '../components/amount-summary.tsx';
import { payTarget } from '../components/order-card.tsx';
import { OrderDocuments } from '../components/order-documents.tsx';
import { WithOrder } from '../components/order-guard.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderStatusBadge } from '../components/order-status.tsx';
import { ProofDialog } from '../components/proof-dialog.tsx';

/** Once machines have left (part shipped, shipped, complete), each recorded serial offers a repair request. */
const SHIPPED_STATUSES: readonly number[] = [OrderStatus.partShipped, OrderStatus.shipped, OrderStatus.complete];

const financeTone: Record<number, string> = {
  [FinanceStatus.awaiting]: 'bg-amber-50 text-amber-700',
  [FinanceStatus.approved]: 'bg-emerald-50 text-emerald-700',
  [FinanceStatus.failed]: 'bg-red-50 text-red-700',
};

function Detail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const canUpload = PROOF_STATUSES.includes(order.orderStatus);
  const [proofOpen, setProofOpen] = useState(false);
  const confirm = useConfirmLogistics();
  const address = order.orderAddressModels[0];
  const due = amountDue(order);
  const pay = payTarget(order);
  const canRequestRepair = SHIPPED_STATUSES.includes(order.orderStatus);
  usePageTitle(t('order.detail.pageTitle', { orderNo: order.orderNo }));

  // Coming from the Pay page's "upload proof": open the dialog once.
  useEffect(() => {
    if (params.get('upload') === '1') {
      if (canUpload) setProofOpen(true);
      setParams({}, { replace: true });
    }
  }, [params, setParams, canUpload]);

  const info: [string, React.ReactNode][] = [
    [
      t('order.no'),
      <span key="no" className="font-mono">
        {order.orderNo}
      </span>,
    ],
    [t('order.type'), t(`order.types.${(order.orderType >= 1 && order.orderType <= 6 ? order.orderType : 1) as 1}`)],
    [t('order.statusLabel'), <OrderStatusBadge key="status" status={order.orderStatus} testId="detail-status" />],
    [t('order.createTime'), <DateTime key="time" iso={order.createTime} />],
    [
      t('order.payMethod'),
      order.payTypeStr || (nothingPayable(order) ? t('order.covered.method') : t('order.noPayMethod')),
    ],
  ];

  return (
    <Page>
      <Breadcrumb
        items={[
          { label: t('common.home'), to: paths.home },
          { label: t('order.breadcrumb.list'), to: paths.saleOrder },
          { label: t('order.breadcrumb.detail') },
        ]}
      />
      <div className="mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('titles.SaleOrderDetail')}</h1>
        <div className="flex gap-2">
          {pay && order.payType === 0 ? <ButtonLink to={pay}>{t('order.pay.button')}</ButtonLink> : null}
          {canUpload ? (
            <Button onClick={() => setProofOpen(true)} data-testid="upload-proof">
              {t('order.proof.button')}
            </Button>
          ) : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-6">
          <Card title={t('order.detail.info')}>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {info.map(([label, value]) => (
                <div key={label} className="flex gap-3">
                  <dt className="w-32 shrink-0 text-slate-500">{label}</dt>
                  <dd className="min-w-0 text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>

          <Card title={t('order.detail.products')}>
            <OrderLines lines={order.orderDetailModels} showShipping />
          </Card>

          {address ? (
            <Card title={t('order.detail.receiving')}>
              <dl className="space-y-2 text-sm">
                <div className="flex gap-3">
                  <dt className="w-32 shrink-0 text-slate-500">{t('order.detail.receiver')}</dt>
                  <dd className="text-slate-900">{address.receiverName}</dd>
                </div>
                <div className="flex gap-3">
                  <dt className="w-32 shrink-0 text-slate-500">{t('order.detail.contact')}</dt>
                  <dd className="text-slate-900 tabular-nums">
                    {address.mobileCode} {address.mobile}
                  </dd>
                </div>
                <div className="flex gap-3">
                  <dt className="w-32 shrink-0 text-slate-500">{t('order.detail.addressLabel')}</dt>
                  <dd className="text-slate-900">{address.address}</dd>
                </div>
                {address.companyName ? (
                  <div className="flex gap-3">
                    <dt className="w-32 shrink-0 text-slate-500">{t('address.companyName')}</dt>
                    <dd className="text-slate-900">{address.companyName}</dd>
                  </div>
                ) : null}
              </dl>
            </Card>
          ) : null}

          <Card title={t('order.detail.logistics')}>
            {order.logisticsModels.length === 0 ? (
              <p className="text-sm text-slate-500">{t('order.detail.noLogistics')}</p>
            ) : (
              <ul className="space-y-4">
                {order.logisticsModels.map((g) => (
                  <li key={g.id} className="rounded-lg border border-slate-200 p-4" data-testid="logistics">
                    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                      <span className="font-semibold text-slate-900">{g.logisticsName}</span>
                      <span className="font-mono text-slate-700">{g.logisticsNo}</span>
                      <span className="text-slate-500">
                        {t('order.detail.receiver')}: {g.receiverName}
                      </span>
                      <span className="ml-auto">
                        {g.sendStatus === SendStatus.awaitingConfirmation ? (
                          <Button
                            size="sm"
                            loading={confirm.isPending && confirm.variables === g.id}
                            onClick={() =>
                              confirm.mutate(g.id, { onSuccess: () => toast.success(t('order.detail.confirmed')) })
                            }
                          >
                            {t('order.detail.confirmGoods')}
                          </Button>
                        ) : (
                          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
                            {t('order.detail.received')}
                          </span>
                        )}
                      </span>
                    </div>
                    <ul className="mt-2 space-y-1 text-sm text-slate-600">
                      {g.logisticsProductRecordModels.map((r, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: shipment lines have no id on the wire
                        <li key={i}>
                          {[r.productClass, r.categoryName].filter(Boolean).join(' ')} × {r.productNum}
                          {r.machineCodes && r.machineCodes.length > 0 ? (
                            <div className="mt-1.5">
                              <p className="text-xs text-slate-500">{t('order.detail.serials')}</p>
                              <ul className="mt-1 space-y-1.5" aria-label={t('order.detail.serials')}>
                                {r.machineCodes.map((code) => (
                                  <li
                                    key={code}
                                    className="flex flex-wrap items-center gap-x-3 gap-y-1"
                                    data-testid="shipped-serial"
                                  >
                                    <span className="font-mono break-all text-slate-800">{code}</span>
                                    {canRequestRepair ? (
                                      // The same link as the SN lookup's: the apply form with the serial filled in.
                                      <ButtonLink
                                        to={paths.afterSaleApplyFor(code)}
                                        variant="secondary"
                                        size="sm"
                                        aria-label={t('order.detail.requestRepairFor', { sn: code })}
                                        data-testid="serial-repair"
                                      >
                                        {t('order.detail.requestRepair')}
                                      </ButtonLink>
                                    ) : null}
                                  </li>
                                ))}
                              </ul>
                            </div>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card title={t('order.detail.transfers')}>
            {nothingPayable(order) ? (
              <CoveredNote order={order} />
            ) : order.orderAgingModels.length === 0 ? (
              <p className="text-sm text-slate-500">{t('order.detail.noTransfers')}</p>
            ) : (
              <ul className="space-y-4">
                {order.orderAgingModels.map((p, i) => (
                  <li key={p.id} className="rounded-lg border border-slate-200 p-4" data-testid="proof">
                    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                      <span className="font-semibold text-slate-900">{t('order.detail.phase', { n: i + 1 })}</span>
                      <span className="tabular-nums text-slate-900">{formatUsd(p.currentPayAmount)}</span>
                      <DateTime iso={p.createTime} className="text-slate-500" />
                      <span
                        data-testid="proof-status"
                        className={cn(
                          'ml-auto rounded-full px-2.5 py-0.5 text-xs font-semibold',
                          financeTone[p.financeStatus] ?? 'bg-slate-100 text-slate-600',
                        )}
                      >
                        {t(`order.finance.${(p.financeStatus in financeTone ? p.financeStatus : 0) as 0}`)}
                      </span>
                    </div>
                    {p.receivedAmount && p.receivedAmount !== p.currentPayAmount ? (
                      <p className="mt-2 text-sm text-slate-700" data-testid="proof-received">
                        {t('order.detail.proofReceived', { amount: formatUsd(p.receivedAmount) })}
                      </p>
                    ) : null}
                    {p.reviewNote ? (
                      <p className="mt-2 text-sm text-red-700" data-testid="proof-reason">
                        {t('order.detail.reviewNote', { note: p.reviewNote })}
                      </p>
                    ) : null}
                    <div className="mt-3 flex flex-wrap gap-2">
                      {p.fileModels.map((f) => (
                        <a key={f.id} href={f.fileUrl} target="_blank" rel="noopener noreferrer">
                          <img
                            src={f.fileUrl}
                            alt={f.fileName}
                            className="size-20 rounded-md border border-slate-200 object-cover hover:opacity-90"
                          />
                        </a>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <OrderDocuments orderNo={order.orderNo} />
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <Card title={t('order.detail.amounts')}>
            <OrderAmountSummary order={order} />
            {canUpload ? (
              <>
                <p className="mt-4 text-xs text-slate-500">{t('order.detail.uploadHint')}</p>
                <Button block className="mt-3" onClick={() => setProofOpen(true)}>
                  {t('order.proof.button')}
                </Button>
                <ButtonLink to={paths.pay(order.orderNo)} variant="secondary" block className="mt-2">
                  {t('order.detail.bankDetails')}
                </ButtonLink>
              </>
            ) : null}
          </Card>
        </aside>
      </div>
      <ProofDialog open={proofOpen} onClose={() => setProofOpen(false)} orderNo={order.orderNo} suggestedAmount={due} />
    </Page>
  );
}

/** `/sale-order-detail/{orderNo}`. */
export default function SaleOrderDetailPage() {
  const { orderNo = '' } = useParams();
  return <WithOrder orderNo={orderNo}>{(order) => <Detail order={order} />}</WithOrder>;
}
