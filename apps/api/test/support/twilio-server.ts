import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface TwilioServer {
  url: string;
  requests: TwilioRequest[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server that answers Twilio's Messages endpoint as the REST API does (201 with a
 * message resource), recording each request so a test can read what the twilio library sent.
 */
export async function startTwilioServer(): Promise<TwilioServer> {
  const requests: TwilioRequest[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const path = req.url ?? '';
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, form });
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (req.method !== 'POST' || !match) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 20404, message: 'The requested resource was not found', status: 404 }));
        return;
      }
      const sid = `SM${String(requests.length).padStart(32, '0')}`;
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          sid,
          account_sid: match[1],
          to: form.To,
          from: form.From,
          body: form.Body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}.json`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
