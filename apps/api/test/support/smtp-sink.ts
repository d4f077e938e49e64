import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Every message accepted, parsed. */
  received: ParsedMail[];
  /** How many DATA commands arrived, accepted or not. */
  attempts: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port. `rejectFirst` answers the first N deliveries with a temporary
 * failure (451), as a provider having a bad minute would.
 */
export async function startSmtpSink(options: { rejectFirst?: number } = {}): Promise<SmtpSink> {
  const sink: SmtpSink = { url: '', received: [], attempts: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      sink.attempts += 1;
      const attempt = sink.attempts;
      simpleParser(stream)
        .then((mail) => {
          if (attempt <= (options.rejectFirst ?? 0)) {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          sink.received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
