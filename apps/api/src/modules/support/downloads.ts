import type { ProductDownloads, ProductFileModel } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { listProductDownloadRefs, ProductFileKind } from '../catalog/catalog.service.ts';
import { getPublicFiles } from '../files/files.service.ts';

/** `product/firmware/getList`: per product, its manuals and its firmware, newest first. */
export async function listDownloads(deps: Pick<Deps, 'prisma' | 'storage'>): Promise<ProductDownloads[]> {
  const products = await listProductDownloadRefs(deps);
  const files = await getPublicFiles(
    deps,
    products.flatMap((p) => p.files.map((f) => f.fileId)),
  );
  const byId = new Map(files.map((f) => [f.id, f]));
  return products.map((p) => {
    const models = (kind: number): ProductFileModel[] =>
      p.files.flatMap((ref) => {
        const file = ref.kind === kind ? byId.get(ref.fileId) : undefined;
        if (!file) return [];
        return [
          {
            id: file.id,
            fileName: file.fileName,
            fileSize: file.fileSize,
            fileUrl: deps.storage.publicUrl(file.storageKey),
            createTime: ref.createdAt.toISOString(),
            moduleRemark: ref.moduleRemark,
          },
        ];
      });
    return {
      productId: p.productId,
      productCode: p.productCode,
      productName: p.productName,
      productCategoryName: p.productCategoryName,
      manualFileModels: models(ProductFileKind.manual),
      firmwareFileModels: models(ProductFileKind.firmware),
    };
  });
}
