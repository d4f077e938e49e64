import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Where a verification code stands in a queued message's text until the worker sends it. */
export const CODE_PLACEHOLDER = '{{code}}';

function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function open(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * What sealing needs of a queued message (notify.ts's NotifyJob, which imports this file): the texts
 * a code may stand in, and the code itself, in clear or sealed.
 */
interface Sealable {
  subject?: string;
  text?: string;
  html?: string;
  body?: string;
  code?: string;
  sealedCode?: string;
}

const TEXTS = ['subject', 'text', 'html', 'body'] as const;

/** The message with `change` applied to each of its texts (an email's subject, text and html; an SMS's body). */
function withTexts<J extends Sealable>(job: J, change: (text: string) => string): J {
  const out: J = { ...job };
  for (const field of TEXTS) {
    const value = out[field];
    if (typeof value === 'string') out[field] = change(value) as J[typeof field];
  }
  return out;
}

/**
 * A message with its verification code taken out of every text and kept sealed (AES-256-GCM under
 * the job-seal key, keys.ts): job data sits in Redis, where a copy, a dump or a dashboard must not
 * give live codes (docs/domain.md D5). The worker puts the code back at send time (revealCode).
 */
export function hideCode<J extends Sealable>(job: J, key: Buffer): J {
  const code = job.code;
  if (!code) return job;
  const hidden = withTexts(job, (text) => text.split(code).join(CODE_PLACEHOLDER));
  delete hidden.code;
  hidden.sealedCode = seal(key, code);
  return hidden;
}

/** The message as it is to be sent: its sealed code opened and put back in its place. */
export function revealCode<J extends Sealable>(job: J, key: Buffer): J {
  if (!job.sealedCode) return job;
  const code = open(key, job.sealedCode);
  const shown = withTexts(job, (text) => text.split(CODE_PLACEHOLDER).join(code));
  delete shown.sealedCode;
  shown.code = code;
  return shown;
}
