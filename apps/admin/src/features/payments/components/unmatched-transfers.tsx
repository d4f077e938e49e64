import type { UnmatchedReason } from '@hashforge/contract/admin/chain-transfers';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { Paging } from '../../../lib/use-list-params.ts';
import { useUnmatchedTransfers } from '../api/list-unmatched-transfers.ts';
import { shortHex } from './chain-payments.tsx';

type Row = ListRow<typeof useUnmatchedTransfers>;
const column = createColumnHelper<Row>();

/** Each of the contract's reasons in finance's words: a reason added there fails the type check here. */
const REASON_WORDS: Record<UnmatchedReason, string> = {
  'no-order': 'No order awaits this amount',
  'shared-amount': 'Two open orders were shown this amount: the buyer who names the hash gets it, or finance decides',
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
    cell: (c) => <span className="text-xs">{REASON_WORDS[c.getValue()]}</span>,
  }),
];

/**
 * Confirmed USDT transfers to the shop's address the watcher credited to no order
 * (payments/unmatched-transfers), newest first, each with why: finance finds the buyer, and credits or
 * returns the money by its own means. Each hash opens the network's explorer.
 */
export function UnmatchedTransfersTable({ paging }: { paging: Paging }) {
  const transfers = useUnmatchedTransfers({ page: paging.page, limit: paging.limit });
  return (
    <DataTable
      label="Unmatched transfers"
      columns={columns}
      query={transfers}
      paging={paging}
      emptyTitle="No unmatched transfer"
      emptyHint="A transfer to the shop's address whose amount no order awaits appears here."
    />
  );
}
