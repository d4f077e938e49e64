import type { Readable } from 'node:stream';
import type { Deps } from '../../../deps.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { publicFileUrl } from '../../files/files.service.ts';
import { storeStaffPublicImage } from '../../files/upload-image.ts';

/**
 * `aftersales/upload-reply-image` (aftersales.reply): a picture support shows the buyer in a reply (the
 * board found burnt, the part replaced). Stored public like a product photo (storeStaffPublicImage: type
 * from the bytes, the upload and its audit row committed together), because the reply's HTML shows it
 * by its address on the storefront's after-sale page. The reply's email is plain text and names no picture.
 */
export async function uploadReplyImage(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  actor: StaffActor | null,
  file: { stream: Readable; fileName: string } | null,
) {
  const stored = await storeStaffPublicImage(deps, actor, file, 'picture');
  return { fileId: stored.id, fileUrl: publicFileUrl(deps, stored.storageKey), fileSize: stored.fileSize };
}
