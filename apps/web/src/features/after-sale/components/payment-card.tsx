import { type AfterSale, canUploadRepairProof, AfterSalePayStatus as Pay, showsPaymentInfo } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileThumbnails } from './file-thumbnails.tsx';
import { InfoList } from './info-list.tsx';
import { ProofDialog } from './proof-dialog.tsx';

function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}
function usd(amountCents: number): string {
  return `USD ${(amountCents / 100).toFixed(2)}`;
}

/**
 * The repair's money (docs/domain.md S4): hidden at payStatus 0; a free repair says so; from 2 on,
 * the amount, the quotation, the proofs, and at 33 with 2 or 4 the upload button.
 */
export function PaymentCard({ request }: { request: AfterSale }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (request.payStatus === Pay.free) {
    return (
      <Card title={t('afterSale.detail.payment')}>
        <p className="text-sm text-emerald-700">{t('afterSale.detail.freeRepair')}</p>
      </Card>
    );
  }
  if (!showsPaymentInfo(request.payStatus)) return null;
  const amount = request.payAmount ? cents(request.payAmount) : 0;
  const paid = cents(request.paidAmount);
  const balance = Math.max(0, amount - paid);
  return (
    <Card title={t('afterSale.detail.payment')}>
      <div className="space-y-6" data-testid="payment">
        <InfoList
          rows={[
            [
              t('afterSale.detail.payStatus'),
              <span key="s" className="font-semibold text-slate-900">
                {t(`afterSale.payStatus.${String(request.payStatus)}` as 'afterSale.payStatus.2')}
              </span>,
            ],
            [
              t('afterSale.detail.payAmount'),
              <strong key="a" className="text-lg text-red-600">
                {usd(amount)}
              </strong>,
            ],
            ...(paid > 0 && balance > 0
              ? ([
                  [t('afterSale.detail.paidAmount'), usd(paid)],
                  [t('afterSale.detail.balance'), <strong key="b">{usd(balance)}</strong>],
                ] as Array<[string, React.ReactNode]>)
              : []),
          ]}
        />

        {canUploadRepairProof(request.status, request.payStatus) ? (
          <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-brand-900">{t('afterSale.detail.payHint', { id: request.id })}</p>
            <Button onClick={() => setOpen(true)} className="shrink-0">
              {t('afterSale.detail.uploadProof')}
            </Button>
          </div>
        ) : null}

        <section>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('afterSale.detail.quotation')}</h3>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[28rem] text-sm">
              <thead className="bg-slate-50 text-left text-xs text-slate-500">
                <tr>
                  <th className="px-3 py-2 font-semibold">{t('afterSale.detail.part')}</th>
                  <th className="px-3 py-2 text-right font-semibold">{t('afterSale.detail.partsNum')}</th>
                  <th className="px-3 py-2 text-right font-semibold">{t('afterSale.detail.salePrice')}</th>
                  <th className="px-3 py-2 text-right font-semibold">{t('afterSale.detail.repairPrice')}</th>
                  <th className="px-3 py-2 text-right font-semibold">{t('afterSale.detail.subtotal')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 tabular-nums">
                {request.repairPartsModels.map((part) => (
                  <tr key={part.id}>
                    <td className="px-3 py-2 text-slate-900">{part.name}</td>
                    <td className="px-3 py-2 text-right">{part.partsNum}</td>
                    <td className="px-3 py-2 text-right">{part.salePrice}</td>
                    <td className="px-3 py-2 text-right">{part.repairPrice}</td>
                    <td className="px-3 py-2 text-right font-medium">
                      {((cents(part.salePrice) * part.partsNum + cents(part.repairPrice)) / 100).toFixed(2)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        {request.proposalFileModels.length > 0 ? (
          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('afterSale.detail.proposalFiles')}</h3>
            <FileThumbnails files={request.proposalFileModels} label={t('afterSale.detail.proposalFiles')} />
          </section>
        ) : null}

        <section>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('afterSale.detail.proofs')}</h3>
          {request.proofFileModels.length > 0 ? (
            <FileThumbnails files={request.proofFileModels} label={t('afterSale.detail.proofs')} />
          ) : (
            <p className="text-sm text-slate-500">{t('afterSale.detail.noProofs')}</p>
          )}
        </section>
      </div>
      <ProofDialog id={request.id} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
