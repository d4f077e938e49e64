import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Deps } from '../../deps.ts';
import { redisKey } from '../../deps.ts';
import { secondFactorChecks } from './second-factor-checks.ts';
import { openSecret, sealSecret } from './secret-box.ts';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;

/** What the authenticator app names the entry: the shop (its brand) and its back office. */
export function totpIssuer(shopName: string): string {
  return `${shopName} admin`;
}

function totpFor(secretBase32: string, email: string, issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

export interface NewTotpSecret {
  base32: string;
  sealed: string;
  otpauthUrl: string;
  qrCode: string;
}

/** A fresh 160-bit secret, sealed for the database, with its otpauth:// URL and that URL as a QR code (PNG data URL). */
export async function newTotpSecret(deps: Pick<Deps, 'keys'>, email: string, issuer: string): Promise<NewTotpSecret> {
  const secret = new Secret({ size: 20 });
  const otpauthUrl = totpFor(secret.base32, email, issuer).toString();
  return {
    base32: secret.base32,
    sealed: sealSecret(deps.keys, secret.base32),
    otpauthUrl,
    qrCode: await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  };
}

/**
 * Checks a code against the sealed secret, allowing one step of clock drift either way. A code is
 * good once: the step it matched is remembered in Redis, so a code seen over a shoulder or in a
 * proxy log cannot be replayed within its validity.
 */
export async function verifyTotp(
  deps: Pick<Deps, 'keys' | 'redis' | 'config' | 'clock'>,
  staffId: number,
  sealed: string,
  code: string,
): Promise<boolean> {
  const totp = totpFor(openSecret(deps.keys, sealed), '');
  const timestamp = deps.clock.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  secondFactorChecks.inc({ kind: 'totp', result: delta === null ? 'wrong' : 'ok' });
  if (delta === null) return false;
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  const fresh = await deps.redis.set(
    redisKey(deps, 'staff-totp-used', staffId, step),
    '1',
    'PX',
    PERIOD * 4 * 1000,
    'NX',
  );
  return fresh === 'OK';
}
