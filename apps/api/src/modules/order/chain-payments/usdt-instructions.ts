import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { type ChainNetworkConfig, enabledUsdtNetworks, readUsdtConfig } from '../../settings/usdt-settings.ts';
import { usdtDue } from './chain-pay-amount.ts';
import { usdtPayBy } from './usdt-expiry.ts';

/** One way to pay an order in stablecoins: the network, the token, where to send and exactly how much. */
export interface UsdtInstruction {
  network: string;
  networkName: string;
  chainId: number;
  token: string;
  tokenContract: string;
  decimals: number;
  receivingAddress: string;
  confirmations: number;
  /** What to send, in tokens with two decimals (one token, one US dollar): what is due, plus the order's tail. */
  amount: string;
  /** The same in the token's smallest units. */
  amountUnits: string;
}

/** USD (two decimals) as a token's smallest units: 1200.50 with 6 decimals is 1200500000. */
export function usdToUnits(usd: Prisma.Decimal, decimals: number): string {
  return usd.mul(new Prisma.Decimal(10).pow(decimals)).toFixed(0, Prisma.Decimal.ROUND_DOWN);
}

/** A token amount in USD, cut to cents: what a Transfer event adds to an order's paidAmount. */
export function unitsToUsd(units: bigint, decimals: number): Prisma.Decimal {
  return new Prisma.Decimal(units.toString())
    .div(new Prisma.Decimal(10).pow(decimals))
    .toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN);
}

/** The instructions of each network and token for sending `due`, plus `tail` (the order's own cents) when given. */
export function instructionsFor(
  networks: ChainNetworkConfig[],
  due: Prisma.Decimal,
  tail: Prisma.Decimal = new Prisma.Decimal(0),
): UsdtInstruction[] {
  if (due.lessThanOrEqualTo(0)) return [];
  const send = due.add(tail);
  return networks.flatMap((n) =>
    n.tokens.map((t) => ({
      network: n.key,
      networkName: n.name,
      chainId: n.chainId,
      token: t.symbol,
      tokenContract: t.contract,
      decimals: t.decimals,
      receivingAddress: n.receivingAddress,
      confirmations: n.confirmations,
      amount: send.toFixed(2),
      amountUnits: usdToUnits(send, t.decimals),
    })),
  );
}

/**
 * The USDT payment instructions of an order: one per enabled network and token, each with what is
 * still due (payable less received); empty while USDT is off, when nothing is due, or for no such
 * order. What a printed proforma invoice shows beside the bank wire.
 */
export async function usdtPaymentInstructions(deps: Pick<Deps, 'prisma'>, orderNo: string): Promise<UsdtInstruction[]> {
  const networks = await enabledUsdtNetworks(deps);
  if (networks.length === 0) return [];
  const order = await deps.prisma.order.findUnique({
    where: { orderNo },
    select: { payableAmount: true, paidAmount: true },
  });
  if (!order) return [];
  return instructionsFor(networks, usdtDue(order));
}

/**
 * When a buyer paying in USDT must have paid: the order's expiry, or sooner when the vendor gives
 * crypto payments fewer hours from the order's creation (choosing USDT has already brought the
 * expiry itself forward, usdt-expiry.ts; an order still on the wire shows what choosing would give).
 */
export async function usdtDeadline(
  deps: Pick<Deps, 'prisma'>,
  order: { createdAt: Date; expiresAt: Date },
): Promise<Date> {
  return usdtPayBy(order, (await readUsdtConfig(deps)).payWithinHours);
}
