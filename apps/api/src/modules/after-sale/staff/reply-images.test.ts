import { getAfterSale } from '@hashforge/contract';
import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { describe, expect, it } from 'vitest';
import { adminUpload } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { createAfterSaleAt } from '#api/test/support/factories/after-sale-desk.ts';
import { TINY_PNG } from '#api/test/support/factories/buying.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';

// docs/backoffice.md section 1: support answers a repair with a picture, from a phone as from a desk.
const ctx = useTestContext();
const support = useStaffSession(ctx, 'support');

/** aftersales/upload-reply-image as the admin app sends it: multipart, the file in the field `file`. */
async function uploadPicture(bytes: Buffer, filename: string) {
  const parts = [{ name: 'file', value: bytes, filename, type: 'application/octet-stream' }];
  return (await adminUpload(ctx, afterSaleDesk.uploadReplyImage, support, parts)).body;
}

describe('a picture in a staff reply', () => {
  it('is stored public from its bytes, audited, and shown to the buyer in the reply that names it', async () => {
    const uploaded = await uploadPicture(TINY_PNG, 'burnt-board.jpg');
    expect(uploaded.result).toBe(1);
    const stored = await ctx.deps.prisma.storedFile.findUniqueOrThrow({ where: { id: uploaded.data.fileId } });
    // The type is the bytes' (a PNG), whatever the name says.
    expect(stored).toMatchObject({ isPrivate: false, purpose: 'image', contentType: 'image/png' });
    expect(await ctx.deps.prisma.auditEvent.count({ where: { entityId: String(stored.id) } })).toBeGreaterThan(0);

    const request = await createAfterSaleAt(ctx, { status: 20 });
    const html = `<p>The second hashboard is burnt:</p><p><img src="${uploaded.data.fileUrl}" alt="Hashboard 2"></p>`;
    const reply = await support.call(afterSaleDesk.reply, { id: request.id, content: html });
    expect(reply.body.result).toBe(1);
    const seen = await call(ctx, getAfterSale, { id: request.id }, request.buyer.token);
    const thread = seen.body.data.afterSaleQuestionRecordModels as { userType: number; content: string }[];
    expect(thread.at(-1)?.content).toContain(`src="${uploaded.data.fileUrl}"`);
    // The address serves the picture to anyone holding it, as a product photo.
    const served = await ctx.app.inject({ method: 'GET', url: uploaded.data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not a JPEG or PNG, and a call without a file, storing nothing', async () => {
    const before = await ctx.deps.prisma.storedFile.count();
    const text = await uploadPicture(Buffer.from('<svg onload="alert(1)"></svg>'), 'board.png');
    expect(text).toMatchObject({
      result: 0,
      data: { errors: [{ path: 'file', message: 'Upload a JPEG or PNG picture' }] },
    });
    const empty = await support.call(afterSaleDesk.uploadReplyImage, {});
    expect(empty.body.result).toBe(0);
    expect(await ctx.deps.prisma.storedFile.count()).toBe(before);
  });
});
