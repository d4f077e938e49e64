// `npm start`: install what is missing, then hand over to scripts/start.ts (TypeScript, via tsx).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrap } from './bootstrap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
bootstrap();
const child = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/start.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl-C reaches the child through the terminal's process group; we only wait for it to finish.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
