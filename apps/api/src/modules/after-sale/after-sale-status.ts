import { AfterSalePayStatus as Pay, AfterSaleStatus as S } from '@hashforge/contract';
import { defineMachine } from '../../state-machine.ts';

/**
 * The one table of after-sale status changes (docs/domain.md D3). Every change of `status` goes
 * through it and a conditional update (`applyChange`: `where: { id, status: from }`), so two
 * concurrent changes cannot both win.
 *
 * 10 -> 20 staff approve, or 10 -> 50 staff reject (closed with a service message saying why;
 *   the spec has no rejected code, docs/decisions/005-after-sale-states.md)
 * 20 -> 25 the buyer submits return logistics
 * 25 -> 30 received as announced, 25 -> 31 received with a discrepancy staff describe
 * 30/31 -> 33 processing, with a quote (payStatus 2) or free of charge (payStatus 1)
 * 33 -> 36 maintenance, once the repair is free (1) or paid (5)
 * 36 -> 40 shipped back with company logistics
 * 40 -> 45 the buyer confirms receipt
 * 45 -> 50 staff complete, or the sweep after 14 days at 45
 */
export const afterSaleMachine = defineMachine({
  [S.pending]: [S.waitingShipment, S.completed],
  [S.waitingShipment]: [S.customerShipped],
  [S.customerShipped]: [S.received, S.receivedWithNote],
  [S.received]: [S.processing],
  [S.receivedWithNote]: [S.processing],
  [S.processing]: [S.maintenance],
  [S.maintenance]: [S.vendorShipped],
  [S.vendorShipped]: [S.customerReceipt],
  [S.customerReceipt]: [S.completed],
  [S.completed]: [],
});

/**
 * Repair payment (payStatus) changes, all while the request is at 33:
 * 0 -> 2 quoted, 0 -> 1 free; 2 or 4 -> 3 the buyer uploads a proof; 3 -> 5 staff approve a proof
 * that covers the quote, 3 -> 4 approved but short (balance due), 3 -> 2 (or 4 when part was
 * already approved) a proof failed review.
 */
export const afterSalePayMachine = defineMachine({
  [Pay.pending]: [Pay.free, Pay.waitingPayment],
  [Pay.free]: [],
  [Pay.waitingPayment]: [Pay.processingPayment],
  [Pay.processingPayment]: [Pay.waitingMaintenance, Pay.balancePayment, Pay.waitingPayment],
  [Pay.balancePayment]: [Pay.processingPayment],
  [Pay.waitingMaintenance]: [],
});
