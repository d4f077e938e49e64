import type { Readable } from 'node:stream';
import { STAFF_IMAGE_MAX_BYTES } from '@hashforge/contract/admin/catalog';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { publicFileUrl, storePublicFile } from '../../files/files.service.ts';
import { sniffImage } from '../../files/upload-image.ts';

export { STAFF_IMAGE_MAX_BYTES };

/**
 * `files/upload` (catalog.write): a public image for the catalogue or content. The type comes from
 * the bytes (JPEG or PNG), never the name or the declared type; the size is bounded while reading.
 */
export async function uploadPublicImage(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  actor: StaffActor | null,
  file: { stream: Readable; fileName: string } | null,
) {
  if (!file) throw AppError.field('file', 'Attach the image in the field file');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > STAFF_IMAGE_MAX_BYTES) throw AppError.field('file', 'The image is larger than 5 MB');
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw AppError.field('file', 'The file is empty');
  const kind = sniffImage(bytes);
  if (!kind) throw AppError.field('file', 'Upload a JPEG or PNG image');
  const stored = await storePublicFile(deps, { bytes, fileName: file.fileName, contentType: kind.contentType });
  await recordAudit(deps.prisma, actor, {
    action: 'files.upload',
    entityType: 'stored_file',
    entityId: String(stored.id),
    after: { storageKey: stored.storageKey, fileSize: stored.fileSize },
  });
  return {
    fileId: stored.id,
    storageKey: stored.storageKey,
    fileUrl: publicFileUrl(deps, stored.storageKey),
    fileSize: stored.fileSize,
  };
}
