import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A JSON-RPC endpoint in front of a node that counts what passes: the usdt bench's and the chain tests'. */
export interface RpcProxy {
  url: string;
  /** JSON-RPC calls forwarded, by method (a batch counts each call in it). */
  calls: Map<string, number>;
  /** HTTP requests forwarded (a batch is one). */
  http: number;
  reset(): void;
  close(): Promise<void>;
}

/** An HTTP JSON-RPC proxy in front of the node at `target`, on a free port of 127.0.0.1. */
export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const proxy: Omit<RpcProxy, 'url' | 'close'> = {
    calls: new Map(),
    http: 0,
    reset() {
      this.calls.clear();
      this.http = 0;
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      proxy.http++;
      try {
        const parsed = JSON.parse(body) as { method: string } | { method: string }[];
        for (const call of Array.isArray(parsed) ? parsed : [parsed])
          proxy.calls.set(call.method, (proxy.calls.get(call.method) ?? 0) + 1);
      } catch (error) {
        proxy.calls.set(`unreadable: ${String(error).slice(0, 40)}`, 1);
      }
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(await answer.text());
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
