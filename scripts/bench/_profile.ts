// Where a bench server's CPU time went: reads the V8 CPU profile that BENCH_CPU_PROF=<dir> makes
// the server write (_environment.ts) and sums each sample's time under the first layer of the stack
// it belongs to, from the innermost frame outwards. Module loading counts apart, as start-up.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Layers by what their frames' file names contain, innermost first wins. */
const LAYERS: [string, string[]][] = [
  ['start-up (module loading)', ['internal/modules', 'tsx@', 'cjs-module-lexer', 'esm/']],
  // Prisma.sql fragments (decision 017) and Decimal live in the runtime utilities, not the query engine.
  ['Prisma runtime utilities (Prisma.sql fragments, Decimal)', ['@prisma+client-runtime-utils']],
  ['Prisma client (query planning, result mapping)', ['@prisma+client']],
  ['Prisma pg adapter', ['@prisma+adapter-pg']],
  ['pg driver (protocol, parsing, sockets)', ['/pg@', 'pg-protocol', 'pg-pool', 'pg-types']],
  ['Redis and BullMQ (queue adds, cache invalidation)', ['ioredis', 'bullmq']],
  ['validation (zod)', ['zod@', 'fastify-type-provider-zod']],
  ['token and session check', ['fast-jwt', '@fastify+jwt']],
  [
    'Fastify and HTTP',
    ['fastify@', 'find-my-way', 'light-my-request', 'avvio', 'node:_http', 'node:http', '@fastify+'],
  ],
  ['the shop’s own code (services, routes)', ['apps/api/src']],
];

export interface ProfileBreakdown {
  file: string;
  busyMs: number;
  startupMs: number;
  idleMs: number;
  layers: { layer: string; ms: number; share: number }[];
}

export function newestProfile(dir: string): string | null {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(dir, f));
  // The server's profile is the largest of the run (the bench's own process writes a small one).
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0] ?? null;
}

export function breakDownProfile(file: string): ProfileBreakdown {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const layerOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = layerOf.get(id);
    if (known) return known;
    let layer: string | undefined;
    for (let cur: number | undefined = id; cur !== undefined && !layer; cur = parent.get(cur)) {
      const url = nodes.get(cur)!.callFrame.url;
      layer = LAYERS.find(([, keys]) => keys.some((k) => url.includes(k)))?.[0];
    }
    if (!layer) {
      const fn = nodes.get(id)!.callFrame.functionName;
      layer =
        fn === '(idle)'
          ? 'idle'
          : fn === '(garbage collector)'
            ? 'garbage collection'
            : 'other (Node internals, native)';
    }
    layerOf.set(id, layer);
    return layer;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const layer = classify(id);
    totals.set(layer, (totals.get(layer) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const startupMs = totals.get(LAYERS[0]![0]) ?? 0;
  const idleMs = totals.get('idle') ?? 0;
  totals.delete(LAYERS[0]![0]);
  totals.delete('idle');
  const busyMs = [...totals.values()].reduce((a, b) => a + b, 0);
  return {
    file,
    busyMs: Math.round(busyMs),
    startupMs: Math.round(startupMs),
    idleMs: Math.round(idleMs),
    layers: [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([layer, ms]) => ({ layer, ms: Math.round(ms), share: Math.round((ms / busyMs) * 1000) / 10 })),
  };
}
