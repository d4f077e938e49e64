import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  type WalletClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { freePort } from '../support/private-redis.ts';

const require = createRequire(import.meta.url);
const apiRoot = path.resolve(import.meta.dirname, '../..');

/** Hardhat's default mnemonic: its development accounts, funded on every fresh node; test money only. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** A development account with its key, to sign a transaction here and send it again after a revert. */
export function devAccount(index: number) {
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
}

export interface EvmNode {
  url: string;
  chainId: number;
  client: PublicClient;
  /** Accounts the node unlocks (its funded development accounts). */
  accounts: Address[];
  wallet(account: Address): WalletClient;
  /** Mines `n` empty blocks. */
  mine(n: number): Promise<void>;
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  /** SIGSTOP: the port stays open and nothing answers, like a node that hangs. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * A real EVM node of the test's own: Hardhat 2's network (Nomic's EDR runtime, which installs from
 * npm and runs offline), in its own process on a free port of 127.0.0.1, so a test can pause it.
 */
export async function startEvmNode(options: { chainId?: number; blockMs?: number } = {}): Promise<EvmNode> {
  const chainId = options.chainId ?? 31337;
  const port = await freePort();
  const cli = require.resolve('hardhat/internal/cli/cli.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, '--config', 'test/chain/hardhat.config.cjs', 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        HF_CHAIN_ID: String(chainId),
        ...(options.blockMs ? { HF_BLOCK_MS: String(options.blockMs) } : {}),
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`hardhat node did not start in 90 s:\n${output}`)), 90_000);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Started HTTP')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`hardhat node exited with ${code}:\n${output}`));
    });
  });
  // Keep draining its log so the pipe never fills and blocks the node.
  child.stdout!.resume();
  child.stderr!.resume();
  const url = `http://127.0.0.1:${port}`;
  const client = createPublicClient({ transport: http(url, { retryCount: 0 }) }) as PublicClient;
  const accounts = (await client.request({ method: 'eth_accounts' } as never)) as Address[];
  const rpc = (method: string, params: unknown[] = []) => client.request({ method, params } as never);
  return {
    url,
    chainId,
    client,
    accounts,
    wallet: (account) => createWalletClient({ account, transport: http(url, { retryCount: 0 }) }),
    mine: async (n) => {
      await rpc('hardhat_mine', [`0x${n.toString(16)}`]);
    },
    snapshot: async () => (await rpc('evm_snapshot')) as Hex,
    revert: async (id) => {
      await rpc('evm_revert', [id]);
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGCONT');
        child.kill('SIGTERM');
      }),
  };
}

const TOKEN_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// A 6-decimal stablecoin for tests, as USDT and USDC are: the deployer holds the whole supply.
contract TestStablecoin is ERC20 {
    constructor(string memory name_, string memory symbol_, uint256 supply) ERC20(name_, symbol_) {
        _mint(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }
}
`;

export interface CompiledToken {
  abi: unknown[];
  bytecode: Hex;
}

/**
 * OpenZeppelin's ERC20 compiled by solc-js from its source in node_modules (no compiler download),
 * kept in the temporary folder by the source's hash: compiling takes seconds, reading it back none.
 */
export function compileToken(): CompiledToken {
  const solc = require('solc') as { compile(input: string, opts: unknown): string; version(): string };
  const ozRoot = path.dirname(require.resolve('@openzeppelin/contracts/package.json'));
  const key = createHash('sha256')
    .update(TOKEN_SOURCE)
    .update(solc.version())
    .update(ozRoot)
    .digest('hex')
    .slice(0, 16);
  // Kept between runs in the checkout's .data (git-ignored): a run's temp folder is removed at its end.
  const cacheDir = path.join(import.meta.dirname, '../../../../.data/solc-cache');
  const cached = path.join(cacheDir, `${key}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as CompiledToken;
  const input = {
    language: 'Solidity',
    sources: { 'TestStablecoin.sol': { content: TOKEN_SOURCE } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode'] } } },
  };
  const findImports = (p: string) =>
    p.startsWith('@openzeppelin/contracts/')
      ? { contents: readFileSync(path.join(ozRoot, p.slice('@openzeppelin/contracts/'.length)), 'utf8') }
      : { error: `not found: ${p}` };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts['TestStablecoin.sol']!.TestStablecoin!;
  const compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, JSON.stringify(compiled));
  return compiled;
}

export const erc20Abi = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
]);

/** Deploys a TestStablecoin from `from` (which holds the supply) and answers its address. */
export async function deployToken(
  node: EvmNode,
  from: Address,
  symbol = 'USDT',
  supply = 10n ** 15n,
): Promise<Address> {
  const { abi, bytecode } = compileToken();
  const wallet = node.wallet(from);
  const hash = await wallet.deployContract({
    abi,
    bytecode,
    args: [`Test ${symbol}`, symbol, supply],
    account: from,
    chain: null,
  });
  const receipt = await node.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('token not deployed');
  return receipt.contractAddress;
}

/** Sends `units` of a token from an unlocked account; answers the transaction's hash once mined. */
export async function sendToken(
  node: EvmNode,
  token: Address,
  from: Address,
  to: Address,
  units: bigint,
): Promise<Hex> {
  const hash = await node.wallet(from).writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, units],
    account: from,
    chain: null,
  });
  await node.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return hash;
}

/**
 * A token transfer signed here by a development account and not sent: the same bytes can be sent,
 * reverted away with a snapshot, and sent again with the same hash (a transfer a reorganisation
 * took out and a later block put back).
 */
export async function signTokenTransfer(
  node: EvmNode,
  token: Address,
  fromIndex: number,
  to: Address,
  units: bigint,
): Promise<Hex> {
  const account = devAccount(fromIndex);
  const wallet = createWalletClient({ account, transport: http(node.url, { retryCount: 0 }) });
  const request = await wallet.prepareTransactionRequest({
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] }),
    chain: {
      id: node.chainId,
      name: 'local',
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.url] } },
    },
    gas: 100_000n,
  });
  return wallet.signTransaction(request as never);
}

export async function sendRaw(node: EvmNode, raw: Hex): Promise<Hex> {
  return (await node.client.request({ method: 'eth_sendRawTransaction', params: [raw] } as never)) as Hex;
}
