import type { Readable } from 'node:stream';
import { REPLY_IMAGE_MAX_BYTES } from '@hashforge/contract/admin/after-sales';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { publicFileUrl, putPublicFile, readUploadStream, recordStaffUpload } from '../../files/files.service.ts';
import { sniffImage } from '../../files/upload-image.ts';

export const REPLY_IMAGE_TOO_LARGE = 'The picture is larger than 5 MB';

/**
 * `aftersales/upload-reply-image` (aftersales.reply): a picture support shows the buyer in a reply (the
 * board found burnt, the part replaced). Stored public like a product photo, under a key drawn from
 * its bytes, because the reply's HTML shows it by its address on the storefront and in the email; the
 * type comes from the bytes (JPEG or PNG), never the name. The upload and its audit row commit together.
 */
export async function uploadReplyImage(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  actor: StaffActor | null,
  file: { stream: Readable; fileName: string } | null,
) {
  if (!file) throw AppError.field('file', 'Attach the picture in the field file');
  const bytes = await readUploadStream(file.stream, REPLY_IMAGE_MAX_BYTES, REPLY_IMAGE_TOO_LARGE);
  const kind = sniffImage(bytes);
  if (!kind) throw AppError.field('file', 'Upload a JPEG or PNG picture');
  const put = await putPublicFile(deps, {
    bytes,
    fileName: file.fileName,
    contentType: kind.contentType,
    purpose: 'image',
  });
  const stored = await recordStaffUpload(deps, actor, put);
  return { fileId: stored.id, fileUrl: publicFileUrl(deps, stored.storageKey), fileSize: stored.fileSize };
}
