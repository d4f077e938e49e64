/** How long a shortage seen by one checkout makes the others waiting for a checkout connection look again first. */
export const SHORTAGE_MEMORY_MS = 250;

/**
 * The send cycles this process's checkouts last found short, and when. In a flash sale nearly every
 * buyer looks while stock is left and then waits for a checkout connection; by their turn it is
 * gone. A checkout whose cycles were found short a moment ago looks again (one statement) before it
 * opens a transaction (three), and is refused there if it is still short. Only the path is steered: the
 * database still decides every sale, and a cycle restocked meanwhile simply passes the second look.
 */
export class Shortages {
  private readonly seen = new Map<number, number>();

  note(sendCycleId: number): void {
    this.seen.set(sendCycleId, Date.now());
    // Bounded: only the last moment's cycles matter.
    if (this.seen.size > 1000) {
      const horizon = Date.now() - SHORTAGE_MEMORY_MS;
      for (const [id, at] of this.seen) if (at < horizon) this.seen.delete(id);
    }
  }

  seenRecently(sendCycleIds: readonly number[]): boolean {
    const horizon = Date.now() - SHORTAGE_MEMORY_MS;
    return sendCycleIds.some((id) => (this.seen.get(id) ?? 0) >= horizon);
  }
}

const shortageMemories = new WeakMap<object, Shortages>();

/** The shortages of this app instance (one per Deps). */
export function shortages(deps: object): Shortages {
  let memory = shortageMemories.get(deps);
  if (!memory) {
    memory = new Shortages();
    shortageMemories.set(deps, memory);
  }
  return memory;
}
