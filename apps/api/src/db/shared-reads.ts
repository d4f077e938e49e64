const running = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs `read` once for everyone who asks for `key` while it runs (per `owner`, the process's deps):
 * ten staff opening the dashboard at once share one reading of its dozen aggregates instead of
 * queueing ten on the connection pool, which at a million orders took the dashboard's p99 to 450 ms
 * (docs/benchmarks.md). Nothing is kept: a request made after a reading ended starts its own, so a staff
 * member sees their own step at once; one that joins a reading sees the database as of that
 * reading's start, a few milliseconds before it asked.
 */
export function sharedRead<T>(owner: object, key: string, read: () => Promise<T>): Promise<T> {
  let readings = running.get(owner);
  if (!readings) {
    readings = new Map();
    running.set(owner, readings);
  }
  const current = readings.get(key);
  if (current) return current as Promise<T>;
  const reading = read().finally(() => readings.delete(key));
  readings.set(key, reading);
  return reading;
}
