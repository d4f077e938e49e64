// The flash-sale bench's visitors (flash-sale.ts), in a process of their own: people browsing the
// catalogue during a sale do not share an event loop with the thousand buyers the bench plays, so
// what they wait for is the shop, not the bench's own client. Browses until `stopAt` (epoch ms),
// then prints one JSON line: every answer's time from `opensAt` until 10 s later, and the faults.
const { url, browsers, opensAt, stopAt } = JSON.parse(process.env.BENCH_VISITORS ?? '{}') as {
  url: string;
  browsers: number;
  opensAt: number;
  stopAt: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const catalogMs: number[] = [];
let fiveHundreds = 0;
let otherFaults = 0;
let maxWaitMs = 0;

async function browser(): Promise<void> {
  while (Date.now() < stopAt) {
    for (const [path, body] of [
      ['product/getList', { page: 1, limit: 30 }],
      ['product/get', { code: 'BROWSE-S21' }],
    ] as const) {
      const t0 = performance.now();
      const res = await fetch(`${url}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      maxWaitMs = Math.max(maxWaitMs, ms);
      if (res.status >= 500) fiveHundreds++;
      else if (res.status !== 200) otherFaults++;
      // What a visitor sees while the sale is on: from the opening until 10 s after.
      if (Date.now() >= opensAt && Date.now() <= opensAt + 10_000) catalogMs.push(ms);
    }
    await sleep(50);
  }
}

await Promise.all(Array.from({ length: browsers }, browser));
process.stdout.write(`${JSON.stringify({ catalogMs, fiveHundreds, otherFaults, maxWaitMs })}\n`);

export {};
