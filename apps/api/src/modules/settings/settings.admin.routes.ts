import {
  BRAND_IMAGE_KINDS,
  BRAND_IMAGE_MAX_BYTES,
  type BrandImageKind,
  settingsDesk,
} from '@hashforge/contract/admin/settings';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { uploadedFile } from '../../http/multipart.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { getBrandSettings, saveBrand } from './save-brand.ts';
import { getShopSettings, updateShopSettings } from './update-settings.ts';
import { BRAND_IMAGE_TOO_LARGE, uploadBrandImage } from './upload-brand-image.ts';
import { getUsdtSettings, saveUsdtSettings } from './usdt-settings.ts';

export function settingsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, settingsDesk.get, () => getShopSettings(deps));
  registerAdminCall(app, deps, settingsDesk.update, (input, ctx) => updateShopSettings(deps, ctx.actor, input));
  registerAdminCall(app, deps, settingsDesk.brand, () => getBrandSettings(deps));
  registerAdminCall(app, deps, settingsDesk.saveBrand, (input, ctx) => saveBrand(deps, ctx.actor, input));
  registerAdminCall(app, deps, settingsDesk.usdt, () => getUsdtSettings(deps));
  registerAdminCall(app, deps, settingsDesk.saveUsdt, (input, ctx) => saveUsdtSettings(deps, ctx.actor, input));
  registerAdminCall(app, deps, settingsDesk.uploadBrandImage, async (_input, ctx) => {
    if (!ctx.request.isMultipart())
      throw AppError.field('file', 'Send the image as multipart/form-data in the field file');
    // One byte past the bound, so a file of exactly the bound is read whole and a bigger one is caught.
    const part = await uploadedFile(ctx.request, { fileSize: BRAND_IMAGE_MAX_BYTES + 1, files: 1 });
    // The field sent before the file names what it is.
    const field = part?.fields.kind;
    const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
    if (!(BRAND_IMAGE_KINDS as readonly string[]).includes(value)) {
      throw AppError.field('kind', `Kind is ${BRAND_IMAGE_KINDS.join(' or ')}, sent before the file`);
    }
    const file = part && part.fieldname === 'file' ? { stream: part.file } : null;
    try {
      return await uploadBrandImage(deps, ctx.actor, value as BrandImageKind, file);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw AppError.field('file', BRAND_IMAGE_TOO_LARGE);
      throw error;
    }
  });
}
