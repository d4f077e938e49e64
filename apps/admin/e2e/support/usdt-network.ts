import { saveUsdtSettings } from '../../../api/src/modules/settings/usdt-settings.ts';
import type { Shop } from '../../../web/e2e/support/shop.ts';

/** The vendor's address and the token the payment desk's browser tests show (Ethereum's USDT). */
export const RECEIVING_ADDRESS = '0x1111111111111111111111111111111111111111';
export const USDT_CONTRACT = '0xdac17f958d2ee523a2206206994597c13d831ec7';

/**
 * USDT on Ethereum (key `eth`, chain id 1) with an explorer, as the owner saves it: what the desk
 * needs to name the network and link a hash. Its one endpoint never answers, so the worker's looks
 * wait and change nothing the tests assert.
 */
export async function offerUsdtOnEthereum(shop: Shop): Promise<void> {
  await saveUsdtSettings(shop.deps, null, {
    networks: [
      {
        key: 'eth',
        name: 'Ethereum',
        chainId: 1,
        enabled: true,
        rpcUrls: ['http://127.0.0.1:9/'],
        tokens: [{ symbol: 'USDT', contract: USDT_CONTRACT, decimals: 6 }],
        confirmations: 12,
        receivingAddress: RECEIVING_ADDRESS,
        explorerTxUrl: 'https://etherscan.io/tx/{hash}',
      },
    ],
    payWithinHours: null,
  });
}
