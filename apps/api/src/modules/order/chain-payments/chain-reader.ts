import {
  createPublicClient,
  decodeEventLog,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  type PublicClient,
  pad,
  parseAbi,
  toEventSelector,
} from 'viem';
import type { ChainNetworkConfig } from '../../settings/usdt-settings.ts';

/** One ERC-20 `Transfer` event of a transaction, addresses in lowercase. */
export interface TokenTransfer {
  token: `0x${string}`;
  from: `0x${string}`;
  to: `0x${string}`;
  value: bigint;
  logIndex: number;
}

/** What a network says of a transaction hash. */
export type TxLookup =
  /** Not in this network's chain: not mined yet, never sent here, or taken out by a reorganisation. */
  | { kind: 'missing' }
  | { kind: 'reverted'; blockNumber: bigint; blockHash: Hex }
  | { kind: 'mined'; blockNumber: bigint; blockHash: Hex; timestamp: Date; transfers: TokenTransfer[] };

/** A token transfer found by the watcher, with where and when its block put it. */
export interface IncomingTransfer extends TokenTransfer {
  txHash: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  blockTime: Date;
}

/**
 * The network adapter (decision 025): all the chain payments ask of a network. An EVM network is
 * `evmReader`; TRON would be one more implementation (docs/tron.md says what it needs).
 */
export interface ChainReader {
  lookup(txHash: Hex): Promise<TxLookup>;
  /** The newest block's number: the receipt's block counts as its first confirmation. */
  headNumber(): Promise<bigint>;
  /**
   * The transfers of the given token contracts to `to` in blocks `fromBlock` to `toBlock` (both
   * included), in chain order. Asked only of confirmed blocks; blocks that change while read (a
   * reorganisation) throw NetworkUnavailable, so the watcher reads them again later.
   */
  incomingTransfers(query: {
    tokens: `0x${string}`[];
    to: `0x${string}`;
    fromBlock: bigint;
    toBlock: bigint;
  }): Promise<IncomingTransfer[]>;
}

/** No endpoint of the network answered (each one down, slow, or on another chain): try again later. */
export class NetworkUnavailable extends Error {
  constructor(
    readonly network: string,
    readonly causes: unknown[],
  ) {
    super(`network ${network}: no RPC endpoint answered`);
  }
}

/** Blocks that changed while read (a reorganisation): the network answers, and is asked again later. */
export class BlocksChanged extends NetworkUnavailable {}

const erc20 = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)']);

/** Counts the JSON-RPC requests sent, for the benchmark's calls per payment. */
export const rpcCounter = { requests: 0 };

interface Endpoint {
  url: string;
  client: PublicClient;
  /**
   * The chain id this endpoint answered, once it answered one: it is believed for that chain only, so
   * the same address configured under another chain id (a mistake, a changed network) is asked again.
   */
  chainId: number | null;
}

const endpoints = new Map<string, Endpoint>();

function endpointFor(url: string, timeoutMs: number): Endpoint {
  const key = `${timeoutMs} ${url}`;
  let endpoint = endpoints.get(key);
  if (!endpoint) {
    const client = createPublicClient({
      transport: http(url, {
        timeout: timeoutMs,
        // The worker retries with back-off itself, over the next endpoint first.
        retryCount: 0,
        batch: true,
        onFetchRequest: () => {
          rpcCounter.requests++;
        },
      }),
    }) as PublicClient;
    endpoint = { url, client, chainId: null };
    endpoints.set(key, endpoint);
  }
  return endpoint;
}

interface RpcLog {
  logIndex: Hex;
  address: Hex;
  topics: [Hex, ...Hex[]];
  data: Hex;
}

interface RpcReceipt {
  status: Hex;
  blockNumber: Hex;
  blockHash: Hex;
  logs: RpcLog[];
}

/** keccak256("Transfer(address,address,uint256)"): the first topic of every ERC-20 transfer. */
const TRANSFER_TOPIC = toEventSelector(erc20[0]);

/**
 * An ERC-20 transfer, or null for any other log. An ERC-721 transfer has the same first topic but a
 * fourth (the token id), so it is left out.
 */
function transferOf(log: RpcLog): TokenTransfer | null {
  if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3 || log.data.length !== 66) return null;
  const event = decodeEventLog({ abi: erc20, data: log.data, topics: log.topics, strict: true });
  return {
    token: log.address.toLowerCase() as `0x${string}`,
    from: event.args.from.toLowerCase() as `0x${string}`,
    to: event.args.to.toLowerCase() as `0x${string}`,
    value: event.args.value,
    logIndex: hexToNumber(log.logIndex),
  };
}

/** The ERC-20 transfers among a receipt's logs, of any contract: the caller decides which count. */
function transfersOf(receipt: RpcReceipt): TokenTransfer[] {
  return receipt.logs.map(transferOf).filter((t) => t !== null);
}

/**
 * An EVM network over JSON-RPC: each request goes to the first endpoint that answers, in the order the
 * owner gave them, and an endpoint is believed only once it has answered the configured chain id.
 */
export function evmReader(
  network: Pick<ChainNetworkConfig, 'key' | 'chainId' | 'rpcUrls'>,
  timeoutMs: number,
): ChainReader {
  async function onAny<T>(work: (client: PublicClient) => Promise<T>): Promise<T> {
    const causes: unknown[] = [];
    for (const url of network.rpcUrls) {
      const endpoint = endpointFor(url, timeoutMs);
      try {
        if (endpoint.chainId !== network.chainId) {
          const chainId = hexToNumber(await endpoint.client.request({ method: 'eth_chainId' }));
          endpoint.chainId = chainId;
          if (chainId !== network.chainId) {
            causes.push(new Error(`${new URL(url).host} answers chain ${chainId}, not ${network.chainId}`));
            continue;
          }
        }
        return await work(endpoint.client);
      } catch (error) {
        causes.push(error);
      }
    }
    throw new NetworkUnavailable(network.key, causes);
  }

  return {
    lookup: (txHash) =>
      onAny(async (client) => {
        const receipt = (await client.request({
          method: 'eth_getTransactionReceipt',
          params: [txHash],
        })) as RpcReceipt | null;
        if (!receipt) return { kind: 'missing' } as const;
        const blockNumber = hexToBigInt(receipt.blockNumber);
        if (receipt.status !== '0x1') return { kind: 'reverted', blockNumber, blockHash: receipt.blockHash } as const;
        const block = (await client.request({
          method: 'eth_getBlockByNumber',
          params: [receipt.blockNumber, false],
        })) as { hash: Hex; timestamp: Hex } | null;
        // The receipt's block is no longer in the chain between the two reads: a reorganisation.
        if (!block || block.hash !== receipt.blockHash) return { kind: 'missing' } as const;
        return {
          kind: 'mined',
          blockNumber,
          blockHash: receipt.blockHash,
          timestamp: new Date(Number(hexToBigInt(block.timestamp)) * 1000),
          transfers: transfersOf(receipt),
        } as const;
      }),
    headNumber: () => onAny(async (client) => hexToBigInt(await client.request({ method: 'eth_blockNumber' }))),
    incomingTransfers: ({ tokens, to, fromBlock, toBlock }) =>
      onAny(async (client) => {
        const logs = (await client.request({
          method: 'eth_getLogs',
          params: [
            {
              address: tokens,
              topics: [TRANSFER_TOPIC, null, pad(to)],
              fromBlock: `0x${fromBlock.toString(16)}`,
              toBlock: `0x${toBlock.toString(16)}`,
            },
          ],
        })) as (RpcLog & { transactionHash: Hex; blockNumber: Hex; blockHash: Hex; removed?: boolean })[];
        const live = logs.filter((log) => !log.removed);
        // The blocks' times, one read per block holding a transfer (batched into one request).
        const numbers = [...new Set(live.map((log) => log.blockNumber))];
        const blocks = await Promise.all(
          numbers.map(
            (n) =>
              client.request({ method: 'eth_getBlockByNumber', params: [n, false] }) as Promise<{
                hash: Hex;
                timestamp: Hex;
              } | null>,
          ),
        );
        const byNumber = new Map(numbers.map((n, i) => [n, blocks[i]]));
        const found: IncomingTransfer[] = [];
        for (const log of live) {
          const block = byNumber.get(log.blockNumber);
          if (!block || block.hash !== log.blockHash)
            throw new BlocksChanged(network.key, [
              new Error(`block ${hexToBigInt(log.blockNumber)} changed while read (a reorganisation)`),
            ]);
          const transfer = transferOf(log);
          if (!transfer) continue;
          found.push({
            ...transfer,
            txHash: log.transactionHash.toLowerCase() as Hex,
            blockNumber: hexToBigInt(log.blockNumber),
            blockHash: log.blockHash,
            blockTime: new Date(Number(hexToBigInt(block.timestamp)) * 1000),
          });
        }
        return found.sort((a, b) =>
          a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
        );
      }),
  };
}
