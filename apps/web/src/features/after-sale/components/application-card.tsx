import type { AfterSale } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page.tsx';
import { FileThumbnails } from './file-thumbnails.tsx';
import { InfoList } from './info-list.tsx';
import { WarrantyBadge } from './warranty-badge.tsx';

/** What the buyer applied with: contact, devices with their warranty, the problem and its pictures. */
export function ApplicationCard({ request }: { request: AfterSale }) {
  const { t } = useTranslation();
  return (
    <Card title={t('afterSale.detail.application')}>
      <div className="space-y-6">
        <InfoList
          rows={[
            [
              t('afterSale.detail.contact'),
              <span key="c">
                {request.userName}
                <span className="block text-slate-600">{request.email}</span>
                <span className="block text-slate-600">{`${request.mobileCode} ${request.mobile}`}</span>
              </span>,
            ],
            [
              t('afterSale.detail.describes'),
              <span key="d" className="whitespace-pre-line">
                {request.describes}
              </span>,
            ],
            [
              t('afterSale.detail.intention'),
              request.payIntention === '1' ? t('afterSale.detail.intentionYes') : t('afterSale.detail.intentionNo'),
            ],
            [
              t('afterSale.detail.photos'),
              <FileThumbnails key="p" files={request.productFileModels} label={t('afterSale.detail.photos')} />,
            ],
          ]}
        />
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('afterSale.detail.devices')}</h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="devices">
            {request.questionCodeModels.map((device) => (
              <li key={device.machineCode} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
                <span className="min-w-0">
                  <span className="block font-mono text-sm text-slate-900">{device.machineCode}</span>
                  {device.productCategoryName ? (
                    <span className="block text-xs text-slate-500">{device.productCategoryName}</span>
                  ) : null}
                </span>
                <WarrantyBadge status={device.status} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
