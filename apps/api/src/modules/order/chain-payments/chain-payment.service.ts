import type { ChainPaymentModel } from '@hashforge/contract';
import type { ChainPayment } from '../../../db/generated/client.ts';
import type { ChainNetworkConfig } from '../../settings/usdt-settings.ts';

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
