import {
  createProductForStaff,
  createSendCycle,
  listProductsForStaff,
  listStockMovements,
  updateProductForStaff,
  updateSendCycle,
  uploadFileForStaff,
} from '@hashforge/contract/admin/catalog';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { createProductByStaff, createSendCycleByStaff } from './staff/create-product.ts';
import { listProductsForStaff as listProducts, updateProduct } from './staff/update-product.ts';
import { listStockMovements as listMovements, updateSendCycle as updateCycle } from './staff/update-send-cycle.ts';
import { STAFF_IMAGE_MAX_BYTES, uploadPublicImage } from './staff/upload-public-image.ts';

/** The catalogue desk (BACKOFFICE.md sections 5 and 8). */
export function catalogAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, listProductsForStaff, (input) => listProducts(deps, input));
  registerAdminCall(app, deps, updateProductForStaff, ({ productId, ...change }, ctx) =>
    updateProduct(deps, ctx.actor, productId, change),
  );
  registerAdminCall(app, deps, updateSendCycle, ({ productSendCycleId, ...change }, ctx) =>
    updateCycle(deps, ctx.actor, productSendCycleId, change),
  );
  registerAdminCall(app, deps, listStockMovements, (input) => listMovements(deps, input));
  registerAdminCall(app, deps, createProductForStaff, (input, ctx) => createProductByStaff(deps, ctx.actor, input));
  registerAdminCall(app, deps, createSendCycle, ({ productId, ...cycle }, ctx) =>
    createSendCycleByStaff(deps, ctx.actor, productId, cycle),
  );
  registerAdminCall(app, deps, uploadFileForStaff, async (_input, ctx) => {
    if (!ctx.request.isMultipart())
      throw AppError.field('file', 'Send the image as multipart/form-data in the field file');
    // One byte past the bound, so a file of exactly the bound is read whole and a bigger one is caught.
    const part = await ctx.request.file({ limits: { fileSize: STAFF_IMAGE_MAX_BYTES + 1, files: 1 } });
    try {
      return await uploadPublicImage(
        deps,
        ctx.actor,
        part && part.fieldname === 'file' ? { stream: part.file, fileName: part.filename } : null,
      );
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw AppError.field('file', 'The image is larger than 5 MB');
      }
      throw error;
    }
  });
}
