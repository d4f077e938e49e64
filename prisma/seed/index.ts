// Seeds the demo shop once: `npm start` runs it, and each step is skipped when `_seed` says it ran,
// so a second start keeps whatever the vendor or a buyer changed. Each domain seeds its own tables.
import { loadConfig } from '../../apps/api/src/config.ts';
import { runSeed } from './run.ts';

await runSeed(loadConfig(), (line) => console.log(line));
