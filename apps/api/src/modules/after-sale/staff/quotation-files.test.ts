import { getAfterSale } from '@hashforge/contract';
import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { FILE_WRONG_KIND } from '@hashforge/contract/admin/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUpload } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { createAfterSaleAt } from '#api/test/support/factories/after-sale-desk.ts';
import { createBuyer, type TestBuyer } from '#api/test/support/factories/buyer.ts';
import { submitKycFor, TINY_PNG } from '#api/test/support/factories/buying.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { FileKind } from '../after-sale.repository.ts';

const ctx = useTestContext();
const support = useStaffSession(ctx, 'support');
/** A buyer whose passport scan is on file (KYC submitted). */
let stranger: TestBuyer;
let passportId: number;

beforeAll(async () => {
  stranger = await createBuyer(ctx);
  await submitKycFor(ctx, stranger);
  const kyc = await ctx.deps.prisma.kyc.findUniqueOrThrow({ where: { userId: stranger.id }, include: { files: true } });
  passportId = kyc.files[0]!.fileId;
});

const parts = [{ name: 'Hashboard', partsNum: 1, salePrice: '120.00', repairPrice: '30.00' }];

/** aftersales/upload-quotation as the admin app sends it: multipart, the file in the field `file`. */
async function uploadQuotationFile(bytes: Buffer, filename: string) {
  const parts = [{ name: 'file', value: bytes, filename, type: 'application/octet-stream' }];
  return (await adminUpload(ctx, afterSaleDesk.uploadQuotation, support, parts)).body;
}

const proposals = (afterSaleId: number) =>
  ctx.deps.prisma.afterSaleFile.count({ where: { afterSaleId, kind: FileKind.proposal } });

describe('the files of a repair quote', () => {
  it("refuses another buyer's passport scan as a quotation, and the buyer sees nothing of it", async () => {
    const request = await createAfterSaleAt(ctx, { status: 30 });
    const res = await support.call(afterSaleDesk.quote, { id: request.id, parts, proposalFileIds: [passportId] });
    expect(res.body).toMatchObject({
      result: 0,
      data: { errors: [{ path: 'proposalFileIds.0', message: FILE_WRONG_KIND.quotation }] },
    });
    expect(await proposals(request.id)).toBe(0);
    const seen = await call(ctx, getAfterSale, { id: request.id }, request.buyer.token);
    expect(seen.body.data).toMatchObject({ status: 30, proposalFileModels: [] });
    // The scan is still the stranger's, and still only in their verification.
    expect(await ctx.deps.prisma.storedFile.findUniqueOrThrow({ where: { id: passportId } })).toMatchObject({
      ownerId: stranger.id,
      purpose: 'kyc',
    });
  });

  it('sends an uploaded quotation to the buyer of the request it was quoted on, and to no one else', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]);
    const uploaded = await uploadQuotationFile(pdf, 'Quotation 2026-118.pdf');
    expect(uploaded).toMatchObject({ result: 1, data: { fileName: 'Quotation 2026-118.pdf', fileSize: pdf.length } });
    const audit = await ctx.deps.prisma.auditEvent.findFirst({
      where: { action: 'files.upload', entityId: String(uploaded.data.fileId) },
    });
    expect(audit?.after).toMatchObject({ kind: 'quotation' });

    const request = await createAfterSaleAt(ctx, { status: 30 });
    const quoted = await support.call(afterSaleDesk.quote, {
      id: request.id,
      parts,
      proposalFileIds: [uploaded.data.fileId],
    });
    expect(quoted.body.result, quoted.body.msg).toBe(1);
    const seen = await call(ctx, getAfterSale, { id: request.id }, request.buyer.token);
    expect(seen.body.data.proposalFileModels).toEqual([
      expect.objectContaining({ id: uploaded.data.fileId, fileUrl: expect.stringMatching(/\/files\/private\/.+sig=/) }),
    ]);

    // The same quotation on another buyer's request: refused, it went to the first buyer.
    const other = await createAfterSaleAt(ctx, { status: 30 });
    const again = await support.call(afterSaleDesk.quote, {
      id: other.id,
      parts,
      proposalFileIds: [uploaded.data.fileId],
    });
    expect(again.body).toMatchObject({ result: 0, msg: FILE_WRONG_KIND.quotation });
    expect(await proposals(other.id)).toBe(0);
  });

  it('takes a quotation only as a PDF or an image, read from its bytes', async () => {
    const html = await uploadQuotationFile(Buffer.from('<html><script>alert(1)</script></html>'), 'quote.pdf');
    expect(html).toMatchObject({ result: 0, msg: 'Upload the quotation as a PDF, JPEG or PNG' });
    const png = await uploadQuotationFile(TINY_PNG, 'photo-of-quote.png');
    expect(png.result, png.msg).toBe(1);
  });

  it('shows the buyer only their own files, even one a quote borrowed before the rule existed', async () => {
    const request = await createAfterSaleAt(ctx, { status: 33, payStatus: 2, payAmount: '150.00' });
    // As a quote before this rule left it: another buyer's passport attached as a quotation.
    await ctx.deps.prisma.afterSaleFile.create({
      data: { afterSaleId: request.id, kind: FileKind.proposal, fileId: passportId },
    });
    const seen = await call(ctx, getAfterSale, { id: request.id }, request.buyer.token);
    expect(seen.body.data.proposalFileModels).toEqual([]);
  });
});
