import { couponDesk } from '@hashforge/contract/admin/coupons';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input, LabelOptions, Select, Textarea } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { errorMessage, type ListRow } from '../../../lib/api.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import { COUPON_TYPE } from '../../../lib/status.ts';
import { showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useProducts } from '../../catalog/api/list-products.ts';
import { useCouponUsage } from '../api/coupon-usage.ts';
import { useCreateCoupon } from '../api/create-coupon.ts';
import { useIssueCoupon } from '../api/issue-coupon.ts';
import { useIssueCouponToAll } from '../api/issue-coupon-to-all.ts';
import { useCoupons } from '../api/list-coupons.ts';

type Coupon = ListRow<typeof useCoupons>;
const column = createColumnHelper<Coupon>();

const COPY_STATUS: Record<number, { label: string; tone: 'blue' | 'green' | 'grey' }> = {
  1: { label: 'Unused', tone: 'blue' },
  2: { label: 'Used', tone: 'green' },
  3: { label: 'Expired', tone: 'grey' },
};

export default function CouponsPage() {
  const { page, limit, paging } = useListParams([] as const);
  const list = useCoupons({ page, limit });
  const [creating, setCreating] = useState(false);
  const [issuing, setIssuing] = useState<Coupon | null>(null);
  const [usage, setUsage] = useState<Coupon | null>(null);

  const columns = [
    column.accessor('name', {
      header: 'Coupon',
      cell: (c) => (
        <span>
          <span className="font-medium">{c.getValue()}</span>
          <span className="block text-xs text-slate-500">#{c.row.original.couponId}</span>
        </span>
      ),
    }),
    column.accessor('type', {
      header: 'Type',
      cell: (c) => {
        const row = c.row.original;
        return (
          <span>
            {COUPON_TYPE[c.getValue()] ?? c.getValue()}
            <span className="block text-xs text-slate-500">
              {row.type === 3 && row.excessAmount !== null && `over ${formatMoney(row.excessAmount)}`}
              {row.type === 2 && (row.productCategoryName ?? row.productClass ?? '')}
            </span>
          </span>
        );
      },
    }),
    column.accessor('price', { header: 'Value', cell: (c) => formatMoney(c.getValue()) }),
    column.display({
      id: 'valid',
      header: 'Valid',
      cell: (c) => `${formatDate(c.row.original.startTime)} – ${formatDate(c.row.original.endTime)}`,
    }),
    column.accessor('issued', { header: 'Issued' }),
    column.accessor('used', { header: 'Used' }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <span className="flex gap-1">
          <Button size="sm" variant="secondary" onClick={() => setIssuing(c.row.original)}>
            Issue…
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setUsage(c.row.original)}>
            Usage
          </Button>
        </span>
      ),
    }),
  ];

  return (
    <>
      <PageHeader
        title="Coupons"
        description="Define a coupon once, then issue one copy per buyer."
        actions={<Button onClick={() => setCreating(true)}>New coupon</Button>}
      />
      <DataTable label="Coupons" columns={columns} query={list} paging={paging} emptyTitle="No coupon yet" />
      {creating && <CreateDialog onClose={() => setCreating(false)} />}
      {issuing && <IssueDialog coupon={issuing} onClose={() => setIssuing(null)} />}
      {usage && <UsageDialog coupon={usage} onClose={() => setUsage(null)} />}
    </>
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCoupon();
  const canPickProduct = useCan()('catalog.read');
  const [values, setValues] = useState({
    name: '',
    type: '1',
    price: '',
    excessAmount: '',
    productId: '',
    startTime: new Date().toISOString().slice(0, 10),
    endTime: '',
  });
  const [error, setError] = useState('');
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const type = Number(values.type);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const input = {
      name: values.name,
      type: type as 1 | 2 | 3,
      price: values.price,
      excessAmount: type === 3 && values.excessAmount ? values.excessAmount : undefined,
      productId: type === 2 && values.productId ? Number(values.productId) : undefined,
      startTime: values.startTime,
      endTime: values.endTime,
    };
    const parsed = couponDesk.create.request.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    try {
      const { couponId } = await create.mutateAsync(input);
      showToast('success', `Coupon #${couponId} created. Issue it to buyers next.`);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <FormDialog
      formId="coupon-create"
      title="New coupon"
      error={error}
      busy={create.isPending}
      submitLabel="Create"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Name" htmlFor="coupon-name" className="col-span-2">
        <Input id="coupon-name" value={values.name} onChange={set('name')} autoFocus />
      </Field>
      <Field label="Type" htmlFor="coupon-type">
        <Select id="coupon-type" value={values.type} onChange={set('type')}>
          <LabelOptions labels={COUPON_TYPE} />
        </Select>
      </Field>
      <Field label="Value (USD off)" htmlFor="coupon-price">
        <Input id="coupon-price" inputMode="decimal" value={values.price} onChange={set('price')} />
      </Field>
      {type === 3 && (
        <Field label="Spend threshold (USD)" htmlFor="coupon-excess" className="col-span-2">
          <Input id="coupon-excess" inputMode="decimal" value={values.excessAmount} onChange={set('excessAmount')} />
        </Field>
      )}
      {type === 2 && (
        <Field label="Product" htmlFor="coupon-product" className="col-span-2">
          {canPickProduct ? (
            <ProductSelect value={values.productId} onChange={set('productId')} />
          ) : (
            <Input id="coupon-product" inputMode="numeric" value={values.productId} onChange={set('productId')} />
          )}
        </Field>
      )}
      <Field label="Valid from" htmlFor="coupon-start">
        <Input id="coupon-start" type="date" value={values.startTime} onChange={set('startTime')} />
      </Field>
      <Field label="Valid until" htmlFor="coupon-end">
        <Input id="coupon-end" type="date" value={values.endTime} onChange={set('endTime')} />
      </Field>
    </FormDialog>
  );
}

/** Mounted only for a product coupon and a role that may read the catalogue. */
function ProductSelect({ value, onChange }: { value: string; onChange: (e: { target: { value: string } }) => void }) {
  const products = useProducts({ page: 1, limit: 100 });
  return (
    <Select id="coupon-product" value={value} onChange={onChange}>
      <option value="">Choose…</option>
      {products.data?.list.map((p) => (
        <option key={p.productId} value={String(p.productId)}>
          {p.name} ({p.productCode})
        </option>
      ))}
    </Select>
  );
}

function IssueDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const issue = useIssueCoupon();
  const issueAll = useIssueCouponToAll();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [unknown, setUnknown] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setUnknown([]);
    // One email per line, or separated by commas, semicolons or spaces, as pasted from a sheet.
    const emails = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
    const parsed = couponDesk.issue.request.safeParse({ couponId: coupon.couponId, emails });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the emails');
    try {
      const answer = await issue.mutateAsync({ couponId: coupon.couponId, emails });
      showToast(
        'success',
        `${answer.issued} issued, ${answer.alreadyIssued} already held it, ${answer.unknown.length} unknown.`,
      );
      if (answer.unknown.length > 0) setUnknown(answer.unknown);
      else onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const toAll = async () => {
    setError('');
    if (!window.confirm(`Issue "${coupon.name}" to every KYC-approved buyer?`)) return;
    try {
      await issueAll.mutateAsync({ couponId: coupon.couponId });
      showToast('success', 'Issuing to every KYC-approved buyer in the background. Refresh the list to see the count.');
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Issue · ${coupon.name}`}
      description="A buyer who already holds this coupon is not given a second."
      footer={
        <>
          <Button variant="secondary" onClick={() => void toAll()} busy={issueAll.isPending}>
            Issue to all KYC-approved buyers
          </Button>
          <Button type="submit" form="coupon-issue" busy={issue.isPending}>
            Issue to these emails
          </Button>
        </>
      }
    >
      <form id="coupon-issue" onSubmit={submit} noValidate className="flex flex-col gap-3">
        <FormError message={error} />
        <Field label="Buyers' emails" htmlFor="coupon-emails" hint="One per line, or separated by commas">
          <Textarea id="coupon-emails" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        {unknown.length > 0 && (
          <div className="rounded border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            No buyer has these emails: {unknown.join(', ')}
          </div>
        )}
      </form>
    </Dialog>
  );
}

function UsageDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const usage = useCouponUsage({ couponId: coupon.couponId, page, limit: 20 });
  const rows = usage.data?.list ?? [];
  const total = usage.data?.total ?? 0;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`Usage · ${coupon.name}`}
      description={`${coupon.issued} issued, ${coupon.used} used.`}
      footer={
        <>
          <Button variant="ghost" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button variant="ghost" size="sm" disabled={page * 20 >= total} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{usage.isLoading ? 'Loading…' : 'Not issued to anyone yet.'}</p>
      ) : (
        <Table caption={`Usage of ${coupon.name}`}>
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th className="py-1">Buyer</th>
              <th className="py-1">Issued</th>
              <th className="py-1">Status</th>
              <th className="py-1">Order</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.userId}-${row.issueTime}`} className="border-t border-slate-100">
                <td className="py-1">
                  <Link to={`/customers/${row.userId}`} className="hover:underline">
                    #{row.userId}
                  </Link>
                </td>
                <td className="py-1">{formatDateTime(row.issueTime)}</td>
                <td className="py-1">
                  <Badge tone={COPY_STATUS[row.status]?.tone ?? 'grey'}>
                    {COPY_STATUS[row.status]?.label ?? row.status}
                  </Badge>
                </td>
                <td className="py-1">{row.orderNo ? `${row.orderNo}, ${formatDateTime(row.usedTime)}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Dialog>
  );
}
