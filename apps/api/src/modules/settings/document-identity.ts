import type { BankWireSettings } from '@hashforge/contract/admin/settings';
import type { Deps } from '../../deps.ts';
import { publicCache } from '../../http/public-cache.ts';
import type { BrandBlock, VendorBlock } from '../trade-document/document-content.ts';
import { loadBrandRows } from './brand.ts';
import { readShopSettings } from './shop-settings.ts';
import { enabledUsdtNetworks } from './usdt-settings.ts';

/** What the trade documents take from the settings (decision 026): who issues them and how to pay. */
export interface DocumentIdentity {
  vendor: VendorBlock;
  brand: BrandBlock;
  /** Null until the owner publishes a bank account: the proforma then names no account to wire to. */
  bankWire: BankWireSettings | null;
  /** The USDT networks the Pay page offers now (decision 025), without their RPC endpoints. */
  usdt: { name: string; chainId: number; receivingAddress: string; tokens: { symbol: string; contract: string }[] }[];
  /** "FCA Hong Kong": the rule and its named place. */
  incoterm: string;
}

const CACHE_KEY = 'document-identity';

/**
 * The vendor's company block, brand, bank details and Incoterm as a document issued now prints
 * them, through the public cache (dropped in every process when the owner saves the settings, the
 * brand or the USDT networks), so a checkout pays one cached read for its proforma.
 */
export async function readDocumentIdentity(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config' | 'storage'>,
): Promise<DocumentIdentity> {
  const answer = await publicCache(deps).get(
    CACHE_KEY,
    async () => {
      const [settings, { brand }, networks] = await Promise.all([
        readShopSettings(deps),
        loadBrandRows(deps.prisma),
        enabledUsdtNetworks(deps),
      ]);
      const identity: DocumentIdentity = {
        vendor: {
          ...settings.company,
          registrationNumber: settings.company.registrationNumber ?? '',
          taxNumber: settings.company.taxNumber ?? '',
        },
        brand: {
          shopName: brand.shopName,
          primary: brand.colors.primary,
          accent: brand.colors.accent,
          logo: brand.logo ? { storageKey: brand.logo.storageKey, contentType: brand.logo.contentType } : null,
        },
        bankWire: settings.bankWire,
        usdt: networks.map((n) => ({
          name: n.name,
          chainId: n.chainId,
          receivingAddress: n.receivingAddress,
          tokens: n.tokens.map((t) => ({ symbol: t.symbol, contract: t.contract })),
        })),
        incoterm: `${settings.incoterm.rule} ${settings.incoterm.place}`,
      };
      return Buffer.from(JSON.stringify(identity));
    },
    { followsStock: false },
  );
  return JSON.parse(answer.body.toString('utf8')) as DocumentIdentity;
}
