// The local EVM node the chain-payment tests and the usdt bench run (test/chain/evm-node.ts): Hardhat 2's
// network on Nomic's EDR runtime, nothing compiled by Hardhat (solc-js compiles the test token).
const os = require('node:os');
const path = require('node:path');

const dir = path.join(os.tmpdir(), 'hf-hardhat');
module.exports = {
  paths: { cache: path.join(dir, 'cache'), artifacts: path.join(dir, 'artifacts'), sources: path.join(dir, 'sources') },
  networks: {
    hardhat: {
      chainId: Number(process.env.HF_CHAIN_ID || 31337),
      // Every transaction mined at once in its own block; tests mine further blocks for confirmations,
      // the bench asks for one block a second (HF_BLOCK_MS).
      mining: process.env.HF_BLOCK_MS
        ? { auto: false, interval: Number(process.env.HF_BLOCK_MS) }
        : { auto: true, interval: 0 },
      accounts: { count: 10 },
      // A reverted transfer is mined and answered with its hash, as a real node does.
      throwOnTransactionFailures: false,
    },
  },
};
