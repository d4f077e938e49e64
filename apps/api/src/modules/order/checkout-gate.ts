/**
 * How many checkout transactions one API process runs at once (issue 14). In a flash sale every
 * order queues on one send cycle's row, and a transaction waiting for that row's lock holds a
 * pooled connection while it waits: with no bound, the hundreds of buyers of the first second held
 * all ten, and the catalogue, the session checks and the refusals queued behind them. More than a
 * few at once cannot sell faster (the row takes them one by one); the rest of the pool (10,
 * db/client.ts) stays free for everything else. The buyers beyond it wait here, in order, holding
 * nothing.
 */
export const CHECKOUT_TRANSACTIONS = 4;

/** A first-come, first-served limit on concurrent work in this process. */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      // Hand the place straight to the next in line; only when nobody waits does it free up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const gates = new WeakMap<object, Gate>();

/** The checkout gate of this app instance (one per Deps, so each test app has its own). */
export function checkoutGate(deps: object): Gate {
  let gate = gates.get(deps);
  if (!gate) {
    gate = new Gate(CHECKOUT_TRANSACTIONS);
    gates.set(deps, gate);
  }
  return gate;
}

/** How long a shortage seen by one checkout makes the others behind the gate look again first. */
export const SHORTAGE_MEMORY_MS = 250;

/**
 * The send cycles this process's checkouts last found short, and when. In a flash sale nearly every
 * buyer looks while stock is left and then waits at the gate; by their turn it is gone. A checkout
 * whose cycles were found short a moment ago looks again (one statement) before it opens a
 * transaction (three), and is refused there if it is still short. Only the path is steered: the
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
