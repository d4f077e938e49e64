import path from 'node:path';
import { z } from 'zod';
import { DATABASE_WAIT_MS } from './db/client.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Loopback unless set: `npm start` on a laptop is not open to the network; compose sets 0.0.0.0 for api. */
  HOST: z.string().default('127.0.0.1'),
  PROVIDER: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('hashforge'),
  PUBLIC_URL: z.string().url().optional(),
  /** The app's own role: reads and writes rows, owns nothing (decision 020). */
  DATABASE_URL: z.string().min(1),
  /** The owner's, for migrations and restores only (compose's `migrate`); the API never connects with it. */
  MIGRATION_DATABASE_URL: z.string().min(1).optional(),
  /**
   * The longest a request waits on Postgres for one thing: a connection, or a statement's answer
   * (db/client.ts, decision 012). A Postgres that does not answer costs a call this, then a 503.
   */
  DATABASE_WAIT_MS: z.coerce.number().int().min(500).max(30_000).default(DATABASE_WAIT_MS),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key and BullMQ queue, so several shops or test files can share one Redis. */
  REDIS_PREFIX: z.string().default('hf'),
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * The key of the staff's second factors: it seals authenticator secrets and keys recovery-code
   * digests (staff/secret-box.ts). Its own, so JWT_SECRET can be rotated without locking staff out.
   */
  SECOND_FACTOR_KEY: z.string().min(32).optional(),
  RSA_PRIVATE_KEY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Where the twilio library sends requests; set only by tests that stand in for Twilio. */
  TWILIO_API_BASE: z.string().url().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  COIN_DATA_URL: z.string().url().optional(),
  /**
   * Which proxies may set X-Forwarded-For: unset trusts none (a buyer could otherwise pick the IP
   * that per-IP rate limits see); `true` for any, or comma-separated proxy addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string => (!v || v === 'false' ? false : v === 'true' ? true : v)),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The back office's build (apps/admin, Vite base /admin/), served at /admin/. */
  ADMIN_DIST: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `1` serves the OpenAPI page (/docs) in production too; it is always served outside production. */
  DOCS_PUBLIC: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /** Bearer token /metrics asks for; in production /metrics answers nothing without one (README). */
  METRICS_TOKEN: z.string().min(1).optional(),
  /** Hours an unpaid order waits for a proof before it expires (docs/domain.md D3). */
  ORDER_EXPIRY_HOURS: z.coerce.number().positive().default(48),
  /** Orders awaiting payment or its review (10 and 20) a buyer may hold at once: stock cannot be hoarded. */
  ORDER_MAX_UNPAID: z.coerce.number().int().positive().default(3),
  /** Hours finance has to review a proof once an order waits at 20 (proofReviewDeadline, the dashboard). */
  PROOF_REVIEW_HOURS: z.coerce.number().positive().default(24),
  /**
   * USDT on chain (decision 025): how long the worker waits between two reads of a payment waiting
   * for its block or its confirmations, how long one RPC request may take before the next endpoint is
   * tried, and how long a hash no configured network knows stays "not seen" before it is refused.
   */
  CHAIN_POLL_MS: z.coerce.number().int().positive().default(3000),
  /**
   * How often the watcher looks at each network's head while the shop awaits a USDT payment (an open
   * order holds its amount, or a named hash is verifying): a transfer is credited within about this of
   * its confirmation (decision 025's target, 2 s). With nothing awaited it looks every CHAIN_POLL_MS.
   */
  CHAIN_SCAN_MS: z.coerce.number().int().positive().default(1000),
  /**
   * `learned` (the default): at that quick pace the watcher looks at a network only from shortly before
   * its next block is due, by the block time it learned from its looks, and at least every CHAIN_POLL_MS
   * (chain-scan-pace.ts); `every-tick` looks at each tick, as a chain whose blocks come at random may need.
   */
  CHAIN_SCAN_PACE: z.enum(['learned', 'every-tick']).default('learned'),
  /**
   * How long after its expiry an order at 10 paying USDT by its own amount stays open (decision 025):
   * time for a transfer sent just before the deadline to gather its confirmations and be read by the
   * watcher (12 blocks of 12 s on Ethereum is 2.4 minutes). 0 closes such orders at their deadline.
   */
  CHAIN_CONFIRM_GRACE_MS: z.coerce.number().int().nonnegative().default(600_000),
  CHAIN_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  CHAIN_NOT_FOUND_MINUTES: z.coerce.number().positive().default(30),
  /** The watcher's eth_getLogs reads at most this many blocks at once: public endpoints refuse wider ranges. */
  CHAIN_SCAN_BLOCKS: z.coerce.number().int().positive().max(10_000).default(500),
  /** How often the order sweep runs (the fallback for lost expiry jobs, decision 012); benches shorten it. */
  ORDER_SWEEP_SECONDS: z.coerce.number().positive().default(300),
  /**
   * Calling codes SMS codes may be sent to, comma-separated (`1,44,49`); unset sends anywhere. SMS to
   * some countries cost many times more, and pumping codes to them is a known fraud.
   */
  SMS_COUNTRY_CODES: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((c) => `+${c.trim().replace(/^\+/, '')}`) : null)),
  /** SMS codes the whole shop sends per hour at most: a ceiling on what an attack can cost. */
  SMS_HOURLY_BUDGET: z.coerce.number().int().positive().default(200),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  repoRoot: string;
  isProduction: boolean;
}

const REQUIRED_IN_PRODUCTION = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'SECOND_FACTOR_KEY',
  'RSA_PRIVATE_KEY',
] as const;

/**
 * Secrets everyone knows: infra/env.example's placeholders (all `change-me...`) and the defaults the
 * compose file once had. A shop started with one of them is open to anyone who read the README.
 */
const KNOWN_DEFAULT_SECRETS = new Set(['hashforge', 'hashforge-secret', 'change-me', 'change-me-too', 'password']);
const isKnownDefault = (secret: string) => /^change-?me/i.test(secret) || KNOWN_DEFAULT_SECRETS.has(secret);

/** A mail catcher keeps every mail (sign-up and reset codes) where anyone on its port can read it. */
const MAIL_CATCHER = /mailpit|mailhog|mailcatcher|maildev|:1025\b/i;

function urlPassword(url: string | undefined): string {
  if (!url) return '';
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

/** Why this environment must not run a real shop; empty when it may. */
export function productionRefusals(env: Env): string[] {
  const refusals: string[] = [];
  const secrets: [string, string | undefined][] = [
    ['JWT_SECRET', env.JWT_SECRET],
    ['SECOND_FACTOR_KEY', env.SECOND_FACTOR_KEY],
    ['the DATABASE_URL password', urlPassword(env.DATABASE_URL)],
    ['the MIGRATION_DATABASE_URL password', urlPassword(env.MIGRATION_DATABASE_URL)],
    ['the REDIS_URL password', urlPassword(env.REDIS_URL)],
    ['S3_SECRET_ACCESS_KEY', env.S3_SECRET_ACCESS_KEY],
    ['METRICS_TOKEN', env.METRICS_TOKEN],
    ['the SMTP_URL password', urlPassword(env.SMTP_URL)],
  ];
  for (const [name, value] of secrets) {
    if (value && isKnownDefault(value))
      refusals.push(`${name} is a published default (infra/env.example): set a secret of your own`);
  }
  if (env.SECOND_FACTOR_KEY && env.SECOND_FACTOR_KEY === env.JWT_SECRET) {
    refusals.push('SECOND_FACTOR_KEY must differ from JWT_SECRET: a leak of one must not open the other');
  }
  if (!env.PUBLIC_URL?.startsWith('https://')) {
    refusals.push('PUBLIC_URL must be the https:// address buyers open (codes and tokens never travel in clear)');
  }
  if (env.SMTP_URL && MAIL_CATCHER.test(env.SMTP_URL)) {
    refusals.push('SMTP_URL points at a mail catcher: buyers would never get their codes; set your mail relay');
  }
  return refusals;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Compose passes an unset optional variable (`${COIN_DATA_URL:-}`) as an empty string: that is unset.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !source[name]);
    if (missing.length > 0) throw new Error(`NODE_ENV=production needs ${missing.join(', ')}`);
    const refusals = productionRefusals(env);
    if (refusals.length > 0) throw new Error(`NODE_ENV=production refuses to start:\n  ${refusals.join('\n  ')}`);
  }
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    repoRoot,
    isProduction,
  };
}
