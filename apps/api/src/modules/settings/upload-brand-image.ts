import type { Readable } from 'node:stream';
import { BRAND_IMAGE_MAX_BYTES, type BrandImageKind } from '@hashforge/contract/admin/settings';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffActor } from '../audit/record-audit.ts';
import { publicFileUrl, putPublicFile, readUploadStream, recordStaffUpload } from '../files/files.service.ts';
import { checkSvg } from '../files/svg-image.ts';
import { pngSize } from '../files/upload-image.ts';

export const BRAND_IMAGE_TOO_LARGE = 'The image is larger than 1 MB';
export const BRAND_IMAGE_TYPE = 'Upload a PNG or an SVG image';
export const ICON_NOT_SQUARE = 'The icon must be square (as wide as it is high)';
/** A phone's home screen asks for 180 px; a smaller PNG would be blurred there. */
export const ICON_MIN_PNG = 180;
export const ICON_TOO_SMALL = `A PNG icon must be at least ${ICON_MIN_PNG} x ${ICON_MIN_PNG} pixels (or upload an SVG)`;

/** A PNG, or an SVG that passes checkSvg, with its size: what a logo or an icon may be. */
export function brandImage(bytes: Buffer): {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
} {
  const png = pngSize(bytes);
  if (png) return { bytes, contentType: 'image/png', extension: 'png', ...png };
  // Anything that is not a PNG must read as an SVG; a JPEG, a GIF or random bytes fail there.
  if (
    !/^\s*</.test(
      bytes
        .subarray(0, 512)
        .toString('latin1')
        .replace(/^\xEF\xBB\xBF/, ''),
    )
  ) {
    throw AppError.field('file', BRAND_IMAGE_TYPE);
  }
  const svg = checkSvg(bytes);
  return { bytes: svg.bytes, contentType: 'image/svg+xml', extension: 'svg', width: svg.width, height: svg.height };
}

/**
 * `settings/brand/upload` (settings.manage): the shop's logo or icon, from its bytes only. The file is
 * public, under a key made from its bytes (`pub/brand/<digest>/logo.svg`), so its address can be
 * cached for a year and a new logo is a new address. It shows nowhere until settings/brand/save
 * names it; the row and its audit row commit together (recordStaffUpload).
 */
export async function uploadBrandImage(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  actor: StaffActor | null,
  kind: BrandImageKind,
  file: { stream: Readable } | null,
) {
  if (!file) throw AppError.field('file', `Attach the ${kind} in the field file`);
  const bytes = await readUploadStream(file.stream, BRAND_IMAGE_MAX_BYTES, BRAND_IMAGE_TOO_LARGE);
  const image = brandImage(bytes);
  if (kind === 'icon' && image.width !== image.height) throw AppError.field('file', ICON_NOT_SQUARE);
  if (kind === 'icon' && image.contentType === 'image/png' && image.width < ICON_MIN_PNG) {
    throw AppError.field('file', ICON_TOO_SMALL);
  }
  const put = await putPublicFile(deps, {
    bytes: image.bytes,
    fileName: `${kind}.${image.extension}`,
    contentType: image.contentType,
    purpose: kind,
    size: { width: image.width, height: image.height },
  });
  const stored = await recordStaffUpload(deps, actor, put);
  return {
    fileId: stored.id,
    fileUrl: publicFileUrl(deps, stored.storageKey),
    contentType: stored.contentType,
    width: image.width,
    height: image.height,
  };
}
