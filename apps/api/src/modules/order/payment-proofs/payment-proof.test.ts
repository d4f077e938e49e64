import { createPaymentProof, getOrderByOrderNo } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { createReadyBuyer, orderProduct, uploadImage } from '#api/test/support/factories/buying.ts';
import { createTestProduct } from '#api/test/support/factories/catalog.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { assertProofTransition } from './transition-proof.ts';

const ctx = useTestContext();

describe('POST order/aging/create', () => {
  it('checks images and amount with the spec’s messages', async () => {
    const buyer = await createReadyBuyer(ctx);
    const orderNo = await orderProduct(ctx, buyer, await createTestProduct(ctx), 1);
    const image = await uploadImage(ctx, buyer.token);
    const send = (fields: Record<string, unknown>) =>
      call(ctx, createPaymentProof, { orderNo, fileModels: [image], currentPayAmount: '100', ...fields }, buyer.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ fileModels: [] }, 'please upload the file first'],
      [{ fileModels: undefined }, 'please upload the file first'],
      [{ fileModels: Array(5).fill(image) }, 'At most 4 images'],
      [{ currentPayAmount: '' }, 'Please enter the amount'],
      [{ currentPayAmount: undefined }, 'Please enter the amount'],
      [{ currentPayAmount: '12345678901' }, 'The amount is at most 10 characters'],
      [{ currentPayAmount: '0' }, 'Please enter an amount above 0 with at most two decimals'],
      [{ currentPayAmount: '0.00' }, 'Please enter an amount above 0 with at most two decimals'],
      [{ currentPayAmount: '-5' }, 'Please enter an amount above 0 with at most two decimals'],
      [{ currentPayAmount: '1.234' }, 'Please enter an amount above 0 with at most two decimals'],
      [{ currentPayAmount: '1.2.3' }, 'Please enter an amount above 0 with at most two decimals'],
      [{ currentPayAmount: '.5' }, 'Please enter an amount above 0 with at most two decimals'],
      [{ currentPayAmount: 'abc' }, 'Please enter an amount above 0 with at most two decimals'],
    ];
    for (const [fields, message] of cases) {
      const res = await send(fields);
      expect({ fields, answer: res.body.msg, result: res.body.result }).toEqual({ fields, answer: message, result: 0 });
    }
    const order = await call(ctx, getOrderByOrderNo, { orderNo }, buyer.token);
    expect(order.body.data).toMatchObject({ orderStatus: 10, orderAgingModels: [] });
    // Ten characters with two decimals and four images are fine.
    const four = [
      image,
      await uploadImage(ctx, buyer.token),
      await uploadImage(ctx, buyer.token),
      await uploadImage(ctx, buyer.token),
    ];
    const ok = await send({ fileModels: four, currentPayAmount: '1234567.89' });
    expect(ok.body).toMatchObject({ result: 1, msg: 'submit success', data: null });
    const after = await call(ctx, getOrderByOrderNo, { orderNo }, buyer.token);
    expect(after.body.data.orderAgingModels[0]).toMatchObject({ currentPayAmount: '1234567.89', financeStatus: 0 });
    expect(after.body.data.orderAgingModels[0]!.fileModels.map((f) => f.id)).toEqual(four.map((f) => f.id));
  });

  it('is refused outside statuses 10 and 25', async () => {
    const buyer = await createReadyBuyer(ctx);
    const orderNo = await orderProduct(ctx, buyer, await createTestProduct(ctx), 1);
    const image = await uploadImage(ctx, buyer.token);
    for (const status of [0, 20, 30, 35, 40, 50]) {
      await ctx.deps.prisma.order.update({ where: { orderNo }, data: { orderStatus: status } });
      const res = await call(
        ctx,
        createPaymentProof,
        { orderNo, fileModels: [image], currentPayAmount: '1' },
        buyer.token,
      );
      expect(res.body).toMatchObject({
        result: 0,
        msg: 'A payment proof can be uploaded only while the order awaits payment',
      });
    }
    await ctx.deps.prisma.order.update({ where: { orderNo }, data: { orderStatus: 25 } });
    const res = await call(
      ctx,
      createPaymentProof,
      { orderNo, fileModels: [image], currentPayAmount: '1' },
      buyer.token,
    );
    expect(res.body.result).toBe(1);
  });

  it('takes one of two simultaneous proofs for an unpaid order', async () => {
    const buyer = await createReadyBuyer(ctx);
    const orderNo = await orderProduct(ctx, buyer, await createTestProduct(ctx), 1);
    const image = await uploadImage(ctx, buyer.token);
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(ctx, createPaymentProof, { orderNo, fileModels: [image], currentPayAmount: '1999' }, buyer.token),
      ),
    );
    expect(answers.map((a) => a.body.result).sort()).toEqual([0, 1]);
    const order = await call(ctx, getOrderByOrderNo, { orderNo }, buyer.token);
    expect(order.body.data.orderAgingModels).toHaveLength(1);
  });
});

describe('the proof review table', () => {
  it('allows 0 -> 1 and 0 -> 2 only', () => {
    expect(() => assertProofTransition(0, 1)).not.toThrow();
    expect(() => assertProofTransition(0, 2)).not.toThrow();
    for (const [from, to, told] of [
      [1, 2, 'This proof was already approved'],
      [1, 0, 'This proof was already approved'],
      [2, 1, 'This proof was already failed'],
      [2, 0, 'This proof was already failed'],
      [0, 0, 'This proof cannot be reviewed'],
    ] as const)
      expect(() => assertProofTransition(from, to)).toThrow(told);
  });
});
