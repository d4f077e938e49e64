// Loaded with `--import` into each process of the soak (soak.ts): every 2 s it writes the process's
// memory (RSS, V8 heap) to `$SOAK_PROBE_DIR/$SOAK_PROBE_NAME.json`, so the bench reads the heap of
// API and worker processes alike without a route or a change to the shop.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.SOAK_PROBE_DIR;
const name = process.env.SOAK_PROBE_NAME;
if (dir && name) {
  const file = path.join(dir, `${name}.json`);
  const write = () => {
    const m = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ t: Date.now(), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal }));
  };
  write();
  setInterval(write, 2000).unref();
}
