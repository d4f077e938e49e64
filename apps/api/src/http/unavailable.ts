/**
 * Is this error Postgres or Redis being away (down, restarting, paused, out of connections)
 * rather than a fault of ours? Such a request is answered 503 with the envelope and a Retry-After
 * (decision 012): the buyer may try again in a moment, and the log is not flooded with stacks.
 */
const UNAVAILABLE_CODES = new Set([
  // Sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // Postgres: admin shutdown, crash shutdown, cannot connect now, connection failures
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '53300',
  // Postgres: a statement cancelled at statement_timeout (a server too slow to answer in time)
  '57014',
  // Prisma: cannot reach, timed out, closed the connection, pool timeout
  'P1001',
  'P1002',
  'P1017',
  'P2024',
]);

const UNAVAILABLE_MESSAGES = [
  /Command timed out/i, // ioredis commandTimeout (a paused or stuck Redis)
  /Stream isn't writeable/i, // ioredis without an offline queue, while disconnected
  /max retries per request/i, // ioredis MaxRetriesPerRequestError
  /Connection is closed/i,
  /queue .* add timed out/i, // queues.ts
  /Connection terminated/i, // pg
  /Client has encountered a connection error and is not queryable/i, // pg: a pooled client whose socket was cut
  /timeout exceeded when trying to connect/i, // pg pool
  /Query read timeout/i, // pg query_timeout: a Postgres that does not answer (db/client.ts)
  /Client was closed and is not queryable/i, // pg: a statement queued on a connection ended for its silence
  /Unable to start a transaction in the given time/i, // Prisma transactionOptions.maxWait
  /cannot be executed on an expired transaction/i, // Prisma transactionOptions.timeout
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Server has closed the connection/i,
  /Can't reach database server/i,
];

export function isBackendUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== 'object') return false;
    const e = current as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; originalCode?: unknown };
    for (const code of [e.code, e.originalCode])
      if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (e.name === 'MaxRetriesPerRequestError') return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string))) return true;
    current = e.cause;
  }
  return false;
}
