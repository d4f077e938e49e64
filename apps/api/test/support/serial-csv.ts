import { serialDesk } from '@hashforge/contract/admin/serials';
import { type AdminAnswer, adminUpload, type StaffSession } from './admin.ts';
import type { TestContext } from './test-app.ts';

/** A serial CSV of `count` rows: SN<prefix>000001..., warranty to 2027, boards to 2026. */
export function serialCsv(prefix: string, count: number, from = 1): string {
  const lines = ['machineCode,computingPower,afterEndTime,afterEndPlateTime'];
  for (let i = from; i < from + count; i += 1) {
    lines.push(`${prefix}${String(i).padStart(6, '0')},${100 + (i % 50)}T,2027-06-30,2026-12-31`);
  }
  return `${lines.join('\n')}\n`;
}

/** serials/import as the admin app sends it: multipart, the CSV in the field `file`. */
export async function uploadSerialCsv(
  ctx: Pick<TestContext, 'app'>,
  session: StaffSession,
  csv: string | Buffer,
): Promise<AdminAnswer<{ imported: number; updated: number; rejected: { line: number; reason: string }[] }>> {
  return adminUpload(ctx, serialDesk.import, session, [
    { name: 'file', value: Buffer.from(csv), filename: 'serials.csv', type: 'text/csv' },
  ]);
}
