import {
  type ChainPaymentModel,
  ChainPaymentStatus,
  PAY_TYPE_USDT,
  PROOF_STATUSES,
  type UsdtPayInfo,
} from '@hashforge/contract';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { readUsdtConfig } from '../../settings/usdt-settings.ts';
import { lockOrder } from '../lock-order.ts';
import { rescheduleOrderExpiry } from '../order-expiry.worker.ts';
import { amountHeldFor, usdtDue } from './chain-pay-amount.ts';
import { chainPaymentModel } from './chain-payment.service.ts';
import { queueChainCheck } from './chain-payment-jobs.ts';
import { confirmationGraceEnd } from './confirmation-grace.ts';
import { sharedTransfersFor } from './kept-transfer-hold.ts';
import { keptTransferReturned } from './return-kept-transfer.ts';
import { shortenExpiryForUsdt } from './usdt-expiry.ts';
import { instructionsFor, usdtDeadline } from './usdt-instructions.ts';

type SubmitDeps = Pick<Deps, 'prisma' | 'queues' | 'logger' | 'clock'>;

export const USDT_OFF = 'USDT payment is not offered';
export const HASH_TAKEN = 'This transaction was already submitted for an order: one transfer pays one order';
export const HASH_RETURNED =
  'The shop returned this transfer to its sender, so it pays no order. Contact us if you think this is wrong';

/**
 * `order/usdt/get`: the USDT instructions of one of the buyer's orders, its chain payments, the
 * kept transfers of its shown amount that wait for its hash (kept-transfer-hold.ts), and past its
 * deadline the end of the grace its transfer's confirmations are given (confirmation-grace.ts).
 */
export async function getUsdtPayInfo(
  deps: Pick<Deps, 'prisma' | 'clock' | 'config'>,
  userId: number,
  orderNo: string,
): Promise<UsdtPayInfo> {
  const order = await deps.prisma.order.findFirst({
    where: { orderNo, userId },
    select: {
      orderNo: true,
      orderStatus: true,
      payType: true,
      payableAmount: true,
      paidAmount: true,
      createdAt: true,
      expiresAt: true,
      chainPayments: { orderBy: { id: 'desc' } },
      chainPayAmount: true,
      id: true,
    },
  });
  if (!order) throw AppError.notFound('Order');
  const config = await readUsdtConfig(deps);
  const enabled = config.networks.filter((n) => n.enabled);
  const due = Prisma.Decimal.max(0, usdtDue(order));
  const payable = (PROOF_STATUSES as number[]).includes(order.orderStatus);
  const tail = amountHeldFor(order.chainPayAmount, due)?.sub(due) ?? new Prisma.Decimal(0);
  const shared = payable ? await sharedTransfersFor(deps.prisma, order.id) : [];
  const graceEnd = order.expiresAt <= deps.clock.now() ? await confirmationGraceEnd(deps.prisma, deps, order.id) : null;
  return {
    orderNo: order.orderNo,
    orderStatus: order.orderStatus,
    payType: order.payType,
    due: due.toFixed(2),
    tail: tail.toFixed(2),
    deadline: (await usdtDeadline(deps, order)).toISOString(),
    ...(graceEnd ? { confirmingUntil: graceEnd.toISOString() } : {}),
    offers: payable ? instructionsFor(enabled, due, tail) : [],
    payments: order.chainPayments.map((p) => chainPaymentModel(p, config.networks)),
    sharedTransfers: shared.map((t) => ({
      amount: t.amount.toFixed(2),
      token: t.token,
      networkName: config.networks.find((n) => n.key === t.network)?.name ?? t.network,
      arrivedAt: t.arrivedAt.toISOString(),
    })),
  };
}

/**
 * `order/usdt/submit`: the buyer names the transaction that paid. Only stored here (the chain is read
 * by the worker, never in a request, decision 025): a row at 0 and a job to verify it. The unique
 * index on `heldTxHash`, not a look-up, makes it count once shop-wide, so of two orders naming it at
 * once one is refused; a claim the worker refused holds it no more.
 */
export async function submitChainPayment(
  deps: SubmitDeps,
  userId: number,
  input: { orderNo: string; network: string; txHash: string },
): Promise<ChainPaymentModel> {
  const config = await readUsdtConfig(deps);
  const networks = config.networks.filter((n) => n.enabled);
  if (networks.length === 0) throw AppError.refused(USDT_OFF);
  const network = networks.find((n) => n.key === input.network);
  if (!network) throw AppError.field('network', 'Choose one of the networks offered');
  const moved = await deps.prisma
    .$transaction(async (tx) => {
      const order = await lockOrder(tx, { orderNo: input.orderNo, userId });
      if (!order) throw AppError.notFound('Order');
      if (!(PROOF_STATUSES as number[]).includes(order.orderStatus))
        throw AppError.refused('A transaction can be submitted only while the order awaits payment');
      // Finance gave the money back (return-kept-transfer.ts): naming it now would pay with money gone.
      if (await keptTransferReturned(tx, input.txHash)) throw AppError.field('txHash', HASH_RETURNED);
      // Naming a transfer chooses USDT, as a proof chooses the wire, and with it USDT's expiry.
      await tx.order.updateMany({ where: { id: order.id }, data: { payType: PAY_TYPE_USDT } });
      const { createdAt } = await tx.order.findUniqueOrThrow({ where: { id: order.id }, select: { createdAt: true } });
      const expiresAt = await shortenExpiryForUsdt(tx, { ...order, createdAt }, config.payWithinHours);
      const payment = await tx.chainPayment.create({
        data: {
          orderId: order.id,
          network: network.key,
          chainId: network.chainId,
          txHash: input.txHash,
          heldTxHash: input.txHash,
          status: ChainPaymentStatus.verifying,
          reason: `Looking for it on ${network.name}`,
          requiredConfirmations: network.confirmations,
          submittedAt: deps.clock.now(),
        },
      });
      return { payment, expiresAt };
    })
    .catch((error: unknown) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        throw AppError.field('txHash', HASH_TAKEN);
      throw error;
    });
  if (moved.expiresAt) await rescheduleOrderExpiry(deps, moved.payment.orderId, moved.expiresAt);
  await queueChainCheck(deps, moved.payment.id);
  return chainPaymentModel(moved.payment, networks);
}
