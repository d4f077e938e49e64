import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../notify/notify.ts';

/**
 * How long a set-password link, and the one-time password given with it, work (decision 013): long
 * enough for a weekend, short enough that an old mail or a forgotten note opens nothing.
 */
export const PASSWORD_LINK_HOURS = 72;
const PASSWORD_LINK_MS = PASSWORD_LINK_HOURS * 60 * 60 * 1000;

/** When a one-time password or a link made now stops working. */
export const passwordLinkExpiry = (now: Date) => new Date(now.getTime() + PASSWORD_LINK_MS);

/** Only the digest is stored: the table alone opens no link. */
export const linkTokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new set-password link for a staff member, written in the caller's transaction; any earlier one
 * still unused ends, so only the newest mail works. Answers the token (256 random bits) for the mail.
 */
export async function issuePasswordLink(deps: Pick<Deps, 'clock'>, tx: Tx, staffId: number): Promise<string> {
  const now = deps.clock.now();
  await endPasswordLinks(deps, tx, staffId);
  const token = randomBytes(32).toString('base64url');
  await tx.staffPasswordLink.create({
    data: { staffId, tokenHash: linkTokenDigest(token), expiresAt: passwordLinkExpiry(now), createdAt: now },
  });
  return token;
}

/** Ends every unused link of a staff member: their password was set, or reset, another way. */
export async function endPasswordLinks(deps: Pick<Deps, 'clock'>, tx: Tx, staffId: number): Promise<number> {
  const ended = await tx.staffPasswordLink.updateMany({
    where: { staffId, usedAt: null },
    data: { usedAt: deps.clock.now() },
  });
  return ended.count;
}

/**
 * Mails a staff member their set-password link. The token is the message's sealed code, so it waits
 * in Redis only sealed (notify/sealed-code.ts); it stands in the URL's fragment, which a browser never
 * sends to a server, so it reaches no access log and no Referer. `key` makes the job unique (a retry
 * of the same request sends one mail).
 */
export function mailPasswordLink(
  deps: Pick<Deps, 'queues' | 'keys' | 'config' | 'logger'>,
  message: { to: string; name: string; subject: string; opening: string; purpose: string; key: string; token: string },
): Promise<unknown> {
  const link = `${deps.config.publicUrl}/admin/set-password#token=${message.token}`;
  return enqueueEmail(deps, {
    to: message.to,
    subject: message.subject,
    text: [
      `Hello ${message.name},`,
      '',
      message.opening,
      '',
      `Choose your password here (the link works once, within ${PASSWORD_LINK_HOURS} hours):`,
      link,
      '',
      `Then sign in at ${deps.config.publicUrl}/admin/ with this email address; some roles also set up an authenticator app there.`,
      'If you did not expect this mail, ignore it: nothing happens without the link.',
    ].join('\n'),
    purpose: message.purpose,
    key: message.key,
    code: message.token,
  }).catch((err: unknown) =>
    // The account or the reset stands without the mail: the owner saw the one-time password on screen.
    deps.logger.error({ err, purpose: message.purpose, key: message.key }, 'set-password mail not queued'),
  );
}
