import type { Readable } from 'node:stream';
import { STAFF_IMAGE_MAX_BYTES } from '@hashforge/contract/admin/catalog';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import {
  publicFileUrl,
  putPublicFile,
  readUploadStream,
  recordStaffUpload,
  type StoredFile,
} from '../../files/files.service.ts';
import { sniffImage } from '../../files/upload-image.ts';

export { STAFF_IMAGE_MAX_BYTES };

/**
 * `files/upload` (catalog.write): a public image for the catalogue or content. The type comes from
 * the bytes (JPEG or PNG), never the name or the declared type; the size is bounded while reading.
 * The bytes are put first; the file's row and its audit row then commit together (recordStaffUpload).
 */
export async function uploadPublicImage(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  actor: StaffActor | null,
  file: { stream: Readable; fileName: string } | null,
) {
  if (!file) throw AppError.field('file', 'Attach the image in the field file');
  const bytes = await readUploadStream(file.stream, STAFF_IMAGE_MAX_BYTES, 'The image is larger than 5 MB');
  const kind = sniffImage(bytes);
  if (!kind) throw AppError.field('file', 'Upload a JPEG or PNG image');
  const put = await putPublicFile(deps, {
    bytes,
    fileName: file.fileName,
    contentType: kind.contentType,
    purpose: 'image',
  });
  return uploadAnswer(deps, await recordStaffUpload(deps, actor, put));
}

/** What files/upload answers for a stored public file, whatever its kind. */
export function uploadAnswer(deps: Pick<Deps, 'storage'>, stored: StoredFile) {
  return {
    fileId: stored.id,
    storageKey: stored.storageKey,
    fileUrl: publicFileUrl(deps, stored.storageKey),
    fileSize: stored.fileSize,
  };
}
