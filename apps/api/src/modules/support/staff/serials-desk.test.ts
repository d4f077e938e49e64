import { getByMachineCode } from '@hashforge/contract';
import { serialDesk } from '@hashforge/contract/admin/serials';
import { describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { serialCsv, uploadSerialCsv } from '#api/test/support/serial-csv.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';

const ctx = useTestContext();
const merchandiser = useStaffSession(ctx, 'merchandiser');

describe('serials/import', () => {
  it('imports 10,000 rows well under 5 s; the shop SN lookup finds each; a second import counts them as updated', async () => {
    const csv = serialCsv('SNA', 10_000);
    const started = performance.now();
    const res = await uploadSerialCsv(ctx, merchandiser, csv);
    const seconds = (performance.now() - started) / 1000;
    expect(res.body).toEqual({ result: 1, msg: 'success', data: { imported: 10_000, updated: 0, rejected: [] } });
    expect(seconds).toBeLessThan(5);
    expect(await ctx.deps.prisma.machineSerial.count({ where: { machineCode: { startsWith: 'SNA' } } })).toBe(10_000);
    for (const code of ['SNA000001', 'sna005000', 'SNA010000']) {
      const found = await call(ctx, getByMachineCode, { machineCode: code });
      expect(found.body.data).toMatchObject({
        machineCode: code.toUpperCase(),
        afterEndTime: '2027-06-30T00:00:00.000Z',
        afterEndPlateTime: '2026-12-31T00:00:00.000Z',
      });
    }
    // 500 already on record, 500 new.
    const again = await uploadSerialCsv(ctx, merchandiser, serialCsv('SNA', 1000, 9501));
    expect(again.body.data).toEqual({ imported: 500, updated: 500, rejected: [] });
    const audit = await ctx.deps.prisma.auditEvent.count({ where: { action: 'catalog.serials.import' } });
    expect(audit).toBe(11);
  }, 30_000);

  it('reports each refused row by line (the header is line 1) and imports the rest', async () => {
    const csv = [
      'machineCode,computingPower,afterEndTime,afterEndPlateTime',
      'SNB0001,110T,2027-01-31,2026-01-31',
      ',110T,2027-01-31,2026-01-31',
      'SNB0002,110T,2027-02-30,2026-01-31',
      'SNB0003,110T,2027-01-31',
      'SNB 04,110T,2027-01-31,2026-01-31',
      'snb0001,120T,2028-01-31,2027-01-31',
      '"SNB0005","1""10T",,',
      '',
      'SNB0006,"unclosed,2027-01-31,2026-01-31',
    ].join('\r\n');
    const res = await uploadSerialCsv(ctx, merchandiser, csv);
    expect(res.body.data.imported).toBe(2);
    expect(res.body.data.updated).toBe(0);
    expect(res.body.data.rejected).toEqual([
      { line: 3, reason: 'machineCode is empty' },
      { line: 4, reason: 'afterEndTime: a date as YYYY-MM-DD' },
      { line: 5, reason: 'Expected 4 fields, found 3' },
      { line: 6, reason: 'machineCode: letters, digits, dot, dash or underscore, at most 64' },
      { line: 7, reason: 'SNB0001 is already on line 2' },
      { line: 10, reason: 'A quote is not closed' },
    ]);
    const quoted = await call(ctx, getByMachineCode, { machineCode: 'SNB0005' });
    expect(quoted.body.data).toMatchObject({ computingPower: '1"10T', afterEndTime: null, machineWarranty: -1 });
  });

  it('keeps what a re-import leaves blank, and the audit log keeps each value it replaced', async () => {
    const first = [
      'machineCode,computingPower,afterEndTime,afterEndPlateTime',
      'SNW0001,110T,2027-06-30,2026-12-31',
      'SNW0002,95T,2027-01-31,2026-06-30',
    ].join('\n');
    expect((await uploadSerialCsv(ctx, merchandiser, first)).body.data).toMatchObject({ imported: 2 });
    // A partial sheet: SNW0001 only gets a new board date, SNW0002 a new power and warranty end.
    const partial = [
      'machineCode,computingPower,afterEndTime,afterEndPlateTime',
      'SNW0001,,,2026-11-30',
      'SNW0002,100T,2028-01-31,',
    ].join('\n');
    expect((await uploadSerialCsv(ctx, merchandiser, partial)).body.data).toEqual({
      imported: 0,
      updated: 2,
      rejected: [],
    });

    const one = await call(ctx, getByMachineCode, { machineCode: 'SNW0001' });
    expect(one.body.data).toMatchObject({
      computingPower: '110T',
      afterEndTime: '2027-06-30T00:00:00.000Z',
      afterEndPlateTime: '2026-11-30T00:00:00.000Z',
    });
    expect(one.body.data.machineWarranty).not.toBe(-1);
    const two = await call(ctx, getByMachineCode, { machineCode: 'SNW0002' });
    expect(two.body.data).toMatchObject({
      computingPower: '100T',
      afterEndTime: '2028-01-31T00:00:00.000Z',
      afterEndPlateTime: '2026-06-30T00:00:00.000Z',
    });

    const [audit] = await ctx.deps.prisma.auditEvent.findMany({
      where: { action: 'catalog.serials.import' },
      orderBy: { id: 'desc' },
      take: 1,
    });
    expect(audit?.before).toEqual({
      serials: {
        SNW0001: { afterEndPlateTime: '2026-12-31T00:00:00.000Z' },
        SNW0002: { computingPower: '95T', afterEndTime: '2027-01-31T00:00:00.000Z' },
      },
    });
    expect(audit?.after).toEqual({
      inserted: 0,
      updated: 2,
      serials: {
        SNW0001: { afterEndPlateTime: '2026-11-30T00:00:00.000Z' },
        SNW0002: { computingPower: '100T', afterEndTime: '2028-01-31T00:00:00.000Z' },
      },
    });
  });

  it('refuses a file without the header, and one that is not text', async () => {
    const wrong = await uploadSerialCsv(ctx, merchandiser, 'code,end\nSNC1,2027-01-01\n');
    expect(wrong.body).toMatchObject({ result: 0 });
    expect(JSON.stringify(wrong.body)).toContain('machineCode,computingPower,afterEndTime,afterEndPlateTime');
    const binary = await uploadSerialCsv(
      ctx,
      merchandiser,
      Buffer.concat([
        Buffer.from('machineCode,computingPower,afterEndTime,afterEndPlateTime\n'),
        Buffer.from([0, 1, 2]),
      ]),
    );
    expect(binary.body.result).toBe(0);
  });

  it('lists by prefix and edits one serial', async () => {
    await uploadSerialCsv(ctx, merchandiser, serialCsv('SND', 3));
    const list = await merchandiser.call(serialDesk.list, { page: 1, limit: 10, keyword: 'snd' });
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.list[0]).toMatchObject({ machineCode: 'SND000001', computingPower: '101T' });
    const edited = await merchandiser.call(serialDesk.update, {
      machineCode: 'SND000001',
      productCategoryName: 'HF Miner S1',
      afterEndTime: '2030-01-01',
    });
    expect(edited.body.data).toMatchObject({
      productCategoryName: 'HF Miner S1',
      afterEndTime: '2030-01-01T00:00:00.000Z',
    });
    const shop = await call(ctx, getByMachineCode, { machineCode: 'SND000001' });
    expect(shop.body.data).toMatchObject({ productCategoryName: 'HF Miner S1', machineWarranty: 1 });
  });
});
