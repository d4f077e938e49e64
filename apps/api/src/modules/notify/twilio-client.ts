import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';

/** A Twilio request that has not answered in this time fails, and the job retries later (decision 012). */
export const TWILIO_TIMEOUT_MS = 10_000;

/**
 * The twilio library's own HTTP client, sending to another origin. Twilio has no base-URL setting
 * (only edge and region, which stay under twilio.com), but it accepts a custom `httpClient`; this
 * one rewrites each request's origin so tests can stand a local server in for the REST API.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: TWILIO_TIMEOUT_MS });
  }

  override request<TData>(opts: TwilioRequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    const rebased = new URL(`${uri.pathname}${uri.search}`, this.base);
    return super.request<TData>({ ...opts, uri: rebased.href });
  }
}

export interface SmsConfig {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_API_BASE?: string;
}

export type SmsSend = (to: string, body: string) => Promise<{ sid: string }>;

/** An SMS sender through Twilio, or null when Twilio is not configured. */
export function createTwilioSender(config: SmsConfig): SmsSend | null {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = config;
  if (!sid || !token || !from) return null;
  const client = twilio(sid, token, {
    timeout: TWILIO_TIMEOUT_MS,
    httpClient: config.TWILIO_API_BASE ? new RebasedRequestClient(new URL(config.TWILIO_API_BASE)) : undefined,
  });
  return async (to, body) => {
    const message = await client.messages.create({ to, from, body });
    return { sid: message.sid };
  };
}
