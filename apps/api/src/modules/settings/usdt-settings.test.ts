import { settingsDesk } from '@hashforge/contract/admin/settings';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { enabledUsdtNetworks, readUsdtConfig, saveUsdtSettings } from './usdt-settings.ts';

const ctx = useTestContext();
const owner = useStaffSession(ctx, 'owner');

const SECRET = 'https://mainnet.rpc.example/v3/SECRET-KEY-1234';
const ethereum = {
  key: 'ethereum',
  name: 'Ethereum',
  chainId: 1,
  enabled: true,
  rpcUrls: [SECRET, 'https://backup.rpc.example/key/OTHER-SECRET'],
  tokens: [{ symbol: 'USDT' as const, contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 }],
  confirmations: 12,
  receivingAddress: '0x1111111111111111111111111111111111111111',
  explorerTxUrl: 'https://etherscan.io/tx/{hash}',
};

describe('settings/usdt (owner)', () => {
  it('is off until the owner adds a network, and answers the endpoints by host only, anywhere', async () => {
    expect(await enabledUsdtNetworks(ctx.deps)).toEqual([]);
    const empty = await owner.call(settingsDesk.usdt, {});
    expect(empty.body.data).toEqual({ networks: [], payWithinHours: null });

    const saved = await owner.call(settingsDesk.saveUsdt, { networks: [ethereum], payWithinHours: 24 });
    expect(saved.body.result).toBe(1);
    expect(saved.body.data.networks[0]).toMatchObject({
      key: 'ethereum',
      rpcHosts: ['mainnet.rpc.example', 'backup.rpc.example'],
      // Kept in lowercase, as logs are compared.
      tokens: [{ symbol: 'USDT', contract: '0xdac17f958d2ee523a2206206994597c13d831ec7', decimals: 6 }],
    });
    const shown = await owner.call(settingsDesk.usdt, {});
    const audit = await ctx.deps.prisma.auditEvent.findFirstOrThrow({ where: { action: 'settings.usdt' } });
    for (const text of [
      JSON.stringify(saved.body),
      JSON.stringify(shown.body),
      JSON.stringify([audit.before, audit.after]),
    ]) {
      expect(text).not.toContain('SECRET');
    }
    // The server keeps them whole.
    expect((await readUsdtConfig(ctx.deps)).networks[0]!.rpcUrls).toEqual(ethereum.rpcUrls);
    expect((await enabledUsdtNetworks(ctx.deps)).map((n) => n.key)).toEqual(['ethereum']);
  });

  it('keeps the stored endpoints when the page sends none, and wants them for a new network', async () => {
    const keep = await owner.call(settingsDesk.saveUsdt, {
      networks: [{ ...ethereum, rpcUrls: null, confirmations: 20 }],
      payWithinHours: null,
    });
    expect(keep.body.result).toBe(1);
    const stored = (await readUsdtConfig(ctx.deps)).networks[0]!;
    expect(stored).toMatchObject({ confirmations: 20, rpcUrls: ethereum.rpcUrls });

    const fresh = await owner.call(settingsDesk.saveUsdt, {
      networks: [ethereum, { ...ethereum, key: 'bsc', chainId: 56, name: 'BNB Chain', rpcUrls: null }],
      payWithinHours: null,
    });
    expect(fresh.body).toMatchObject({
      result: 0,
      data: { errors: [{ path: 'networks.1.rpcUrls', message: 'Enter an RPC address' }] },
    });
    expect((await readUsdtConfig(ctx.deps)).networks).toHaveLength(1);
  });

  it('of two saves at once, one waits for the other: a save keeping the endpoints never puts back old ones', async () => {
    for (let round = 0; round < 6; round++) {
      const endpoint = `https://rpc-${round}.example/key/K${round}`;
      await Promise.all([
        saveUsdtSettings(ctx.deps, null, {
          networks: [{ ...ethereum, rpcUrls: [endpoint] }],
          payWithinHours: null,
        }),
        saveUsdtSettings(ctx.deps, null, {
          networks: [{ ...ethereum, rpcUrls: null, confirmations: 30 + round }],
          payWithinHours: null,
        }),
      ]);
      // In either order the endpoint saved last round or this round's stays: never one read before the other save.
      expect((await readUsdtConfig(ctx.deps)).networks[0]!.rpcUrls).toEqual([endpoint]);
    }
  });

  it('refuses what could not be a network, each under its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { receivingAddress: '0x123' },
        'networks.0.receivingAddress',
        'Enter an address: 0x and 40 hexadecimal characters',
      ],
      [{ rpcUrls: ['ftp://x'] }, 'networks.0.rpcUrls.0', 'Enter an http:// or https:// address'],
      [
        { explorerTxUrl: 'https://etherscan.io/tx/' },
        'networks.0.explorerTxUrl',
        'Enter an https:// address with {hash} in it',
      ],
      [{ confirmations: 0 }, 'networks.0.confirmations', 'At least 1 confirmation'],
      [{ tokens: [] }, 'networks.0.tokens', 'Add the token contract'],
      [{ chainId: '1' }, 'networks.0.chainId', 'Invalid input: expected number, received string'],
    ];
    for (const [patch, path, message] of cases) {
      const res = await owner.call(settingsDesk.saveUsdt, {
        networks: [{ ...ethereum, ...patch }],
        payWithinHours: null,
      });
      expect({ patch, errors: res.body.data }).toMatchObject({ patch, errors: { errors: [{ path, message }] } });
    }
    const twice = await owner.call(settingsDesk.saveUsdt, { networks: [ethereum, ethereum], payWithinHours: null });
    expect(twice.body).toMatchObject({
      result: 0,
      data: { errors: [{ path: 'networks', message: 'Each network key and chain id once' }] },
    });
  });
});
