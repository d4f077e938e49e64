import { PAYABLE_STATUSES } from '@hashforge/contract';
import type { UnmatchedReason } from '@hashforge/contract/admin/chain-transfers';
import type { Tx } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import type { ChainNetworkConfig, ChainTokenConfig } from '../../settings/usdt-settings.ts';
import { ordersShownDue } from './chain-pay-amount.ts';
import { BlocksChanged, type IncomingTransfer, NetworkUnavailable } from './chain-reader.ts';
import { type Credit, holdAndCredit, mailChainCredit } from './credit-chain-payment.ts';
import { unitsToUsd, usdToUnits } from './usdt-instructions.ts';
import { readerFor } from './verify-chain-payment.ts';

type ScanDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'config' | 'logger' | 'queues'>;

/** The most block ranges one scan reads before it lets the next run go on (each range is committed). */
const RANGES_PER_SCAN = 20;

export type ScanOutcome =
  /**
   * `toBlock` the last block read and `head` the network's newest, as strings: the outcome is the job's
   * result, kept as JSON. `txHashes` the transactions paying the vendor in the blocks read, confirmed:
   * the worker brings forward the checks of the hashes named for them (chain-payment.worker.ts).
   */
  | {
      kind: 'scanned';
      head: string;
      toBlock: string | null;
      credited: number;
      unmatched: number;
      txHashes: string[];
    }
  /**
   * Nothing moved, read again later: the network did not answer (`network`, its scans back off,
   * chain-scan-backoff.ts), or its blocks changed while read. `causes` say what each endpoint answered.
   */
  | { kind: 'wait'; network: boolean; causes: string[] };

/** One payment of a transaction: its transfers of one token to the vendor, summed as a named hash is. */
interface Paying {
  txHash: `0x${string}`;
  token: ChainTokenConfig;
  transfers: IncomingTransfer[];
  units: bigint;
}

function payingsOf(network: ChainNetworkConfig, transfers: IncomingTransfer[]): Paying[] {
  const groups = new Map<string, Paying>();
  for (const t of transfers) {
    const token = network.tokens.find((k) => k.contract === t.token);
    if (!token || t.to !== network.receivingAddress) continue;
    const key = `${t.txHash} ${t.token}`;
    const group = groups.get(key) ?? { txHash: t.txHash, token, transfers: [], units: 0n };
    group.transfers.push(t);
    group.units += t.value;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The order a payment is credited to by its amount, or why it is kept for finance instead, with the
 * open orders it could belong to (none for `no-order`).
 */
type Awaiting = { orderId: number } | Kept;
interface Kept {
  kept: UnmatchedReason;
  candidates: number[];
}

const NO_ORDER: Kept = { kept: 'no-order', candidates: [] };

/**
 * The open order awaiting exactly this amount, if one does and was placed before the transfer: the
 * units must be whole cents (1000.370000, not 1000.371), the amount one an order holds (the unique
 * index on chain_pay_amount.heldAmount), and the order still awaiting money. An amount shown to two
 * open orders is never credited by amount alone: held by one, and the plain due of another that holds
 * no amount (its buyer sends the due and names the hash), the transfer may be either's, so it is kept
 * for finance and for the named hash that claims it, with those orders: the holder, then the others.
 */
async function orderAwaiting(tx: Tx, paying: Paying, blockTime: Date): Promise<Awaiting> {
  const amount = unitsToUsd(paying.units, paying.token.decimals);
  if (usdToUnits(amount, paying.token.decimals) !== paying.units.toString()) return NO_ORDER;
  const held = await tx.chainPayAmount.findUnique({
    where: { heldAmount: amount },
    select: { order: { select: { id: true, orderStatus: true, createdAt: true } } },
  });
  if (!held || !(PAYABLE_STATUSES as number[]).includes(held.order.orderStatus)) return NO_ORDER;
  // Block times are whole seconds: a transfer in the order's own second counts.
  if (blockTime.getTime() < Math.floor(held.order.createdAt.getTime() / 1000) * 1000) return NO_ORDER;
  const shown = await ordersShownDue(tx, amount, held.order.id);
  if (shown.length > 0) return { kept: 'shared-amount', candidates: [held.order.id, ...shown] };
  return { orderId: held.order.id };
}

async function keepUnmatched(
  tx: Tx,
  network: ChainNetworkConfig,
  paying: Paying,
  now: Date,
  { kept: reason, candidates }: Kept,
): Promise<number> {
  const { count } = await tx.chainUnmatchedTransfer.createMany({
    data: paying.transfers.map((t) => ({
      network: network.key,
      chainId: network.chainId,
      txHash: t.txHash,
      logIndex: t.logIndex,
      tokenSymbol: paying.token.symbol,
      tokenContract: paying.token.contract,
      fromAddress: t.from,
      toAddress: t.to,
      amountUnits: new Prisma.Decimal(t.value.toString()),
      decimals: paying.token.decimals,
      amount: unitsToUsd(t.value, paying.token.decimals),
      blockNumber: t.blockNumber,
      blockHash: t.blockHash,
      blockTime: t.blockTime,
      seenAt: now,
      reason,
      candidateOrderIds: candidates,
    })),
    skipDuplicates: true,
  });
  return count;
}

/**
 * Credits one payment found by amount through the same path as a named hash (holdAndCredit). A hash a
 * buyer's claim already holds is that claim's to decide: the transfer is kept for finance too, and
 * finance's list shows it only while no claim holds it (a refused claim lets it go).
 */
function creditByAmount(
  tx: Tx,
  deps: ScanDeps,
  network: ChainNetworkConfig,
  paying: Paying,
  orderId: number,
  confirmations: number,
): Promise<{ paymentId: number; credit: Credit } | null> {
  const first = paying.transfers[0]!;
  return holdAndCredit(
    tx,
    deps,
    {
      orderId,
      network: network.key,
      chainId: network.chainId,
      txHash: paying.txHash,
      requiredConfirmations: network.confirmations,
    },
    {
      from: first.from,
      units: paying.units,
      decimals: paying.token.decimals,
      token: paying.token,
      blockNumber: first.blockNumber,
      blockHash: first.blockHash,
      logIndex: first.logIndex,
      confirmations,
      matchedBy: 'amount',
    },
  );
}

/**
 * One run of a network's watcher (decision 025): reads the token transfers to the vendor's address in
 * confirmed blocks from the network's cursor on, in ranges of CHAIN_SCAN_BLOCKS, and for each range,
 * in one transaction with the cursor's row locked, credits each payment whose amount one open order
 * awaits (and no other is shown), keeps the others for finance with the reason, and moves the cursor
 * past the range. Of two workers scanning the same range, the second finds the cursor moved and
 * changes nothing. The network down: nothing
 * moves, and the next run reads the same blocks (the caller logs it and backs off, chain-scan-backoff.ts).
 */
export async function scanChainTransfers(deps: ScanDeps, network: ChainNetworkConfig): Promise<ScanOutcome> {
  const reader = readerFor(deps, network);
  let credited = 0;
  let unmatched = 0;
  let toBlock: string | null = null;
  const txHashes = new Set<string>();
  try {
    const head = await reader.headNumber();
    const confirmed = head - BigInt(network.confirmations - 1);
    const cursor = await deps.prisma.chainScanCursor.findUnique({ where: { network: network.key } });
    if (!cursor || cursor.chainId !== network.chainId || cursor.address !== network.receivingAddress) {
      // A network (or its chain, or its address) watched from now on: what came before was not the
      // shop's to match, and an order's amount is shown only once it is watched.
      const start = confirmed + 1n > 0n ? confirmed + 1n : 0n;
      const data = { chainId: network.chainId, address: network.receivingAddress, nextBlock: start };
      await deps.prisma.chainScanCursor.upsert({
        where: { network: network.key },
        create: { network: network.key, ...data },
        update: data,
      });
      return { kind: 'scanned', head: head.toString(), toBlock: null, credited, unmatched, txHashes: [] };
    }
    let from = cursor.nextBlock;
    for (let range = 0; range < RANGES_PER_SCAN && from <= confirmed; range++) {
      const last = from + BigInt(deps.config.CHAIN_SCAN_BLOCKS) - 1n;
      const to = last < confirmed ? last : confirmed;
      const transfers = await reader.incomingTransfers({
        tokens: network.tokens.map((t) => t.contract),
        to: network.receivingAddress,
        fromBlock: from,
        toBlock: to,
      });
      const done = await deps.prisma.$transaction(async (tx) => {
        const [locked] = await tx.$queryRaw<{ nextBlock: bigint }[]>`
          SELECT "nextBlock" FROM chain_scan_cursor WHERE network = ${network.key} FOR UPDATE`;
        if (locked?.nextBlock !== from) return null;
        const now = deps.clock.now();
        const mails: { paymentId: number; credit: Credit; token: string }[] = [];
        let kept = 0;
        for (const paying of payingsOf(network, transfers)) {
          const first = paying.transfers[0]!;
          const awaiting = await orderAwaiting(tx, paying, first.blockTime);
          const paid =
            'orderId' in awaiting
              ? await creditByAmount(tx, deps, network, paying, awaiting.orderId, Number(head - first.blockNumber) + 1)
              : null;
          if (paid) mails.push({ ...paid, token: paying.token.symbol });
          else kept += await keepUnmatched(tx, network, paying, now, 'kept' in awaiting ? awaiting : NO_ORDER);
        }
        await tx.chainScanCursor.update({ where: { network: network.key }, data: { nextBlock: to + 1n } });
        return { mails, kept };
      });
      // Another worker read this range first: it is its to credit.
      if (!done) break;
      for (const t of transfers) txHashes.add(t.txHash);
      for (const m of done.mails) await mailChainCredit(deps, m.paymentId, m.credit, m.token, network.name);
      credited += done.mails.length;
      unmatched += done.kept;
      toBlock = to.toString();
      from = to + 1n;
    }
    return { kind: 'scanned', head: head.toString(), toBlock, credited, unmatched, txHashes: [...txHashes] };
  } catch (error) {
    if (!(error instanceof NetworkUnavailable)) throw error;
    const causes = error.causes.map(String);
    // A reorganisation is no outage: the blocks are read again at the next tick, with no back-off.
    if (error instanceof BlocksChanged) {
      deps.logger.info({ network: network.key, causes }, 'chain watcher: blocks changed while read');
      return { kind: 'wait', network: false, causes };
    }
    return { kind: 'wait', network: true, causes };
  }
}
