import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  PROVIDER: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('hashforge'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().min(1),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key and BullMQ queue, so several shops or test files can share one Redis. */
  REDIS_PREFIX: z.string().default('hf'),
  JWT_SECRET: z.string().min(32).optional(),
  RSA_PRIVATE_KEY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('HashForge <no-reply@localhost>'),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Hours an unpaid order waits for a proof before it expires (DESIGN.md section 3). */
  ORDER_EXPIRY_HOURS: z.coerce.number().positive().default(48),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  repoRoot: string;
  isProduction: boolean;
}

const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'RSA_PRIVATE_KEY'] as const;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !source[name]);
    if (missing.length > 0) throw new Error(`NODE_ENV=production needs ${missing.join(', ')}`);
  }
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    repoRoot,
    isProduction,
  };
}
