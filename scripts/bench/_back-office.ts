// The back office as the benches load it (admin.ts, scale.ts, serials.ts, soak.ts): staff signed in
// as the sign-in leaves them, the admin API called as the back office calls it, one call sent by
// every staff member at once, and the CSV export of every order read as it streams.
import { systemClock } from '../../apps/api/src/clock.ts';
import type { PrismaClient } from '../../apps/api/src/db/generated/client.ts';
import { createStaffSession, STAFF_COOKIE } from '../../apps/api/src/modules/staff/staff-sessions.ts';
import type { StaffRole } from '../../packages/contract/src/admin/permissions.ts';
import { type LatencyFigures, latencyFigures } from './_latency.ts';

export interface BenchStaff {
  /** The `cookie` header of the staff member's calls. */
  cookie: string;
  /** The `x-csrf-token` header a call that changes something sends. */
  csrfToken: string;
}

/**
 * A staff member with a session made as signing in makes one. `secondFactor` puts one on record, so
 * a role that must use a second factor (an owner's) is not asked to enrol first.
 */
export async function signInStaff(
  prisma: PrismaClient,
  who: { email: string; name: string; role: StaffRole },
  { secondFactor = false }: { secondFactor?: boolean } = {},
): Promise<BenchStaff> {
  const staff = await prisma.staff.create({
    data: {
      ...who,
      passwordHash: 'x',
      ...(secondFactor ? { totpSecretSealed: 'bench', totpEnabledAt: new Date() } : {}),
    },
  });
  const session = await createStaffSession({ clock: systemClock }, prisma, staff.id, { ip: '127.0.0.1' });
  return { cookie: `${STAFF_COOKIE}=${session.token}`, csrfToken: session.csrfToken };
}

export interface AdminAnswer {
  status: number;
  body: { result: number; data: Record<string, unknown> };
}

/** `POST /admin/api/<call>` on the shop at `base`, as the signed-in staff member of `cookie`. */
export async function callAdmin(
  base: string,
  cookie: string,
  call: string,
  body: Record<string, unknown>,
): Promise<AdminAnswer> {
  const res = await fetch(`${base}/admin/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as AdminAnswer['body'] };
}

export interface StaffCallFigures extends LatencyFigures {
  requests: number;
  /** Answers other than 200 with result 1. */
  faults: number;
  /** The rows of the page the last good answer held, and the total it gave (what the call really did). */
  rows: number;
  total: number;
}

/**
 * `call` sent by every staff member of `cookies` at once, `requests` times each, one after another:
 * `body(s, i)` is staff member s's request i. `onFirstFault` sees the first faulty answer.
 */
export async function measureStaffCall(
  base: string,
  cookies: string[],
  call: string,
  requests: number,
  body: (s: number, i: number) => Record<string, unknown>,
  onFirstFault?: (answer: AdminAnswer) => void,
): Promise<StaffCallFigures> {
  const latencies: number[] = [];
  let faults = 0;
  let last = { rows: 0, total: 0 };
  await Promise.all(
    cookies.map(async (cookie, s) => {
      for (let i = 0; i < requests; i++) {
        const started = performance.now();
        const answer = await callAdmin(base, cookie, call, body(s, i));
        latencies.push(performance.now() - started);
        if (answer.status !== 200 || answer.body.result !== 1) {
          if (faults === 0) onFirstFault?.(answer);
          faults++;
        } else {
          const data = answer.body.data as { list?: unknown[]; total?: number };
          last = { rows: data.list?.length ?? 0, total: data.total ?? 0 };
        }
      }
    }),
  );
  return { requests: latencies.length, faults, ...last, ...latencyFigures(latencies) };
}

/** `GET /admin/api/orders/export` read to its end as it streams: the CSV's rows (less its header), bytes and ms. */
export async function readOrderExport(
  base: string,
  cookie: string,
): Promise<{ rows: number; bytes: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/admin/api/orders/export`, { headers: { cookie } });
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) newlines++;
  }
  return { rows: newlines - 1, bytes, ms: Math.round(performance.now() - started) };
}
