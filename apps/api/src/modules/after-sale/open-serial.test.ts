import { AfterSaleStatus, createAfterSale } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { afterSaleForm, uploadTestImage } from '../../../test/support/factories/after-sale.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();
const REFUSAL = 'This serial number already has an open repair request';

async function apply(codes: string[]) {
  const buyer = await createBuyer(ctx);
  const photo = await uploadTestImage(ctx, buyer.id);
  return call(ctx, createAfterSale, afterSaleForm([photo], codes), buyer.token);
}

describe('one open repair request per serial number', () => {
  it('refuses a second request for a machine with one open, whoever asks, in any letter case', async () => {
    const first = await apply(['HFOPEN01']);
    expect(first.body.result).toBe(1);
    const again = await apply(['hfopen01']);
    expect(again.body).toMatchObject({ result: 0, msg: REFUSAL });
    // A request naming it among other machines is refused whole, and nothing is written.
    const before = await ctx.deps.prisma.afterSale.count();
    expect((await apply(['HFOPEN02', 'HFOPEN01'])).body).toMatchObject({ result: 0, msg: REFUSAL });
    expect(await ctx.deps.prisma.afterSale.count()).toBe(before);
  });

  it('refuses it at every open stage, and accepts a new one once the request is closed (50: done or rejected)', async () => {
    const first = await apply(['HFOPEN10']);
    const id = first.body.data.id as number;
    for (const status of [
      AfterSaleStatus.waitingShipment,
      AfterSaleStatus.maintenance,
      AfterSaleStatus.customerReceipt,
    ]) {
      await ctx.deps.prisma.afterSale.update({ where: { id }, data: { status } });
      expect((await apply(['HFOPEN10'])).body).toMatchObject({ result: 0, msg: REFUSAL });
    }
    await ctx.deps.prisma.afterSale.update({ where: { id }, data: { status: AfterSaleStatus.completed } });
    expect((await apply(['HFOPEN10'])).body.result).toBe(1);
  });

  it('lets only one of two simultaneous requests for one machine through', async () => {
    const results = await Promise.all([apply(['HFOPEN20']), apply(['HFOPEN20'])]);
    expect(results.map((r) => r.body.result).sort()).toEqual([0, 1]);
    expect(await ctx.deps.prisma.afterSaleCode.count({ where: { machineCode: 'HFOPEN20' } })).toBe(1);
  });
});
