import { type Deps, redisKey } from '../../../deps.ts';
import type { ChainNetworkConfig } from '../../settings/usdt-settings.ts';

type PaceDeps = Pick<Deps, 'redis' | 'config'>;

/** What the pace is learned for: another chain, or another address watched, learns afresh. */
type PacedNetwork = Pick<ChainNetworkConfig, 'key' | 'chainId' | 'receivingAddress'>;

/**
 * The quick tick looks from this share of the learned block time after the head was last seen to move:
 * the margin is for blocks that come a little early and for the tick the head was seen late by.
 */
const LOOK_FROM_SHARE = 0.8;

/** A network no scan has looked at for a day is forgotten: taken out of the settings, most likely. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The pace lives in Redis, beside the scans' back-off, not in the cursor row: it is read at every
 * quick tick and written at every look, by whichever worker process runs them, and it is only a hint:
 * lost, the network is looked at every tick until its block time is learned again. Times are
 * Redis's own (TIME), one clock for every process, and not the shop's clock, which tests move: blocks
 * come by the wall.
 */
const paceKey = (deps: Pick<Deps, 'config'>, network: PacedNetwork) => redisKey(deps, 'chain-scan-pace', network.key);

const chainOf = (network: PacedNetwork) => `${network.chainId} ${network.receivingAddress}`;

/** The quick tick's period: CHAIN_SCAN_MS, never slower than the poll's. */
export const quickTickMs = (config: Pick<Deps['config'], 'CHAIN_SCAN_MS' | 'CHAIN_POLL_MS'>) =>
  Math.min(config.CHAIN_SCAN_MS, config.CHAIN_POLL_MS);

const NOW_MS = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/** The samples of the block time kept, the newest first: their median is the time learned. */
const SAMPLES_KEPT = 5;
/** The samples needed before the quick tick skips a look: fewer say too little of a chain just watched. */
const SAMPLES_NEEDED = 3;

/**
 * Notes the head a look read. A head seen to move after one that was seen to move gives one sample of
 * the milliseconds per block (the time between the two sightings over the blocks between them); the
 * first head seen says nothing of when it came. The time learned is the lower median of the last
 * samples, so one stall (a long sample) or one burst of blocks (a short one) moves it not at all, and
 * a chain whose pace really changed is learned again within a few blocks. A head lower than the one
 * noted (a node reset, a deep reorganisation) starts the learning again. The next block is awaited
 * from the time the head was seen to move, or from the look before when that look was more than a
 * tick earlier (the poll's pace, a worker restarted): the block may have come any time since.
 */
const RECORD_SCRIPT = `${NOW_MS}
local head = tonumber(ARGV[2])
local s = redis.call('HMGET', KEYS[1], 'chain', 'head', 'seenAt', 'moved', 'samples', 'lookedAt')
if s[1] ~= ARGV[1] or not s[2] or head < tonumber(s[2]) then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'chain', ARGV[1], 'head', ARGV[2], 'seenAt', now, 'lookedAt', now, 'moved', 0)
elseif head == tonumber(s[2]) then
  redis.call('HSET', KEYS[1], 'lookedAt', now)
else
  -- The block came since the look before; after a gap in the looks, as early as that look.
  local cameFrom = now
  if now - tonumber(s[6]) > 1.5 * tonumber(ARGV[6]) then cameFrom = tonumber(s[6]) end
  redis.call('HSET', KEYS[1], 'head', ARGV[2], 'seenAt', now, 'cameFrom', cameFrom, 'lookedAt', now, 'moved', 1)
  if s[4] == '1' then
    local samples = { math.floor((now - tonumber(s[3])) / (head - tonumber(s[2]))) }
    for v in string.gmatch(s[5] or '', '[^,]+') do
      if #samples < tonumber(ARGV[4]) then samples[#samples + 1] = tonumber(v) end
    end
    redis.call('HSET', KEYS[1], 'samples', table.concat(samples, ','))
    if #samples >= tonumber(ARGV[5]) then
      table.sort(samples)
      redis.call('HSET', KEYS[1], 'msPerBlock', samples[math.floor((#samples + 1) / 2)])
    end
  end
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

/**
 * Notes the head a scan of the network read (any scan: the poll's, the quick tick's). Not noted, the
 * scan still counts: the pace is a hint, and the quick tick looks at a network it knows nothing of.
 */
export async function recordScanHead(
  deps: PaceDeps & Pick<Deps, 'logger'>,
  network: PacedNetwork,
  head: bigint,
): Promise<void> {
  await deps.redis
    .eval(
      RECORD_SCRIPT,
      1,
      paceKey(deps, network),
      chainOf(network),
      head.toString(),
      KEEP_MS,
      SAMPLES_KEPT,
      SAMPLES_NEEDED,
      quickTickMs(deps.config),
    )
    .catch((err: unknown) => deps.logger.warn({ err, network: network.key }, 'chain watcher: pace not noted'));
}

/**
 * 1 when the quick tick should look: no block time learned for this chain and address yet, the next
 * block due (LOOK_FROM_SHARE of the learned time since the head was seen to move, less half a tick, as
 * a tick or a scan may run late by; then at every tick until it moves, so a chain that stops is looked
 * at as often as ever), or a whole CHAIN_POLL_MS since the last look, so a wrong guess never leaves a
 * network unread longer than the poll would. A chain about as fast as the tick is looked at every tick.
 */
const DUE_SCRIPT = `
local s = redis.call('HMGET', KEYS[1], 'chain', 'cameFrom', 'lookedAt', 'msPerBlock')
if s[1] ~= ARGV[1] or not s[2] or not s[4] then return 1 end
${NOW_MS}
if now >= tonumber(s[2]) + tonumber(ARGV[2]) * tonumber(s[4]) - tonumber(ARGV[4]) then return 1 end
if now - tonumber(s[3]) >= tonumber(ARGV[3]) then return 1 end
return 0
`;

/**
 * Whether the quick tick looks at the network now: most looks at a chain slower than the tick would
 * find the head where it was, each one an `eth_blockNumber` a metered endpoint counts. Redis away, it
 * looks, as before the pace was learned.
 */
export async function quickLookDue(deps: PaceDeps & Pick<Deps, 'logger'>, network: PacedNetwork): Promise<boolean> {
  if (deps.config.CHAIN_SCAN_PACE === 'every-tick') return true;
  try {
    const due = await deps.redis.eval(
      DUE_SCRIPT,
      1,
      paceKey(deps, network),
      chainOf(network),
      LOOK_FROM_SHARE,
      // Half a tick short of the poll: the tick that would come after it is the one that looks.
      deps.config.CHAIN_POLL_MS - quickTickMs(deps.config) / 2,
      quickTickMs(deps.config) / 2,
    );
    return due === 1;
  } catch (err) {
    deps.logger.warn({ err, network: network.key }, 'chain watcher: pace not read, looking');
    return true;
  }
}
