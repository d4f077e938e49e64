import type { Prisma } from '../../../db/generated/client.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { attachFiles } from '../../files/attach-files.ts';
import { getPublicFiles } from '../../files/files.service.ts';

// The product files desk (docs/backoffice.md section 5, "product files (firmware, manuals)"): the rows of
// product_file that the shop's product/firmware/getList lists when published. The bytes are a public
// stored file uploaded first through files/upload (kind productFile); a row names it by id.

type CatalogDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'storage'>;

const rowSelect = {
  id: true,
  productId: true,
  kind: true,
  fileId: true,
  version: true,
  moduleRemark: true,
  published: true,
  createdAt: true,
  product: { select: { productCode: true, name: true } },
} satisfies Prisma.ProductFileSelect;

type ProductFileRow = Prisma.ProductFileGetPayload<{ select: typeof rowSelect }>;

/** The fields staff set, as the audit log compares them. */
const EDITABLE = ['productId', 'kind', 'fileId', 'version', 'moduleRemark', 'published'] as const;

export interface ProductFileInput {
  id?: number | undefined;
  productId: number;
  kind: number;
  fileId: number;
  version: string;
  moduleRemark: string;
  published: boolean;
}

async function toAdminRows(deps: Pick<Deps, 'prisma' | 'storage'>, rows: readonly ProductFileRow[]) {
  const files = await getPublicFiles(
    deps,
    rows.map((r) => r.fileId),
  );
  const byId = new Map(files.map((f) => [f.id, f]));
  return rows.map((r) => {
    const file = byId.get(r.fileId);
    return {
      id: r.id,
      productId: r.productId,
      productCode: r.product.productCode,
      productName: r.product.name,
      kind: r.kind,
      fileId: r.fileId,
      fileName: file?.fileName ?? '',
      fileSize: file?.fileSize ?? 0,
      fileUrl: file ? deps.storage.publicUrl(file.storageKey) : '',
      version: r.version,
      moduleRemark: r.moduleRemark,
      published: r.published,
      createTime: r.createdAt.toISOString(),
    };
  });
}

/** `product-files/list` (catalog.read): published or not, newest first, for one product or all. */
export async function listProductFiles(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  input: { page: number; limit: number; productId?: number | undefined; kind?: number | undefined },
) {
  const where: Prisma.ProductFileWhereInput = {
    ...(input.productId === undefined ? {} : { productId: input.productId }),
    ...(input.kind === undefined ? {} : { kind: input.kind }),
  };
  const [total, rows] = await Promise.all([
    deps.prisma.productFile.count({ where }),
    deps.prisma.productFile.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(input),
      select: rowSelect,
    }),
  ]);
  return { total, list: await toAdminRows(deps, rows) };
}

/**
 * `product-files/save` (catalog.write): a new row (no id) or a change of one. The file must be a
 * manual or firmware files/upload stored (kind productFile), not an image or anyone's private file; the change and its audit row (only what changed) commit
 * together, then the public answer cache is emptied, so product/firmware/getList shows it at once.
 */
export async function saveProductFile(deps: CatalogDeps, actor: StaffActor | null, input: ProductFileInput) {
  const { id, ...data } = input;
  const saved = await deps.prisma.$transaction(async (tx) => {
    await attachFiles(tx, { purpose: 'productFile' }, [data.fileId], () => 'fileId');
    const product = await tx.product.findUnique({ where: { id: data.productId }, select: { id: true } });
    if (!product) throw AppError.field('productId', 'No product has this id');
    if (id === undefined) {
      const row = await tx.productFile.create({ data, select: rowSelect });
      await recordAudit(tx, actor, {
        action: 'catalog.product_file.create',
        entityType: 'product_file',
        entityId: String(row.id),
        after: data,
      });
      return row;
    }
    // Locks the row, so two staff saving it at once record what each really changed.
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM product_file WHERE id = ${id} FOR UPDATE`;
    if (!locked) throw AppError.notFound('Product file');
    const current = await tx.productFile.findUniqueOrThrow({ where: { id }, select: rowSelect });
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of EDITABLE) {
      if (data[key] !== current[key]) {
        before[key] = current[key];
        after[key] = data[key];
      }
    }
    if (Object.keys(after).length === 0) return current;
    const row = await tx.productFile.update({ where: { id }, data, select: rowSelect });
    await recordAudit(tx, actor, {
      action: 'catalog.product_file.update',
      entityType: 'product_file',
      entityId: String(id),
      before,
      after,
    });
    return row;
  });
  await invalidatePublicCache(deps);
  const [row] = await toAdminRows(deps, [saved]);
  return row!;
}

/** `product-files/delete` (catalog.write): the row goes, audited; the stored file stays (another row may name it). */
export async function deleteProductFile(deps: CatalogDeps, actor: StaffActor | null, id: number) {
  await deps.prisma.$transaction(async (tx) => {
    const current = await tx.productFile.findUnique({ where: { id }, select: rowSelect });
    if (!current) throw AppError.notFound('Product file');
    const gone = await tx.productFile.deleteMany({ where: { id } });
    if (gone.count !== 1) throw AppError.notFound('Product file');
    await recordAudit(tx, actor, {
      action: 'catalog.product_file.delete',
      entityType: 'product_file',
      entityId: String(id),
      before: Object.fromEntries(EDITABLE.map((key) => [key, current[key]])),
    });
  });
  await invalidatePublicCache(deps);
  return { id };
}
