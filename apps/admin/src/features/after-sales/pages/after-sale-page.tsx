import { afterSaleDesk, QUOTATION_MAX_BYTES, REPLY_IMAGE_MAX_BYTES } from '@hashforge/contract/admin/after-sales';
import { machineCodeField } from '@hashforge/contract/support';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ScanButton } from '../../../components/barcode-scanner.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ImageGrid } from '../../../components/image-grid.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { Badge, StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, DefinitionList } from '../../../components/ui/card.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { type AdminCallLike, errorMessage, type Loaded } from '../../../lib/api.ts';
import { numberFromText } from '../../../lib/form.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { AFTERSALE_STATUS } from '../../../lib/status.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAfterSaleStep } from '../api/after-sale-step.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { useReplyAfterSale } from '../api/reply-after-sale.ts';
import { useUploadQuotation } from '../api/upload-quotation.ts';
import { useUploadReplyImage } from '../api/upload-reply-image.ts';

type AfterSale = Loaded<typeof useAfterSale>;

const PAY_STATUS: Record<number, string> = {
  0: 'Pending diagnosis',
  1: 'Free repair',
  2: 'Waiting for payment',
  3: 'Payment proof under review',
  4: 'Balance due',
  5: 'Paid in full',
};

const WARRANTY: Record<number, ReactNode> = {
  1: <Badge tone="green">Under warranty</Badge>,
  0: <Badge tone="red">Out of warranty</Badge>,
  [-1]: <Badge tone="grey">Unknown</Badge>,
};

/** The staff steps by call path: the button's label and whether it opens a form or only asks to confirm. */
const STEP_LABEL: Record<string, string> = {
  [afterSaleDesk.approve.path]: 'Approve',
  [afterSaleDesk.reject.path]: 'Reject',
  [afterSaleDesk.receive.path]: 'Mark received',
  [afterSaleDesk.quote.path]: 'Quote a paid repair',
  [afterSaleDesk.freeRepair.path]: 'Free repair',
  [afterSaleDesk.approveRepairProof.path]: 'Approve payment proof',
  [afterSaleDesk.failRepairProof.path]: 'Fail payment proof',
  [afterSaleDesk.startMaintenance.path]: 'Start maintenance',
  [afterSaleDesk.ship.path]: 'Ship back',
  [afterSaleDesk.complete.path]: 'Complete',
};

export default function AfterSalePage() {
  const id = Number(useParams().id);
  const request = useAfterSale(id);
  return <QueryState query={request}>{(data) => <AfterSaleDetail request={data} />}</QueryState>;
}

function AfterSaleDetail({ request }: { request: AfterSale }) {
  const [step, setStep] = useState<string | null>(null);
  const company = request.companyAfterSaleLogisticsModel;
  const buyerLogistics = request.userAfterSaleLogisticsModel;
  return (
    <>
      <PageHeader
        back={{ to: '/aftersales', label: 'After-sales' }}
        title={
          <span className="flex items-center gap-3">
            Repair request #{request.id}
            <StatusBadge table={AFTERSALE_STATUS} code={request.status} />
          </span>
        }
        description={`${request.userName} · ${request.email} · submitted ${formatDateTime(request.createTime)}`}
        // The request lists the steps its stage allows and the staff member's role may take: a button each.
        actions={request.nextSteps
          .filter((path) => STEP_LABEL[path] && STEP_CALLS[path])
          .map((path) => (
            <Button
              key={path}
              variant={
                path === afterSaleDesk.reject.path || path === afterSaleDesk.failRepairProof.path
                  ? 'secondary'
                  : 'primary'
              }
              onClick={() => setStep(path)}
            >
              {STEP_LABEL[path]}
            </Button>
          ))}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={`Devices (${request.devices.length})`} bodyClassName="overflow-x-auto">
            <Table caption="Devices">
              <thead className="bg-slate-50 text-left text-xs text-slate-500">
                <tr>
                  <th className="px-4 py-2">SN</th>
                  <th className="px-4 py-2">Model</th>
                  <th className="px-4 py-2">Machine warranty</th>
                  <th className="px-4 py-2">Board warranty</th>
                </tr>
              </thead>
              <tbody>
                {request.devices.map((d) => (
                  <tr key={d.machineCode} className="border-t border-slate-100">
                    <td className="px-4 py-2 font-mono text-xs">
                      {d.machineCode}
                      {!d.known && <span className="block text-amber-700">Not in the serial records</span>}
                    </td>
                    <td className="px-4 py-2">
                      {d.productCategoryName || '—'}
                      {d.computingPower && <span className="block text-xs text-slate-500">{d.computingPower}</span>}
                    </td>
                    <td className="px-4 py-2">
                      {WARRANTY[d.machineWarranty]}
                      <span className="block text-xs text-slate-500">until {formatDate(d.afterEndTime)}</span>
                    </td>
                    <td className="px-4 py-2">
                      {WARRANTY[d.boardWarranty]}
                      <span className="block text-xs text-slate-500">until {formatDate(d.afterEndPlateTime)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
          <DeviceCheck devices={request.devices} />
          <Card title="The problem">
            <p className="whitespace-pre-wrap text-sm text-slate-800">{request.describes}</p>
            <Pictures files={request.productFileModels} label="Problem picture" />
          </Card>
          <Thread request={request} />
        </div>
        <div className="flex flex-col gap-6">
          <Card title="Buyer">
            <DefinitionList
              items={[
                ['Name', request.userName],
                ['Email', request.email],
                ['Account', request.accountEmail],
                ['Phone', `${request.mobileCode} ${request.mobile}`],
                ['Pays if not covered', request.payIntention === '1' ? 'Yes' : 'No'],
              ]}
            />
          </Card>
          <Card title="Payment">
            <DefinitionList
              items={[
                ['Payment state', PAY_STATUS[request.payStatus] ?? String(request.payStatus)],
                ['Quoted', request.payAmount === null ? '—' : formatMoney(request.payAmount)],
                ['Received', formatMoney(request.paidAmount)],
              ]}
            />
            {request.repairPartsModels.length > 0 && (
              <ul className="mt-3 text-sm">
                {request.repairPartsModels.map((p) => (
                  <li key={p.id}>
                    {p.partsNum} × {p.name}: {formatMoney(p.salePrice)} + repair {formatMoney(p.repairPrice)}
                  </li>
                ))}
              </ul>
            )}
            {request.proofFileModels.length > 0 && <Pictures files={request.proofFileModels} label="Payment proof" />}
          </Card>
          <Card title="Return logistics">
            <DefinitionList
              items={[
                [
                  'Service centre',
                  company ? `${company.merchantsLogisticName}, ${company.merchantsLogisticPhone}` : '—',
                ],
                ['Centre address', company?.merchantsLogisticAddress || '—'],
                [
                  'Buyer shipped with',
                  buyerLogistics ? `${buyerLogistics.logisticsName} ${buyerLogistics.logisticsNo}` : '—',
                ],
                [
                  'We shipped back with',
                  company?.logisticsNo ? `${company.logisticsName} ${company.logisticsNo}` : '—',
                ],
                [
                  'Ship back to',
                  request.afterSaleAddressModel
                    ? `${request.afterSaleAddressModel.receiverName}, ${request.afterSaleAddressModel.address}`
                    : '—',
                ],
              ]}
            />
          </Card>
        </div>
      </div>
      {step && <StepDialog request={request} path={step} onClose={() => setStep(null)} />}
    </>
  );
}

/**
 * The machine in hand against the request: its serial, typed or scanned from its label, is one of the
 * request's devices or not, before the repair desk marks it received or ships it back. Refused with the
 * format message the buyer's form and the SN lookup use.
 */
function DeviceCheck({ devices }: { devices: AfterSale['devices'] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [checked, setChecked] = useState<{ code: string; device?: AfterSale['devices'][number] } | null>(null);

  /** Checks a serial: the format message when it breaks the rules, otherwise the answer shown. */
  const check = (value: string): string | null => {
    const format = machineCodeField.safeParse(value);
    if (!format.success) return format.error.issues[0]?.message ?? 'Please check the SN';
    const key = format.data.toUpperCase();
    setText(format.data);
    setError('');
    setChecked({ code: format.data, device: devices.find((d) => d.machineCode.toUpperCase() === key) });
    return null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = check(text);
    if (refusal !== null) {
      setError(refusal);
      setChecked(null);
    }
  };

  return (
    <Card title="Check a device">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field
          label="Serial number on the machine"
          htmlFor="device-check"
          error={error}
          hint="Type it or scan its label: the page says whether it is one of this request's devices."
        >
          <div className="flex flex-wrap items-start gap-2">
            <Input
              id="device-check"
              className="min-w-0 flex-1 basis-40 font-mono"
              autoComplete="off"
              value={text}
              invalid={!!error}
              onChange={(e) => {
                setText(e.target.value);
                setError('');
                setChecked(null);
              }}
            />
            <Button type="submit" variant="secondary" size="sm" className="h-9">
              Check
            </Button>
            <ScanButton label="Scan the serial number on the machine" onCode={check} />
          </div>
        </Field>
        <div aria-live="polite" data-testid="device-check-result">
          {checked &&
            (checked.device ? (
              <p className="text-sm text-green-800">
                <span className="font-mono">{checked.code}</span> is on this request
                {checked.device.productCategoryName ? ` (${checked.device.productCategoryName})` : ''}.
              </p>
            ) : (
              <p className="text-sm text-red-700">
                <span className="font-mono">{checked.code}</span> is not one of this request's devices.
              </p>
            ))}
        </div>
      </form>
    </Card>
  );
}

function Pictures({ files, label }: { files: AfterSale['productFileModels']; label: string }) {
  return (
    <ImageGrid
      files={files}
      label={label}
      empty="No pictures."
      className="mt-3"
      imageClassName="h-48 w-full object-contain"
    />
  );
}

/** An attribute value as HTML writes it: the address of a picture the API stored. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** At most this many pictures in one reply. */
const REPLY_PICTURES_MAX = 4;

function Thread({ request }: { request: AfterSale }) {
  const reply = useReplyAfterSale();
  const upload = useUploadReplyImage();
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<{ fileUrl: string; name: string }[]>([]);
  const [error, setError] = useState('');
  const [pictureError, setPictureError] = useState('');

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setPictureError('');
    if (chosen.size > REPLY_IMAGE_MAX_BYTES) return setPictureError('The picture is larger than 5 MB');
    try {
      const stored = await upload.mutateAsync(chosen);
      setPictures((all) => [...all, { fileUrl: stored.fileUrl, name: chosen.name }]);
    } catch (e) {
      setPictureError(errorMessage(e));
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const text = content.replace(/<p><\/p>/g, '').trim();
    if (!text && pictures.length === 0) return setError('Enter a message');
    // The pictures follow the text, each in a paragraph of its own, as the buyer's thread shows them.
    const html =
      text +
      pictures
        .map((p, i) => `<p><img src="${attribute(p.fileUrl)}" alt="Picture ${i + 1} from the service centre"></p>`)
        .join('');
    try {
      await reply.mutateAsync({ id: request.id, content: html });
      setContent('');
      setPictures([]);
      showToast('success', 'Reply sent. The buyer is emailed.');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Card title={`Messages (${request.afterSaleQuestionRecordModels.length})`}>
      <ol className="flex flex-col gap-3">
        {request.afterSaleQuestionRecordModels.map((m) => (
          <li
            key={m.id}
            className={m.userType === 1 ? 'mr-12 rounded bg-slate-100 p-3' : 'ml-12 rounded bg-blue-50 p-3'}
          >
            <span className="block text-xs text-slate-600">
              {m.userType === 1 ? 'Buyer' : 'Service'} · {formatDateTime(m.createTime)}
            </span>
            {/* The API sanitises every message's HTML on write. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API */}
            <div className="text-sm" dangerouslySetInnerHTML={{ __html: m.content }} />
          </li>
        ))}
      </ol>
      {request.status < 50 && (
        <form onSubmit={send} className="mt-4 flex flex-col gap-2">
          <FormError message={error} />
          <RichTextEditor id="as-reply" label="Reply" value={content} onChange={setContent} minHeight="5rem" />
          <Field
            label="Add a picture"
            htmlFor="as-reply-picture"
            error={pictureError}
            hint="JPEG or PNG, at most 5 MB: the buyer sees it below your message. A phone offers its camera."
          >
            <input
              id="as-reply-picture"
              type="file"
              accept="image/jpeg,image/png"
              className="text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm"
              disabled={upload.isPending || pictures.length >= REPLY_PICTURES_MAX}
              onChange={(e) => void choosePicture(e)}
            />
          </Field>
          {pictures.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Pictures in this reply">
              {pictures.map((p, i) => (
                <li key={p.fileUrl} className="relative">
                  <img
                    src={p.fileUrl}
                    alt={p.name}
                    className="h-20 w-20 rounded border border-slate-200 object-cover"
                  />
                  <button
                    type="button"
                    className="mt-1 block text-xs text-red-700 underline"
                    onClick={() => setPictures((all) => all.filter((x) => x !== p))}
                  >
                    Remove<span className="sr-only">{` picture ${i + 1}`}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button type="submit" busy={reply.isPending}>
              Send reply
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

interface FieldSpec {
  name: string;
  label: string;
  multiline?: boolean;
  optional?: boolean;
}

/** What each step asks for; a step with no fields only asks to confirm. */
const STEP_FIELDS: Record<string, FieldSpec[]> = {
  [afterSaleDesk.approve.path]: [
    { name: 'merchantsLogisticName', label: 'Service centre name' },
    { name: 'merchantsLogisticPhone', label: 'Service centre phone' },
    { name: 'merchantsLogisticAddress', label: 'Service centre address', multiline: true },
    { name: 'note', label: 'Note to the buyer', multiline: true, optional: true },
  ],
  [afterSaleDesk.reject.path]: [{ name: 'reason', label: 'Reason the buyer reads', multiline: true }],
  [afterSaleDesk.receive.path]: [
    { name: 'discrepancy', label: 'Discrepancy (leave empty if as announced)', multiline: true, optional: true },
  ],
  [afterSaleDesk.approveRepairProof.path]: [{ name: 'receivedAmount', label: 'Amount received (USD)' }],
  [afterSaleDesk.failRepairProof.path]: [{ name: 'reason', label: 'Reason the buyer reads', multiline: true }],
  [afterSaleDesk.ship.path]: [
    { name: 'logisticsName', label: 'Carrier' },
    { name: 'logisticsNo', label: 'Tracking number' },
  ],
};

const STEP_CALLS: Record<string, AdminCallLike> = Object.fromEntries(
  [
    afterSaleDesk.approve,
    afterSaleDesk.reject,
    afterSaleDesk.receive,
    afterSaleDesk.quote,
    afterSaleDesk.freeRepair,
    afterSaleDesk.approveRepairProof,
    afterSaleDesk.failRepairProof,
    afterSaleDesk.startMaintenance,
    afterSaleDesk.ship,
    afterSaleDesk.complete,
  ].map((call) => [call.path, call]),
);

function StepDialog({ request, path, onClose }: { request: AfterSale; path: string; onClose: () => void }) {
  const call = STEP_CALLS[path] as AdminCallLike;
  const mutation = useAfterSaleStep(call);
  const fields = STEP_FIELDS[path] ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [parts, setParts] = useState([{ name: '', partsNum: '1', salePrice: '0.00', repairPrice: '0.00' }]);
  const [payAmount, setPayAmount] = useState('');
  const [quotations, setQuotations] = useState<{ fileId: number; fileName: string }[]>([]);
  const uploadQuotation = useUploadQuotation();
  const [error, setError] = useState('');
  const isQuote = path === afterSaleDesk.quote.path;

  const chooseQuotation = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError('');
    if (chosen.size > QUOTATION_MAX_BYTES) return setError('The quotation is larger than 10 MB');
    try {
      const stored = await uploadQuotation.mutateAsync(chosen);
      setQuotations((all) => [...all, { fileId: stored.fileId, fileName: stored.fileName }]);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const input: Record<string, unknown> = { id: request.id };
    for (const field of fields) {
      const value = values[field.name]?.trim() ?? '';
      if (value) input[field.name] = value;
    }
    // A proof review names the upload on screen (a newer one the buyer sent is refused, not reviewed).
    if (
      (path === afterSaleDesk.approveRepairProof.path || path === afterSaleDesk.failRepairProof.path) &&
      request.proofSubmitTime
    ) {
      input.expectedSubmitTime = request.proofSubmitTime;
    }
    if (isQuote) {
      input.parts = parts.map((part) => ({ ...part, partsNum: numberFromText(part.partsNum) }));
      if (payAmount.trim()) input.payAmount = payAmount.trim();
      input.proposalFileIds = quotations.map((q) => q.fileId);
    }
    // The contract's schema checks the form before the call; the API checks the same one again.
    const parsed = call.request.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    try {
      await mutation.mutateAsync(input as never);
      showToast('success', `${STEP_LABEL[path]}: request #${request.id} updated.`);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <FormDialog
      formId="as-step"
      layout="stack"
      size={isQuote ? 'lg' : 'md'}
      title={`${STEP_LABEL[path]} · request #${request.id}`}
      description={fields.length === 0 && !isQuote ? 'The buyer is emailed about this step.' : undefined}
      error={error}
      busy={mutation.isPending}
      disabled={uploadQuotation.isPending}
      submitLabel={STEP_LABEL[path]}
      submitVariant={
        path === afterSaleDesk.reject.path || path === afterSaleDesk.failRepairProof.path ? 'danger' : 'primary'
      }
      onSubmit={submit}
      onClose={onClose}
    >
      {fields.map((field) => {
        const id = `as-step-${field.name}`;
        const props = {
          id,
          value: values[field.name] ?? '',
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field.name]: e.target.value })),
        };
        return (
          <Field key={field.name} label={field.label} htmlFor={id}>
            {field.multiline ? <Textarea rows={3} {...props} /> : <Input {...props} />}
          </Field>
        );
      })}
      {isQuote && (
        <>
          {parts.map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved
            <div key={i} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[2fr_70px_1fr_1fr_auto]">
              {(['name', 'partsNum', 'salePrice', 'repairPrice'] as const).map((key) => (
                <Field
                  key={key}
                  htmlFor={`part-${i}-${key}`}
                  label={{ name: 'Part', partsNum: 'Qty', salePrice: 'Part price', repairPrice: 'Repair' }[key]}
                >
                  <Input
                    id={`part-${i}-${key}`}
                    value={part[key]}
                    onChange={(e) =>
                      setParts((all) => all.map((p, j) => (j === i ? { ...p, [key]: e.target.value } : p)))
                    }
                  />
                </Field>
              ))}
              <Button
                variant="ghost"
                size="sm"
                disabled={parts.length === 1}
                onClick={() => setParts((all) => all.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                setParts((all) => [...all, { name: '', partsNum: '1', salePrice: '0.00', repairPrice: '0.00' }])
              }
            >
              Add a part
            </Button>
          </div>
          <Field label="Amount to pay (leave empty for the parts' total)" htmlFor="as-pay-amount">
            <Input id="as-pay-amount" value={payAmount} onChange={(e) => setPayAmount(e.target.value)} />
          </Field>
          <Field
            label="Quotation files (optional)"
            htmlFor="as-quotation-file"
            hint={
              uploadQuotation.isPending
                ? 'Uploading…'
                : 'PDF, JPEG or PNG, at most 10 MB each. Only this request’s buyer will see them.'
            }
          >
            <input
              id="as-quotation-file"
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              className="text-sm"
              disabled={uploadQuotation.isPending || quotations.length >= 10}
              onChange={(e) => void chooseQuotation(e)}
            />
          </Field>
          {quotations.length > 0 && (
            <ul className="flex flex-col gap-1" aria-label="Quotation files">
              {quotations.map((q) => (
                <li key={q.fileId} className="flex items-center justify-between gap-2 text-sm text-slate-700">
                  <span className="truncate">{q.fileName}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setQuotations((all) => all.filter((other) => other.fileId !== q.fileId))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </FormDialog>
  );
}
