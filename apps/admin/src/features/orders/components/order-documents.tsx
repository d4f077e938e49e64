import type { TradeDocumentModel } from '@hashforge/contract';
import { type AdminOrder, orderDesk } from '@hashforge/contract/admin/orders';
import { Link } from 'react-router-dom';
import { ReasonDialog, useReasonForm } from '../../../components/reason-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDownloadDocument, useIssueShipmentDocuments, useReissueDocument } from '../api/order-documents.ts';

const TITLES: Record<TradeDocumentModel['kind'], string> = {
  PI: 'Proforma invoice',
  INV: 'Commercial invoice',
  PL: 'Packing list',
  CN: 'Credit note',
};

/** The order's trade documents (decision 026): each downloadable, the replaced ones marked, a correction for finance. */
export function DocumentsCard({
  order,
  onCorrect,
}: {
  order: AdminOrder;
  onCorrect: (doc: TradeDocumentModel) => void;
}) {
  const can = useCan();
  const download = useDownloadDocument();
  const take = (doc: TradeDocumentModel) =>
    download.mutate({ id: doc.id }, { onError: (error) => showToast('error', errorMessage(error)) });
  return (
    <Card title={`Documents (${order.documents.length})`}>
      {order.documents.length === 0 ? (
        <p className="text-sm text-slate-500">No document issued.</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="order-documents">
          {order.documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900">
                  {TITLES[d.kind]} <span className="font-mono font-normal text-slate-700">{d.number}</span>
                </p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(d.issueTime)}
                  {d.shipmentId !== null && ` · shipment #${d.shipmentId}`}
                  {d.replaces && ` · corrects ${d.replaces}`}
                  {!d.ready && ' · being prepared'}
                  {d.replacedBy && <span className="font-medium text-amber-700"> · replaced by {d.replacedBy}</span>}
                </p>
              </div>
              <div className="flex gap-2">
                {can('documents.reissue') && !d.replacedBy && (
                  <Button size="sm" variant="secondary" onClick={() => onCorrect(d)}>
                    Correct
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Download ${d.number} (PDF)`}
                  data-testid="download-document"
                  data-number={d.number}
                  busy={download.isPending && download.variables?.id === d.id}
                  onClick={() => take(d)}
                >
                  Download
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * Under a shipment without its invoice and packing list: what the catalogue lacks for them, with a
 * way there; or, once it has all, the button that issues them (orders.ship).
 */
export function ShipmentDocumentsNotice({
  order,
  shipment,
}: {
  order: AdminOrder;
  shipment: AdminOrder['shipments'][number];
}) {
  const can = useCan();
  const issue = useIssueShipmentDocuments();
  if (shipment.documentsIssued) return null;
  const blocked = shipment.documentsMissing.length > 0;
  return (
    <div
      className="mt-2 rounded-md border border-amber-300 bg-amber-50/60 px-3 py-2 text-sm text-amber-900"
      data-testid="shipment-documents-blocked"
    >
      <p className="font-medium">No commercial invoice or packing list for this shipment.</p>
      {blocked ? (
        <>
          <ul className="mt-1 list-disc pl-5">
            {shipment.documentsMissing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <p className="mt-1 text-xs">
            Fill them in on the{' '}
            {can('catalog.write') ? (
              <Link to="/catalog" className="underline">
                catalogue desk
              </Link>
            ) : (
              'catalogue desk'
            )}
            , then issue the documents here.
          </p>
        </>
      ) : (
        <p className="mt-1 text-xs">The catalogue now has the HS codes and countries of origin they need.</p>
      )}
      {!blocked && can('orders.ship') && (
        <Button
          size="sm"
          className="mt-2"
          busy={issue.isPending}
          onClick={() =>
            issue.mutate(
              { orderNo: order.orderNo, shipmentId: shipment.id },
              {
                onSuccess: (done) => showToast('success', `Issued ${done.documents.join(' and ')}.`),
                onError: (error) => showToast('error', errorMessage(error)),
              },
            )
          }
        >
          Issue invoice and packing list
        </Button>
      )}
    </div>
  );
}

/** A correction: a new document with the next number that names this one, drawn from the order as it is now. */
export function CorrectDocumentDialog({
  order,
  doc,
  onClose,
}: {
  order: AdminOrder;
  doc: TradeDocumentModel;
  onClose: () => void;
}) {
  const reissue = useReissueDocument();
  const reasonForm = useReasonForm(
    orderDesk.reissueDocument.request,
    { orderNo: order.orderNo, number: doc.number, reason: '' },
    reissue,
    (done) => {
      showToast('success', `Issued ${done.documents.join(', ')} to replace ${doc.number}.`);
      onClose();
    },
  );
  return (
    <ReasonDialog
      formId="correct-document"
      title={`Correct ${doc.number}`}
      description={`A new ${TITLES[doc.kind].toLowerCase()} with the next number is drawn from the order, Settings and the catalogue as they are now, and names ${doc.number} as the one it replaces. ${doc.number} stays downloadable, marked replaced.`}
      submitLabel="Issue correction"
      cancelLabel="Not now"
      submitVariant="primary"
      reasonLabel="What it corrects (printed on the new document)"
      reasonId="correct-reason"
      rows={2}
      {...reasonForm}
      onClose={onClose}
    />
  );
}
