import type { Prisma, Tx } from '../../db/client.ts';

/** Who did it, as the audit log records it (docs/backoffice.md section 4). */
export interface StaffActor {
  staffId: number;
  ip: string;
  userAgent?: string;
}

/** A caller not (yet) known as staff, such as a failed sign-in: its address is still worth keeping. */
export interface AnonymousActor {
  staffId: null;
  ip: string;
  userAgent?: string;
}

export interface AuditEntry {
  /** `<area>.<verb>` such as `orders.ship`, or `denied.<call path>` for a refused call. */
  action: string;
  entityType: string;
  /** An order's is its orderNo; otherwise the row's id as a string. */
  entityId: string;
  /** Only the fields that changed; never secrets or document numbers in clear. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Where a change without a staff session came from (the staff CLI), kept in the userAgent column. */
  source?: string;
}

/** A Prisma client or a transaction client: both can insert. */
type AuditWriter = Pick<Tx, 'auditEvent'>;

/**
 * Appends one event to the audit log. Call it with the transaction client INSIDE the transaction
 * that makes the change, so the change and its record commit or roll back together. The table is
 * append-only: the app's database role may only add and read its rows, and a trigger refuses UPDATE,
 * DELETE and TRUNCATE to every role (decision 020).
 */
export async function recordAudit(
  tx: AuditWriter,
  actor: StaffActor | AnonymousActor | null,
  entry: AuditEntry,
): Promise<void> {
  await tx.auditEvent.create({
    data: {
      staffId: actor?.staffId ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: (entry.before as Prisma.InputJsonValue | undefined) ?? undefined,
      after: (entry.after as Prisma.InputJsonValue | undefined) ?? undefined,
      ip: actor?.ip ?? null,
      userAgent: actor?.userAgent ?? entry.source ?? null,
    },
  });
}
