import { getFirmwareList } from '@hashforge/contract';
import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { describe, expect, it } from 'vitest';
import { adminUpload } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { TINY_PNG } from '#api/test/support/factories/buying.ts';
import { createTestProduct } from '#api/test/support/factories/catalog.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { sniffProductFile } from './upload-product-file.ts';

const ctx = useTestContext();
const merchandiser = useStaffSession(ctx, 'merchandiser');

/** files/upload as the admin app sends it: the `kind` field first, then the file. */
async function upload(bytes: Buffer, filename: string, kind?: string) {
  const parts = [
    ...(kind === undefined ? [] : [{ name: 'kind', value: kind }]),
    { name: 'file', value: bytes, filename, type: 'application/octet-stream' },
  ];
  return (await adminUpload(ctx, catalogDesk.uploadFile, merchandiser, parts)).body;
}

/** What the shop's download page shows for one product: [fileName, moduleRemark] per kind. */
async function shopDownloads(productId: number) {
  const res = await call(ctx, getFirmwareList, {});
  expect(res.body.result).toBe(1);
  const product = res.body.data.find((p) => p.productId === productId);
  return {
    manuals: product?.manualFileModels.map((f) => f.fileName) ?? [],
    firmware: product?.firmwareFileModels.map((f) => f.fileName) ?? [],
  };
}

describe('the product files desk', () => {
  it('uploads a firmware, lists it, versions it, unpublishes and publishes it, deletes it; each change audited and shown at once', async () => {
    const product = await createTestProduct(ctx);
    // A firmware is no image: the image kind refuses it, the productFile kind takes it.
    const firmwareBytes = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const asImage = await upload(firmwareBytes, 'hf-x9-2.4.1.tar.gz');
    expect(asImage).toMatchObject({ result: 0, msg: expect.stringContaining('5 MB') });
    // Images go on as before, with or without the kind field.
    expect((await upload(TINY_PNG, 'photo.png')).result).toBe(1);
    expect((await upload(TINY_PNG, 'photo.png', 'image')).result).toBe(1);
    const uploaded = await upload(firmwareBytes, 'hf-x9-2.4.1.tar.gz', 'productFile');
    expect(uploaded.result, uploaded.msg).toBe(1);
    expect(uploaded.data.fileSize).toBe(firmwareBytes.length);
    const stored = await ctx.deps.prisma.storedFile.findUniqueOrThrow({ where: { id: uploaded.data.fileId } });
    expect(stored).toMatchObject({ isPrivate: false, contentType: 'application/gzip', fileName: 'hf-x9-2.4.1.tar.gz' });

    // Warm the shop's answer cache first: the change must not wait for it to expire.
    expect(await shopDownloads(product.id)).toEqual({ manuals: [], firmware: [] });

    const created = await merchandiser.call(catalogDesk.saveProductFile, {
      productId: product.id,
      kind: 2,
      fileId: uploaded.data.fileId,
      version: '2.4.1',
      moduleRemark: 'Adds auto-tuning',
    });
    expect(created.body.result, created.body.msg).toBe(1);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      productId: product.id,
      productCode: product.productCode,
      kind: 2,
      fileId: uploaded.data.fileId,
      fileName: 'hf-x9-2.4.1.tar.gz',
      fileSize: firmwareBytes.length,
      version: '2.4.1',
      moduleRemark: 'Adds auto-tuning',
      published: true,
    });
    expect(await shopDownloads(product.id)).toEqual({ manuals: [], firmware: ['hf-x9-2.4.1.tar.gz'] });

    const list = await merchandiser.call(catalogDesk.listProductFiles, { page: 1, limit: 20, productId: product.id });
    expect(list.body.data).toMatchObject({ total: 1, list: [{ id, version: '2.4.1', published: true }] });

    // A new version of the text, and unpublished: the shop no longer lists it, staff still see it.
    const base = { id, productId: product.id, kind: 2 as const, fileId: uploaded.data.fileId };
    const hidden = await merchandiser.call(catalogDesk.saveProductFile, {
      ...base,
      version: '2.4.2',
      moduleRemark: 'Adds auto-tuning',
      published: false,
    });
    expect(hidden.body.data).toMatchObject({ id, version: '2.4.2', published: false });
    expect(await shopDownloads(product.id)).toEqual({ manuals: [], firmware: [] });
    const staffList = await merchandiser.call(catalogDesk.listProductFiles, {
      page: 1,
      limit: 20,
      productId: product.id,
    });
    expect(staffList.body.data.list.map((f) => [f.id, f.published])).toEqual([[id, false]]);

    // Published again, as a manual now.
    const shown = await merchandiser.call(catalogDesk.saveProductFile, {
      ...base,
      kind: 1,
      version: '2.4.2',
      moduleRemark: 'Adds auto-tuning',
      published: true,
    });
    expect(shown.body.data).toMatchObject({ id, kind: 1, published: true });
    expect(await shopDownloads(product.id)).toEqual({ manuals: ['hf-x9-2.4.1.tar.gz'], firmware: [] });

    const gone = await merchandiser.call(catalogDesk.deleteProductFile, { id });
    expect(gone.body).toMatchObject({ result: 1, data: { id } });
    expect(await shopDownloads(product.id)).toEqual({ manuals: [], firmware: [] });
    expect(await ctx.deps.prisma.productFile.count({ where: { id } })).toBe(0);
    // The stored file stays (another row may name it).
    expect(await ctx.deps.prisma.storedFile.count({ where: { id: uploaded.data.fileId } })).toBe(1);
    const again = await merchandiser.call(catalogDesk.deleteProductFile, { id });
    expect(again.body.result).toBe(0);

    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { entityType: 'product_file', entityId: String(id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'catalog.product_file.create',
        null,
        {
          productId: product.id,
          kind: 2,
          fileId: uploaded.data.fileId,
          version: '2.4.1',
          moduleRemark: 'Adds auto-tuning',
          published: true,
        },
      ],
      ['catalog.product_file.update', { version: '2.4.1', published: true }, { version: '2.4.2', published: false }],
      ['catalog.product_file.update', { kind: 2, published: false }, { kind: 1, published: true }],
      [
        'catalog.product_file.delete',
        {
          productId: product.id,
          kind: 1,
          fileId: uploaded.data.fileId,
          version: '2.4.2',
          moduleRemark: 'Adds auto-tuning',
          published: true,
        },
        null,
      ],
    ]);
    expect(audit.every((a) => a.staffId !== null)).toBe(true);
  });

  it('refuses a bad field and changes nothing', async () => {
    const product = await createTestProduct(ctx);
    const uploaded = await upload(Buffer.from('%PDF-1.7 manual'), 'x9-manual.pdf', 'productFile');
    expect(uploaded.result, uploaded.msg).toBe(1);
    const saved = await merchandiser.call(catalogDesk.saveProductFile, {
      productId: product.id,
      kind: 1,
      fileId: uploaded.data.fileId,
      version: 'A',
      moduleRemark: 'Setup',
    });
    const id = saved.body.data.id;
    const rowBefore = await ctx.deps.prisma.productFile.findUniqueOrThrow({ where: { id } });
    const auditBefore = await ctx.deps.prisma.auditEvent.count({ where: { entityType: 'product_file' } });
    const countBefore = await ctx.deps.prisma.productFile.count();
    const good = { id, productId: product.id, kind: 1, fileId: uploaded.data.fileId, version: 'B', moduleRemark: '' };

    const refusals = [
      [{ ...good, kind: 3 }, 'kind'],
      [{ ...good, version: 'v'.repeat(51) }, 'version'],
      [{ ...good, moduleRemark: 'r'.repeat(501) }, 'moduleRemark'],
      [{ ...good, productId: 2_000_000_000 }, 'productId'],
      // A file nobody uploaded, and a buyer's private upload, are no product file.
      [{ ...good, fileId: 2_000_000_000 }, 'fileId'],
    ] as const;
    for (const [body, field] of refusals) {
      const res = await merchandiser.call(catalogDesk.saveProductFile, body);
      expect(res.body.result, field).toBe(0);
      expect(JSON.stringify(res.body.data), field).toContain(field);
    }
    const privateFile = await ctx.deps.prisma.storedFile.create({
      data: {
        storageKey: `private/u0/${Date.now()}.png`,
        fileName: 'proof.png',
        fileSize: 1,
        contentType: 'image/png',
      },
    });
    const privateRes = await merchandiser.call(catalogDesk.saveProductFile, { ...good, fileId: privateFile.id });
    expect(privateRes.body.result).toBe(0);
    const unknownRow = await merchandiser.call(catalogDesk.saveProductFile, { ...good, id: 2_000_000_000 });
    expect(unknownRow.body.result).toBe(0);
    const badKind = await upload(TINY_PNG, 'x.png', 'video');
    expect(badKind.result).toBe(0);

    expect(await ctx.deps.prisma.productFile.findUniqueOrThrow({ where: { id } })).toEqual(rowBefore);
    expect(await ctx.deps.prisma.productFile.count()).toBe(countBefore);
    expect(await ctx.deps.prisma.auditEvent.count({ where: { entityType: 'product_file' } })).toBe(auditBefore);
  });

  it('types a product file from its bytes, never as HTML', () => {
    expect(sniffProductFile(Buffer.from('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffProductFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('application/zip');
    expect(sniffProductFile(Buffer.from('<html><script>alert(1)</script></html>'))).toBe('application/octet-stream');
  });
});
