import { msg } from '@hashforge/contract';
import type { Tx } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { sanitizeHtml } from '../../content/sanitize.ts';
import { type AfterSaleRow, lockAfterSale, money } from '../after-sale.repository.ts';
import { type AfterSaleMailTarget, emailAfterSaleChange } from '../after-sale-emails.ts';

/** Who took a step and what the audit log calls it (`aftersales.receive`, ...). */
export interface StepAudit {
  action: string;
  /** Null for the system's own steps (the 14-day completion sweep). */
  actor: StaffActor | null;
}

/**
 * The frame of every vendor step: lock the request's row, read it and check it is where the step
 * starts, run the step's writes and its audit row in that one transaction, then email the buyer the
 * new state. The step sees the request as it is under the lock (a repair payment adds to the
 * amount really paid so far, never to one read before another approval), and its writes still go
 * through `applyChange`, so a step that races another one is refused, never applied twice.
 */
export async function staffStep(
  deps: Deps,
  id: number,
  audit: StepAudit,
  allowed: (row: AfterSaleRow) => boolean,
  run: (
    tx: Tx,
    row: AfterSaleRow,
    now: Date,
  ) => Promise<{ status?: number; payStatus?: number; payAmount?: string | null; paidAmount?: string }>,
  note?: string,
): Promise<void> {
  const now = deps.clock.now();
  const { row, next } = await deps.prisma.$transaction(async (tx) => {
    const row = await lockAfterSale(tx, id);
    if (!allowed(row)) throw AppError.refused(msg.afterSaleWrongStatus(row.status));
    const changed = await run(tx, row, now);
    await recordAudit(tx, audit.actor, {
      action: audit.action,
      entityType: 'after_sale',
      entityId: String(row.id),
      before: { status: row.status, payStatus: row.payStatus },
      after: changed,
    });
    return { row, next: changed };
  });
  const target: AfterSaleMailTarget = {
    id: row.id,
    email: row.email,
    userName: row.userName,
    status: next.status ?? row.status,
    payStatus: next.payStatus ?? row.payStatus,
    payAmount: next.payAmount !== undefined ? next.payAmount : money(row.payAmount),
  };
  await emailAfterSaleChange(deps, target, now, note);
}

/** A service message written inside a step's transaction (a rejection, a failed proof, a discrepancy). */
export async function serviceNote(tx: Tx, afterSaleId: number, html: string, now: Date): Promise<void> {
  await tx.afterSaleRecord.create({ data: { afterSaleId, userType: 2, content: html, createdAt: now } });
}

/** A reason staff give the buyer (a rejection, a failed proof): sanitised HTML, and required. */
export function staffReason(reason: string): string {
  const clean = sanitizeHtml(reason);
  if (!clean) throw AppError.field('reason', msg.staffReasonRequired);
  return clean;
}

/** A staff-entered text: trimmed, bounded, and present when required. */
export function staffText(value: string | undefined, max: number, path: string, required?: string): string {
  const v = (value ?? '').trim();
  if (required && !v) throw AppError.field(path, required);
  if (v.length > max) throw AppError.field(path, msg.textTooLong(max));
  return v;
}

/** A staff-entered amount in USD: up to nine digits and two decimals. */
export function staffAmount(value: string, path: string): Prisma.Decimal {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) throw AppError.field(path, msg.staffAmountFormat);
  return new Prisma.Decimal(value);
}
