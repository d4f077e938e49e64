import { type AfterSale, canUploadReturnLogistics, AfterSaleStatus as S } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useShopName } from '../../../lib/brand.ts';
import { CopyButton } from './copy-button.tsx';
import { InfoList } from './info-list.tsx';
import { LogisticsDialog } from './logistics-dialog.tsx';

function Tracking({ carrier, number, what }: { carrier: string; number: string; what: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{carrier}</span>
      <span className="font-mono">{number}</span>
      <CopyButton text={number} what={what} />
    </span>
  );
}

/**
 * Above status 10 (docs/domain.md S4): the vendor's block (where to ship, then the return shipment),
 * the buyer's own shipment and return address, and at 20 the button to submit them.
 */
export function LogisticsCard({ request }: { request: AfterSale }) {
  const { t } = useTranslation();
  const shopName = useShopName();
  const [open, setOpen] = useState(false);
  const company = request.companyAfterSaleLogisticsModel;
  const mine = request.userAfterSaleLogisticsModel;
  const address = request.afterSaleAddressModel;
  const trackingLabel = t('afterSale.detail.trackingNo');
  return (
    <Card title={t('afterSale.detail.vendorBlock', { brand: shopName })}>
      <div className="space-y-6" data-testid="vendor-logistics">
        {company?.merchantsLogisticAddress ? (
          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('afterSale.detail.shipTo')}</h3>
            <InfoList
              rows={[
                [t('afterSale.detail.receiver'), company.merchantsLogisticName],
                [t('afterSale.detail.phone'), company.merchantsLogisticPhone],
                [t('afterSale.detail.address'), company.merchantsLogisticAddress],
              ]}
            />
          </section>
        ) : null}

        {canUploadReturnLogistics(request.status) ? (
          <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-brand-900">{t('afterSale.detail.shipHint')}</p>
            <Button onClick={() => setOpen(true)} className="shrink-0">
              {t('afterSale.detail.uploadLogistics')}
            </Button>
          </div>
        ) : null}

        {mine ? (
          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('afterSale.detail.yourShipment')}</h3>
            <InfoList
              rows={[
                [
                  trackingLabel,
                  <Tracking key="m" carrier={mine.logisticsName} number={mine.logisticsNo} what={trackingLabel} />,
                ],
                ...(address
                  ? ([
                      [
                        t('afterSale.detail.returnAddress'),
                        <span key="a">
                          {address.receiverName}{' '}
                          <span className="text-slate-600">{`${address.mobileCode} ${address.mobile}`}</span>
                          <span className="block text-slate-600">{address.address}</span>
                        </span>,
                      ],
                    ] as Array<[string, React.ReactNode]>)
                  : []),
              ]}
            />
          </section>
        ) : null}

        <section>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('afterSale.detail.vendorShipment')}</h3>
          {company?.logisticsNo ? (
            <InfoList
              rows={[
                [
                  trackingLabel,
                  <Tracking
                    key="v"
                    carrier={company.logisticsName}
                    number={company.logisticsNo}
                    what={trackingLabel}
                  />,
                ],
              ]}
            />
          ) : (
            <p className="text-sm text-slate-500">
              {request.status >= S.vendorShipped ? '—' : t('afterSale.detail.notShippedYet')}
            </p>
          )}
        </section>
      </div>
      <LogisticsDialog afterSaleId={request.id} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
