import type { UnmatchedReason } from '@hashforge/contract/admin/chain-transfers';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { ORDER_STATUS } from '../../../lib/status.ts';
import type { Paging } from '../../../lib/use-list-params.ts';
import { useUnmatchedTransfers } from '../api/list-unmatched-transfers.ts';
import { shortHex } from './chain-payments.tsx';
import { CreditUnmatchedTransferDialog } from './credit-unmatched-transfer-dialog.tsx';
import { ReturnUnmatchedTransferDialog } from './return-unmatched-transfer-dialog.tsx';

type Row = ListRow<typeof useUnmatchedTransfers>;
const column = createColumnHelper<Row>();

/** Each of the contract's reasons in finance's words: a reason added there fails the type check here. */
const REASON_WORDS: Record<UnmatchedReason, string> = {
  'no-order': 'No order awaits this amount',
  'shared-amount':
    'Two open orders were shown this amount: the buyer who names the hash gets it, or finance decides; until then both stay open',
};

const columns = [
  column.accessor('blockTime', {
    header: 'Time',
    cell: (c) => formatDateTime(c.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('txHash', {
    header: 'Transaction',
    cell: (c) => {
      const { explorerUrl, networkName } = c.row.original;
      const hash = shortHex(c.getValue());
      return (
        <span>
          {explorerUrl ? (
            <a
              href={explorerUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="font-mono text-xs font-medium hover:underline"
              title={c.getValue()}
            >
              {hash}
            </a>
          ) : (
            <span className="font-mono text-xs font-medium" title={c.getValue()}>
              {hash}
            </span>
          )}
          <span className="block text-xs text-slate-500">{networkName}</span>
        </span>
      );
    },
  }),
  column.accessor('fromAddress', {
    header: 'Sender',
    cell: (c) => (
      <span className="font-mono text-xs" title={c.getValue()}>
        {shortHex(c.getValue())}
      </span>
    ),
  }),
  column.accessor('blockNumber', {
    header: 'Block',
    cell: (c) => c.getValue(),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (c) => (
      <span>
        <strong className="font-semibold">{formatMoney(c.getValue())}</strong>
        <span className="block text-xs text-slate-500">{c.row.original.token}</span>
      </span>
    ),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
  column.accessor('reason', {
    header: 'Why not credited',
    cell: (c) => (
      <span className="text-xs">
        {REASON_WORDS[c.getValue()]}
        <Candidates candidates={c.row.original.candidates} />
      </span>
    ),
  }),
];

/**
 * The open orders a shared amount could belong to when it was kept, each linked to its page with its
 * status now: finance contacts their buyers, and sees one paid or expired since.
 */
function Candidates({ candidates }: { candidates: Row['candidates'] }) {
  if (candidates.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1" aria-label="Orders it could belong to">
      {candidates.map((o) => (
        <li key={o.orderNo} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <Link to={`/orders/${encodeURIComponent(o.orderNo)}`} className="font-medium hover:underline">
            {o.orderNo}
          </Link>
          <StatusBadge table={ORDER_STATUS} code={o.orderStatus} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Confirmed USDT transfers to the shop's address the watcher credited to no order
 * (payments/unmatched-transfers), newest first, each with why: finance finds the buyer and credits it
 * to their order (payments/unmatched-transfers/credit), or returns the money by its own means and
 * marks it returned (payments/unmatched-transfers/return). Each hash opens the network's explorer.
 */
export function UnmatchedTransfersTable({ paging }: { paging: Paging }) {
  const transfers = useUnmatchedTransfers({ page: paging.page, limit: paging.limit });
  const [crediting, setCrediting] = useState<Row | null>(null);
  const [returning, setReturning] = useState<Row | null>(null);
  const withActions = useMemo(
    () => [
      ...columns,
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: (c) => (
          <span className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setCrediting(c.row.original)}>
              Credit to order
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setReturning(c.row.original)}>
              Mark returned
            </Button>
          </span>
        ),
        meta: { className: 'whitespace-nowrap' },
      }),
    ],
    [],
  );
  return (
    <>
      <DataTable
        label="Unmatched transfers"
        columns={withActions}
        query={transfers}
        paging={paging}
        emptyTitle="No unmatched transfer"
        emptyHint="A transfer to the shop's address whose amount no order awaits appears here."
      />
      {crediting && <CreditUnmatchedTransferDialog transfer={crediting} onClose={() => setCrediting(null)} />}
      {returning && <ReturnUnmatchedTransferDialog transfer={returning} onClose={() => setReturning(null)} />}
    </>
  );
}
