import type { TradeDocumentModel } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/format.tsx';
import { Card } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDownloadDocument, useOrderDocuments } from '../api/order-documents.ts';

function DownloadButton({ doc, block }: { doc: TradeDocumentModel; block?: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadDocument();
  return (
    <Button
      variant="secondary"
      size="sm"
      block={block}
      loading={download.isPending && download.variables === doc.id}
      aria-label={t('order.documents.downloadLabel', { number: doc.number })}
      data-testid="download-document"
      data-number={doc.number}
      onClick={() => download.mutate(doc.id)}
    >
      {t('order.documents.download')}
    </Button>
  );
}

/** Every trade document of the order (docs/contract.md section 9), the replaced ones marked, each with its download. */
export function OrderDocuments({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const documents = useOrderDocuments(orderNo);
  const list = documents.data ?? [];
  return (
    <Card title={t('order.documents.title')}>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">{documents.isPending ? '' : t('order.documents.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="order-documents">
          {list.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-slate-900">
                  {t(`order.documents.kinds.${d.kind}`)}
                  {d.shipmentId !== null ? (
                    <span className="ml-2 font-normal text-slate-500">
                      {t('order.documents.shipment', { id: d.shipmentId })}
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 flex flex-wrap gap-x-3 text-slate-500">
                  <span className="font-mono text-slate-700">{d.number}</span>
                  <DateTime iso={d.issueTime} />
                  {d.replaces ? <span>{t('order.documents.replaces', { number: d.replaces })}</span> : null}
                  {d.replacedBy ? (
                    <span className="font-medium text-amber-700">
                      {t('order.documents.replacedBy', { number: d.replacedBy })}
                    </span>
                  ) : null}
                  {d.ready ? null : <span className="text-sky-700">{t('order.documents.preparing')}</span>}
                </p>
              </div>
              <DownloadButton doc={d} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The Pay page's proforma invoice: the document a buyer's bank asks for before it sends the wire. */
export function ProformaDownload({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const documents = useOrderDocuments(orderNo);
  const proforma = documents.data?.find((d) => d.kind === 'PI' && d.replacedBy === null);
  if (!proforma) return null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-4" data-testid="proforma">
      <p className="text-sm font-semibold text-slate-900">{t('order.documents.proformaTitle')}</p>
      <p className="mt-1 text-xs text-slate-500">{t('order.documents.proformaHint')}</p>
      <p className="mt-2 font-mono text-xs text-slate-700">{proforma.number}</p>
      <div className="mt-3">
        <DownloadButton doc={proforma} block />
      </div>
    </div>
  );
}
