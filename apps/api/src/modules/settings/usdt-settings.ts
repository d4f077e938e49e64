import type { ChainTokenSymbol, UsdtSettingsView, usdtSettingsInput } from '@hashforge/contract/admin/settings';
import type { z } from 'zod';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { invalidatePublicCache } from '../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';

/** The shop_setting row of the USDT networks (decision 025). */
export const USDT_SETTING_KEY = 'payment.usdt';

/**
 * True while USDT is on (a network enabled), as a condition another module's statement can hold
 * (decision 017's fragments): the order expiry's confirmation grace reads it in the same query.
 */
export const usdtOnSql = Prisma.sql`EXISTS (SELECT 1 FROM shop_setting s WHERE s.key = ${USDT_SETTING_KEY}
    AND s.value -> 'networks' @> '[{"enabled": true}]'::jsonb)`;

/** One token a network takes, its contract in lowercase (how logs are compared). */
export interface ChainTokenConfig {
  symbol: ChainTokenSymbol;
  contract: `0x${string}`;
  decimals: number;
}

/** A network as the server uses it, secrets included: never answered to any browser. */
export interface ChainNetworkConfig {
  key: string;
  name: string;
  chainId: number;
  enabled: boolean;
  rpcUrls: string[];
  tokens: ChainTokenConfig[];
  confirmations: number;
  /** Lowercase. */
  receivingAddress: `0x${string}`;
  explorerTxUrl: string | null;
}

export interface UsdtConfig {
  networks: ChainNetworkConfig[];
  payWithinHours: number | null;
}

const NOTHING: UsdtConfig = { networks: [], payWithinHours: null };

/**
 * The USDT configuration with its RPC endpoints, for the order module's chain payments and their
 * worker. Read from its row each time (one primary-key read): the worker must see a network the
 * owner just turned off, and the endpoints must not sit in a cache another process serves from.
 */
export async function readUsdtConfig(deps: Pick<Deps, 'prisma'>): Promise<UsdtConfig> {
  const row = await deps.prisma.shopSetting.findUnique({ where: { key: USDT_SETTING_KEY }, select: { value: true } });
  return row ? (row.value as unknown as UsdtConfig) : NOTHING;
}

/** The networks a buyer may pay on now; empty while USDT is off (the default). */
export async function enabledUsdtNetworks(deps: Pick<Deps, 'prisma'>): Promise<ChainNetworkConfig[]> {
  return (await readUsdtConfig(deps)).networks.filter((n) => n.enabled);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    // Saved through the schema, so always a URL; an unreadable one still shows as something.
    return '(unreadable address)';
  }
}

function view(config: UsdtConfig): UsdtSettingsView {
  return {
    payWithinHours: config.payWithinHours,
    networks: config.networks.map(({ rpcUrls, ...n }) => ({ ...n, rpcHosts: rpcUrls.map(hostOf) })),
  };
}

/** `settings/usdt` (settings.manage): the networks, their endpoints shown only by host. */
export async function getUsdtSettings(deps: Pick<Deps, 'prisma'>): Promise<UsdtSettingsView> {
  return view(await readUsdtConfig(deps));
}

const lower = (a: string) => a.toLowerCase() as `0x${string}`;

/**
 * `settings/usdt/save` (settings.manage): replaces the networks. A network sent with `rpcUrls: null`
 * keeps the endpoints stored under its key (the page never holds them); a new one must send them.
 * The audit row records the change with the endpoints by host only. Saves are serialised.
 */
export async function saveUsdtSettings(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config'>,
  actor: StaffActor | null,
  input: z.infer<typeof usdtSettingsInput>,
): Promise<UsdtSettingsView> {
  const saved = await deps.prisma.$transaction(async (tx) => {
    // Two saves at once take turns (as save-brand.ts does): a save keeping the stored endpoints reads
    // them after the other's write, never puts back older ones, and audits what it really replaced.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`shop_setting:${USDT_SETTING_KEY}`}))`;
    const row = await tx.shopSetting.findUnique({ where: { key: USDT_SETTING_KEY }, select: { value: true } });
    const before = row ? (row.value as unknown as UsdtConfig) : NOTHING;
    const stored = new Map(before.networks.map((n) => [n.key, n]));
    const networks: ChainNetworkConfig[] = input.networks.map((n, i) => {
      const rpcUrls = n.rpcUrls ?? stored.get(n.key)?.rpcUrls;
      if (!rpcUrls) throw AppError.field(`networks.${i}.rpcUrls`, 'Enter an RPC address');
      return {
        key: n.key,
        name: n.name,
        chainId: n.chainId,
        enabled: n.enabled,
        rpcUrls,
        tokens: n.tokens.map((t) => ({ symbol: t.symbol, contract: lower(t.contract), decimals: t.decimals })),
        confirmations: n.confirmations,
        receivingAddress: lower(n.receivingAddress),
        explorerTxUrl: n.explorerTxUrl,
      };
    });
    const after: UsdtConfig = { networks, payWithinHours: input.payWithinHours };
    const value = after as unknown as Prisma.InputJsonValue;
    await tx.shopSetting.upsert({
      where: { key: USDT_SETTING_KEY },
      create: { key: USDT_SETTING_KEY, value, updatedBy: actor?.staffId ?? null },
      update: { value, updatedBy: actor?.staffId ?? null },
    });
    await recordAudit(tx, actor, {
      action: 'settings.usdt',
      entityType: 'settings',
      entityId: 'usdt',
      before: view(before),
      after: view(after),
    });
    return view(after);
  });
  // The proformas issued from now on name the networks as saved (settings/document-identity.ts).
  await invalidatePublicCache(deps);
  return saved;
}
