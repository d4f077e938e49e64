import type { ChainPaymentModel } from '@hashforge/contract';
import type { ChainPayment, Prisma } from '../../../db/generated/client.ts';
import { pageTotal } from '../../../db/list-totals.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { type ChainNetworkConfig, readUsdtConfig } from '../../settings/usdt-settings.ts';
import { emailsOf } from '../staff/list-orders.ts';

/** A transaction's page on the network's explorer, when the owner gave one. */
export function explorerUrl(
  network: Pick<ChainNetworkConfig, 'explorerTxUrl'> | undefined,
  txHash: string,
): string | null {
  return network?.explorerTxUrl ? network.explorerTxUrl.replace('{hash}', txHash) : null;
}

/** A chain payment as the buyer's pay page shows it. */
export function chainPaymentModel(row: ChainPayment, networks: ChainNetworkConfig[]): ChainPaymentModel {
  const network = networks.find((n) => n.key === row.network);
  return {
    txHash: row.txHash,
    network: row.network,
    networkName: network?.name ?? row.network,
    status: row.status,
    reason: row.reason,
    token: row.tokenSymbol,
    fromAddress: row.fromAddress,
    amount: row.amount?.toFixed(2) ?? null,
    overpaidAmount: row.overpaidAmount.toFixed(2),
    blockNumber: row.blockNumber?.toString() ?? null,
    confirmations: row.confirmations,
    requiredConfirmations: row.requiredConfirmations,
    explorerUrl: explorerUrl(network, row.txHash),
    submitTime: row.submittedAt.toISOString(),
  };
}

/**
 * An address's page on the network's explorer. The settings give the transaction page only; the
 * explorers the vendors use (Etherscan and its kin) put addresses beside transactions, `/tx/` to
 * `/address/`, so one is made from the other; a template not of that shape gives no link.
 */
export function explorerAddressUrl(
  network: Pick<ChainNetworkConfig, 'explorerTxUrl'> | undefined,
  address: string | null,
): string | null {
  const template = network?.explorerTxUrl;
  if (!address || !template?.includes('/tx/{hash}')) return null;
  return template.replace('/tx/{hash}', `/address/${address}`);
}

type StaffReadDeps = Pick<Deps, 'prisma' | 'clock' | 'logger'>;

/** `payments/chain` (payments.review): the chain payments, newest first, by status, network, order number or hash. */
export async function listChainPaymentsForStaff(
  deps: StaffReadDeps,
  input: {
    page: number;
    limit: number;
    status?: number | undefined;
    network?: string | undefined;
    q?: string | undefined;
  },
) {
  const q = input.q?.trim();
  const where: Prisma.ChainPaymentWhereInput = {
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.network ? { network: input.network } : {}),
    ...(q
      ? /^0x[0-9a-f]*$/i.test(q)
        ? { txHash: { startsWith: q.toLowerCase() } }
        : { order: { orderNo: { contains: q, mode: 'insensitive' } } }
      : {}),
  };
  const rows = await deps.prisma.chainPayment.findMany({
    where,
    orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
    ...pageWindow(input),
    include: { order: { select: { orderNo: true, userId: true } } },
  });
  const total = await pageTotal(deps, `chain_payment:${JSON.stringify(where)}`, input, rows.length, () =>
    deps.prisma.chainPayment.count({ where }),
  );
  const [emails, { networks }] = await Promise.all([
    emailsOf(
      deps,
      rows.map((r) => r.order.userId),
    ),
    readUsdtConfig(deps),
  ]);
  return {
    total,
    list: rows.map((r) => staffRow(r, r.order.orderNo, emails.get(r.order.userId) ?? '', networks)),
    networks: networks.map((n) => ({ key: n.key, name: n.name })),
  };
}

function staffRow(row: ChainPayment, orderNo: string, email: string, networks: ChainNetworkConfig[]) {
  return {
    id: row.id,
    orderNo,
    email,
    network: row.network,
    networkName: networks.find((n) => n.key === row.network)?.name ?? row.network,
    txHash: row.txHash,
    status: row.status,
    token: row.tokenSymbol,
    amount: row.amount?.toFixed(2) ?? null,
    confirmations: row.confirmations,
    requiredConfirmations: row.requiredConfirmations,
    submitTime: row.submittedAt.toISOString(),
  };
}

/** `payments/chain/get` (payments.review): one chain payment with its order's amounts and explorer links. */
export async function getChainPaymentForStaff(deps: Pick<Deps, 'prisma'>, id: number) {
  const row = await deps.prisma.chainPayment.findUnique({
    where: { id },
    include: {
      order: { select: { orderNo: true, userId: true, orderStatus: true, payableAmount: true, paidAmount: true } },
    },
  });
  if (!row) throw AppError.notFound('Chain payment');
  const [emails, { networks }] = await Promise.all([emailsOf(deps, [row.order.userId]), readUsdtConfig(deps)]);
  const network = networks.find((n) => n.key === row.network);
  return {
    ...staffRow(row, row.order.orderNo, emails.get(row.order.userId) ?? '', networks),
    chainId: row.chainId,
    reason: row.reason,
    fromAddress: row.fromAddress,
    tokenContract: row.tokenContract,
    amountUnits: row.amountUnits?.toFixed(0) ?? null,
    decimals: row.decimals,
    overpaidAmount: row.overpaidAmount.toFixed(2),
    blockNumber: row.blockNumber?.toString() ?? null,
    blockHash: row.blockHash,
    txUrl: explorerUrl(network, row.txHash),
    fromUrl: explorerAddressUrl(network, row.fromAddress),
    checkTime: row.checkedAt?.toISOString() ?? null,
    creditTime: row.creditedAt?.toISOString() ?? null,
    failReason: row.failReason,
    failTime: row.failedAt?.toISOString() ?? null,
    orderStatus: row.order.orderStatus,
    payableAmount: row.order.payableAmount.toFixed(2),
    paidAmount: row.order.paidAmount.toFixed(2),
  };
}
