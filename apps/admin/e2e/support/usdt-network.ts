import { beforeAll } from 'vitest';
import { saveUsdtSettings } from '../../../api/src/modules/settings/usdt-settings.ts';
import type { ShopBrowser } from '../../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../../web/e2e/support/shop.ts';
import { useLaptop } from './admin.ts';

/** The vendor's address and the token the payment desk's browser tests show (Ethereum's USDT). */
export const RECEIVING_ADDRESS = '0x1111111111111111111111111111111111111111';
export const USDT_CONTRACT = '0xdac17f958d2ee523a2206206994597c13d831ec7';

/**
 * USDT on Ethereum (key `eth`, chain id 1) with an explorer, as the owner saves it: what the desk
 * needs to name the network and link a hash. Its one endpoint never answers, so the worker's looks
 * wait and change nothing the tests assert.
 */
async function offerUsdtOnEthereum(shop: Shop): Promise<void> {
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

export interface UsdtPaymentDesk {
  shop: Shop;
  /** The back office at 1280 px. */
  staff: ShopBrowser;
}

/**
 * The setup of a file about the payment desk's USDT tabs: the shop offering USDT on Ethereum and the
 * staff member's browser, handed to the file before its own `beforeAll` writes the chain's rows.
 */
export function openUsdtPaymentDeskForFile(onOpen: (open: UsdtPaymentDesk) => void): void {
  let open: UsdtPaymentDesk;
  openShopForFile(({ shop, desktop }) => (open = { shop, staff: desktop }), { phone: false });

  beforeAll(async () => {
    await useLaptop(open.staff);
    await offerUsdtOnEthereum(open.shop);
    onOpen(open);
  });
}
