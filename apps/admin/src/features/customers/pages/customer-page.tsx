import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge, StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, DefinitionList } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { Table } from '../../../components/ui/table.tsx';
import type { Loaded } from '../../../lib/api.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import { AFTERSALE_STATUS, COUPON_TYPE, KYC_STATUS, ORDER_STATUS } from '../../../lib/status.ts';
import { runWithToast } from '../../../lib/toast.ts';
import { useEnableCustomer } from '../api/enable-customer.ts';
import { useCustomer } from '../api/get-customer.ts';
import { DisableCustomerDialog, IssueCouponDialog } from '../components/customer-dialogs.tsx';

type Customer = Loaded<typeof useCustomer>;

const COUPON_STATUS: Record<number, string> = { 1: 'Unused', 2: 'Used', 3: 'Expired' };

export default function CustomerPage() {
  const userId = Number(useParams().userId);
  const customer = useCustomer(userId);
  return <QueryState query={customer}>{(data) => <CustomerDetail customer={data} />}</QueryState>;
}

function ListTable({
  caption,
  head,
  children,
  empty,
}: {
  caption: string;
  head: string[];
  children: React.ReactNode;
  empty: string | null;
}) {
  if (empty) return <p className="px-4 py-6 text-center text-sm text-slate-500">{empty}</p>;
  return (
    <Table caption={caption}>
      <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase">
        <tr>
          {head.map((h) => (
            <th key={h} className="px-4 py-2 whitespace-nowrap">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </Table>
  );
}

function CustomerDetail({ customer }: { customer: Customer }) {
  const can = useCan();
  const enable = useEnableCustomer();
  const [dialog, setDialog] = useState<'disable' | 'coupon' | null>(null);
  const close = () => setDialog(null);

  const doEnable = () =>
    runWithToast(() => enable.mutateAsync({ userId: customer.userId }), `${customer.email} can sign in again.`);

  return (
    <>
      <PageHeader
        back={{ to: '/customers', label: 'Customers' }}
        title={
          <span className="flex items-center gap-3">
            {customer.email}
            {customer.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}
          </span>
        }
        description={`${customer.nickName || 'No name'} · joined ${formatDateTime(customer.createTime)}`}
        actions={
          <>
            {can('customers.coupons') && (
              <Button variant="secondary" onClick={() => setDialog('coupon')}>
                Issue coupon
              </Button>
            )}
            {can('customers.disable') &&
              (customer.disabled ? (
                <Button onClick={() => void doEnable()} busy={enable.isPending}>
                  Enable account
                </Button>
              ) : (
                <Button variant="danger" onClick={() => setDialog('disable')}>
                  Disable account
                </Button>
              ))}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={`Orders (${customer.orders.length})`} bodyClassName="p-0">
            <ListTable
              caption="Orders"
              head={['Order', 'Placed', 'Status', 'Payable / paid']}
              empty={customer.orders.length ? null : 'No order yet.'}
            >
              {customer.orders.map((o) => (
                <tr key={o.orderNo}>
                  <td className="px-4 py-2">
                    {can('orders.read') ? (
                      <Link to={`/orders/${encodeURIComponent(o.orderNo)}`} className="font-medium hover:underline">
                        {o.orderNo}
                      </Link>
                    ) : (
                      o.orderNo
                    )}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(o.createTime)}</td>
                  <td className="px-4 py-2">
                    <StatusBadge table={ORDER_STATUS} code={o.orderStatus} />
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap tabular-nums">
                    {formatMoney(o.payableAmount)}
                    <span className="block text-xs text-slate-500">paid {formatMoney(o.paidAmount)}</span>
                  </td>
                </tr>
              ))}
            </ListTable>
          </Card>
          <Card title={`After-sales (${customer.afterSales.length})`} bodyClassName="p-0">
            <ListTable
              caption="After-sales"
              head={['Request', 'Opened', 'Status']}
              empty={customer.afterSales.length ? null : 'No after-sale request.'}
            >
              {customer.afterSales.map((a) => (
                <tr key={a.id}>
                  <td className="px-4 py-2 font-medium">#{a.id}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(a.createTime)}</td>
                  <td className="px-4 py-2">
                    <StatusBadge table={AFTERSALE_STATUS} code={a.status} />
                  </td>
                </tr>
              ))}
            </ListTable>
          </Card>
          <Card title={`Coupons (${customer.coupons.length})`} bodyClassName="p-0">
            <ListTable
              caption="Coupons"
              head={['Coupon', 'Type', 'Value', 'Valid', 'Status']}
              empty={customer.coupons.length ? null : 'No coupon.'}
            >
              {customer.coupons.map((c) => (
                <tr key={c.id}>
                  <td className="px-4 py-2 font-medium">#{c.id}</td>
                  <td className="px-4 py-2">{COUPON_TYPE[c.type] ?? c.type}</td>
                  <td className="px-4 py-2 tabular-nums">
                    <span className="whitespace-nowrap">{formatMoney(c.price)}</span>
                    {c.excessAmount && (
                      <span className="block text-xs whitespace-nowrap text-slate-500">
                        over {formatMoney(c.excessAmount)}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    {formatDate(c.startTime)} – {formatDate(c.endTime)}
                  </td>
                  <td className="px-4 py-2">{COUPON_STATUS[c.status] ?? c.status}</td>
                </tr>
              ))}
            </ListTable>
          </Card>
          <Card title="Sessions" bodyClassName="p-0">
            <ListTable
              caption="Sessions"
              head={['Signed in', 'Expires', 'State', 'IP', 'Device']}
              empty={customer.sessions.length ? null : 'No session.'}
            >
              {customer.sessions.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sessions carry no id here
                <tr key={i}>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(s.createTime)}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(s.expireTime)}</td>
                  <td className="px-4 py-2">
                    {s.active ? (
                      <Badge tone="green">Active</Badge>
                    ) : (
                      <Badge>{s.revokedTime ? 'Signed out' : 'Expired'}</Badge>
                    )}
                  </td>
                  <td className="px-4 py-2 font-mono text-xs">{s.ip ?? '—'}</td>
                  <td className="max-w-[160px] truncate px-4 py-2 text-xs text-slate-500" title={s.userAgent ?? ''}>
                    {s.userAgent ?? '—'}
                  </td>
                </tr>
              ))}
            </ListTable>
          </Card>
        </div>
        <div className="flex flex-col gap-6">
          <Card title="Contact">
            <DefinitionList
              items={[
                ['Email', customer.email],
                ['Name', customer.nickName || '—'],
                [
                  'Phone',
                  customer.mobile ? `+${(customer.mobileCode ?? '').replace(/^\+/, '')} ${customer.mobile}` : '—',
                ],
                ...(customer.disabledAt ? [['Disabled', formatDateTime(customer.disabledAt)] as [string, string]] : []),
              ]}
            />
          </Card>
          <Card
            title="KYC"
            actions={
              customer.kyc && can('kyc.review') ? (
                <Link to={`/kyc/${customer.userId}`} className="text-sm font-medium text-brand-700 hover:underline">
                  Review
                </Link>
              ) : null
            }
          >
            {customer.kyc ? (
              <DefinitionList
                items={[
                  ['Status', <StatusBadge key="s" table={KYC_STATUS} code={customer.kyc.status} />],
                  ['Submitted', formatDateTime(customer.kyc.submitTime)],
                  ['Reviewed', formatDateTime(customer.kyc.reviewTime)],
                  ...(customer.kyc.rejectReason ? [['Reason', customer.kyc.rejectReason] as [string, string]] : []),
                ]}
              />
            ) : (
              <p className="text-sm text-slate-500">Not submitted.</p>
            )}
          </Card>
        </div>
      </div>
      {dialog === 'disable' && (
        <DisableCustomerDialog userId={customer.userId} email={customer.email} onClose={close} />
      )}
      {dialog === 'coupon' && <IssueCouponDialog userId={customer.userId} email={customer.email} onClose={close} />}
    </>
  );
}
