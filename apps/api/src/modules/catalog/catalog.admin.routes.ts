import { catalogDesk, UPLOAD_KINDS, type UploadKind } from '@hashforge/contract/admin/catalog';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { uploadedFile } from '../../http/multipart.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { staffImageTooLarge } from '../files/upload-image.ts';
import { createProductByStaff, createSendCycleByStaff } from './staff/create-product.ts';
import { deleteProductFile, listProductFiles, saveProductFile } from './staff/manage-product-files.ts';
import { listProductsForStaff, updateProduct } from './staff/update-product.ts';
import { getProductDetailsForStaff, updateProductDetails } from './staff/update-product-details.ts';
import { listStockMovements, updateSendCycle } from './staff/update-send-cycle.ts';
import { PRODUCT_FILE_MAX_BYTES, PRODUCT_FILE_TOO_LARGE, uploadProductFile } from './staff/upload-product-file.ts';
import { uploadPublicImage } from './staff/upload-public-image.ts';

/** The catalogue desk (docs/backoffice.md sections 5 and 8). */
export function catalogAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, catalogDesk.listProducts, (input) => listProductsForStaff(deps, input));
  registerAdminCall(app, deps, catalogDesk.updateProduct, ({ productId, ...change }, ctx) =>
    updateProduct(deps, ctx.actor, productId, change),
  );
  registerAdminCall(app, deps, catalogDesk.getProduct, (input) => getProductDetailsForStaff(deps, input.productId));
  registerAdminCall(app, deps, catalogDesk.updateProductDetails, ({ productId, ...change }, ctx) =>
    updateProductDetails(deps, ctx.actor, productId, change),
  );
  registerAdminCall(app, deps, catalogDesk.updateSendCycle, ({ productSendCycleId, ...change }, ctx) =>
    updateSendCycle(deps, ctx.actor, productSendCycleId, change),
  );
  registerAdminCall(app, deps, catalogDesk.listStockMovements, (input) => listStockMovements(deps, input));
  registerAdminCall(app, deps, catalogDesk.createProduct, (input, ctx) => createProductByStaff(deps, ctx.actor, input));
  registerAdminCall(app, deps, catalogDesk.createSendCycle, ({ productId, ...cycle }, ctx) =>
    createSendCycleByStaff(deps, ctx.actor, productId, cycle),
  );
  registerAdminCall(app, deps, catalogDesk.uploadFile, async (_input, ctx) => {
    if (!ctx.request.isMultipart())
      throw AppError.field('file', 'Send the image as multipart/form-data in the field file');
    // One byte past the largest bound, so a file of exactly the bound is read whole and a bigger one
    // is caught; each kind's reader holds its own, smaller or not, while it reads.
    const part = await uploadedFile(ctx.request, { fileSize: PRODUCT_FILE_MAX_BYTES + 1, files: 1 });
    // The fields sent before the file: `kind` names what is stored (image when absent).
    const field = part?.fields.kind;
    const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : 'image';
    if (!(UPLOAD_KINDS as readonly string[]).includes(value)) {
      throw AppError.field('kind', `Kind is ${UPLOAD_KINDS.join(' or ')}`);
    }
    const kind = value as UploadKind;
    const file = part && part.fieldname === 'file' ? { stream: part.file, fileName: part.filename } : null;
    try {
      return kind === 'productFile'
        ? await uploadProductFile(deps, ctx.actor, file)
        : await uploadPublicImage(deps, ctx.actor, file);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw AppError.field('file', kind === 'productFile' ? PRODUCT_FILE_TOO_LARGE : staffImageTooLarge('image'));
      }
      throw error;
    }
  });
  registerAdminCall(app, deps, catalogDesk.listProductFiles, (input) => listProductFiles(deps, input));
  registerAdminCall(app, deps, catalogDesk.saveProductFile, (input, ctx) => saveProductFile(deps, ctx.actor, input));
  registerAdminCall(app, deps, catalogDesk.deleteProductFile, (input, ctx) =>
    deleteProductFile(deps, ctx.actor, input.id),
  );
}
