import type { calculatorDesk } from '@hashforge/contract/admin/calculator';
import { createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { type CallData, errorMessage } from '../../../lib/api.ts';
import { formatAge, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCalculatorProducts } from '../api/list-calculator-products.ts';
import { useCoins } from '../api/list-coins.ts';
import { useRefreshCoins } from '../api/refresh-coins.ts';
import {
  type CalculatorProduct,
  CalculatorProductDialog,
  type Coin,
  CoinDialog,
} from '../components/calculator-dialogs.tsx';

type RefreshOutcome = CallData<typeof calculatorDesk.refreshCoins>;

const coinColumn = createColumnHelper<Coin>();
const productColumn = createColumnHelper<CalculatorProduct>();
const numeric = { className: 'text-right whitespace-nowrap tabular-nums' };

// Coin prices run from fractions of a cent to tens of thousands of dollars; the profit per unit of
// hashrate is often a few millionths: both keep their significant digits rather than two decimals.
const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });
const coinPrice = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
const profit = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/** A merged entry keeps no figures of its own (the API reads its coins' rows): its stored ones are stale. */
function coinFigure(coin: Coin, shown: ReactNode) {
  return coin.isMultiCoin ? <span className="text-slate-400">—</span> : shown;
}

const names = (coins: string[]) => coins.join(', ');

/** What the refresh did, in a sentence per list, for the toast and the note under the header. */
function describeRefresh(outcome: RefreshOutcome): string[] {
  if (outcome.updated.length + outcome.ignored.length + outcome.stale.length === 0) {
    return ['The feed named no coin: nothing changed.'];
  }
  const lines: string[] = [];
  if (outcome.updated.length > 0) lines.push(`Updated: ${names(outcome.updated)}.`);
  else lines.push('No coin updated.');
  if (outcome.stale.length > 0)
    lines.push(`Kept, edited after the feed's figures were taken: ${names(outcome.stale)}.`);
  if (outcome.ignored.length > 0)
    lines.push(`Ignored, not among the calculator's single coins: ${names(outcome.ignored)}.`);
  return lines;
}

export default function CalculatorPage() {
  const coins = useCoins();
  const products = useCalculatorProducts();
  const refresh = useRefreshCoins();
  const [editingCoin, setEditingCoin] = useState<Coin | null>(null);
  const [editingProduct, setEditingProduct] = useState<CalculatorProduct | null>(null);
  const [lastRefresh, setLastRefresh] = useState<{ at: string; lines: string[] } | null>(null);

  const doRefresh = async () => {
    try {
      const outcome = await refresh.mutateAsync({});
      const lines = describeRefresh(outcome);
      setLastRefresh({ at: new Date().toISOString(), lines });
      showToast('success', `Coin data refreshed. ${lines[0]}`);
    } catch (error) {
      showToast('error', errorMessage(error));
    }
  };

  const coinColumns = [
    coinColumn.accessor('name', {
      header: 'Coin',
      cell: (c) => (
        <span className="whitespace-nowrap">
          <span className="block font-medium">{c.getValue()}</span>
          <span className="flex items-center gap-1.5 text-xs text-slate-500">
            <span className="font-mono">{c.row.original.coinName}</span> · {c.row.original.algorithm}
          </span>
        </span>
      ),
    }),
    coinColumn.accessor('usdPrice', {
      header: 'Price (USD)',
      cell: (c) => coinFigure(c.row.original, coinPrice.format(c.getValue())),
      meta: numeric,
    }),
    coinColumn.accessor('networkHashrate', {
      header: 'Network',
      cell: (c) => coinFigure(c.row.original, `${figure.format(c.getValue())} ${c.row.original.networkHashrateUnit}/s`),
      meta: numeric,
    }),
    coinColumn.accessor('blockReward', {
      header: 'Block reward',
      cell: (c) => coinFigure(c.row.original, figure.format(c.getValue())),
      meta: numeric,
    }),
    coinColumn.accessor('blockTime', {
      header: 'Block time',
      cell: (c) => coinFigure(c.row.original, `${figure.format(c.getValue())} s`),
      meta: numeric,
    }),
    coinColumn.accessor('currentHeight', {
      header: 'Height',
      cell: (c) => coinFigure(c.row.original, figure.format(c.getValue())),
      meta: numeric,
    }),
    coinColumn.accessor('estimatedProfit', {
      header: 'Profit/day',
      cell: (c) => profit.format(c.getValue()),
      meta: numeric,
    }),
    coinColumn.accessor('updateTime', {
      header: 'Updated',
      // The age tells at a glance whether the feed keeps up; the exact time is a hover away.
      cell: (c) =>
        coinFigure(
          c.row.original,
          <time dateTime={c.getValue()} title={formatDateTime(c.getValue())}>
            {formatAge(c.getValue())} ago
          </time>,
        ),
      meta: { className: 'whitespace-nowrap' },
    }),
    coinColumn.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        c.row.original.isMultiCoin ? (
          <Badge tone="violet">Merged</Badge>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit figures of ${c.row.original.name}`}
            onClick={() => setEditingCoin(c.row.original)}
          >
            Edit
          </Button>
        ),
      meta: { className: 'text-right' },
    }),
  ];

  const productColumns = [
    productColumn.accessor('name', {
      header: 'Machine',
      cell: (c) => (
        <span>
          <span className="font-medium">{c.getValue()}</span>
          <span className="block text-xs text-slate-500">{c.row.original.algorithm}</span>
        </span>
      ),
    }),
    productColumn.accessor('hashrate', {
      header: 'Hashrate',
      cell: (c) => `${figure.format(c.getValue())} ${c.row.original.hashrateUnit}/s`,
      meta: numeric,
    }),
    productColumn.accessor('power', {
      header: 'Power',
      cell: (c) => `${figure.format(c.getValue())} W`,
      meta: numeric,
    }),
    productColumn.accessor('price', { header: 'Price', cell: (c) => formatMoney(c.getValue()), meta: numeric }),
    productColumn.accessor('productCode', {
      header: 'Sold as',
      cell: (c) => {
        const code = c.getValue();
        return code ? (
          <span className="font-mono text-xs">{code}</span>
        ) : (
          <span className="text-slate-500">Not in the catalogue</span>
        );
      },
    }),
    productColumn.accessor('sort', { header: 'Order', meta: numeric }),
    productColumn.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Edit ${c.row.original.name}`}
          onClick={() => setEditingProduct(c.row.original)}
        >
          Edit
        </Button>
      ),
      meta: { className: 'text-right' },
    }),
  ];

  return (
    <>
      <PageHeader
        title="Calculator data"
        description="The coins' figures and the machines the shop's profitability calculators start from. A change shows in the shop at once."
        actions={
          <Button busy={refresh.isPending} onClick={() => void doRefresh()}>
            Refresh now
          </Button>
        }
      />
      {lastRefresh && (
        <div
          role="status"
          className="mb-4 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 shadow-xs"
        >
          <p className="font-medium text-slate-900">Coin data refreshed at {formatDateTime(lastRefresh.at)}</p>
          {lastRefresh.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <section aria-labelledby="calculator-coins" className="mb-8">
        <div className="mb-2">
          <h2 id="calculator-coins" className="text-sm font-semibold text-slate-900">
            Coins
          </h2>
          <p className="text-xs text-slate-500">
            Refresh now fetches the coin-data feed (COIN_DATA_URL) at once; otherwise the job runs every ten minutes.
            Figures edited after the feed's were taken are kept. A merged entry follows its coins: edit those.
            Profit/day is the estimate in USD for one unit of the coin's hashrate.
          </p>
        </div>
        <DataTable label="Coins" columns={coinColumns} query={coins} emptyTitle="No coin yet" />
      </section>
      <section aria-labelledby="calculator-machines">
        <div className="mb-2">
          <h2 id="calculator-machines" className="text-sm font-semibold text-slate-900">
            Machines
          </h2>
          <p className="text-xs text-slate-500">
            The machines the calculators offer, each with the coins of its algorithm.
          </p>
        </div>
        <DataTable label="Calculator machines" columns={productColumns} query={products} emptyTitle="No machine yet" />
      </section>
      {editingCoin && <CoinDialog coin={editingCoin} onClose={() => setEditingCoin(null)} />}
      {editingProduct && <CalculatorProductDialog product={editingProduct} onClose={() => setEditingProduct(null)} />}
    </>
  );
}
