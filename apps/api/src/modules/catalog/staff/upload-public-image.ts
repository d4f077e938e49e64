import type { Readable } from 'node:stream';
import { STAFF_IMAGE_MAX_BYTES } from '@hashforge/contract/admin/catalog';
import type { Deps } from '../../../deps.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { publicFileUrl, type StoredFile } from '../../files/files.service.ts';
import { storeStaffPublicImage } from '../../files/upload-image.ts';

export { STAFF_IMAGE_MAX_BYTES };

/**
 * `files/upload` (catalog.write): a public image for the catalogue or content, stored as every staff
 * image is (storeStaffPublicImage: type from the bytes, size bounded while reading, its row and its
 * audit row committed together).
 */
export async function uploadPublicImage(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  actor: StaffActor | null,
  file: { stream: Readable; fileName: string } | null,
) {
  return uploadAnswer(deps, await storeStaffPublicImage(deps, actor, file, 'image'));
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
