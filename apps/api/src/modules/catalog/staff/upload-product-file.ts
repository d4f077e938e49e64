import type { Readable } from 'node:stream';
import { PRODUCT_FILE_MAX_BYTES } from '@hashforge/contract/admin/catalog';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { putPublicFile, readUploadStream, recordStaffUpload } from '../../files/files.service.ts';
import { uploadAnswer } from './upload-public-image.ts';

export { PRODUCT_FILE_MAX_BYTES };
export const PRODUCT_FILE_TOO_LARGE = 'The file is larger than 64 MB';

const SIGNATURES: { contentType: string; at: number; bytes: number[] }[] = [
  { contentType: 'application/pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { contentType: 'application/zip', at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK..
  { contentType: 'application/gzip', at: 0, bytes: [0x1f, 0x8b] },
  { contentType: 'application/x-bzip2', at: 0, bytes: [0x42, 0x5a, 0x68] }, // BZh
  { contentType: 'application/x-xz', at: 0, bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { contentType: 'application/x-7z-compressed', at: 0, bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { contentType: 'application/x-tar', at: 257, bytes: [0x75, 0x73, 0x74, 0x61, 0x72] }, // ustar
];

/**
 * The content type of a manual or firmware, from its bytes only (docs/backoffice.md section 7): PDF and
 * the usual archives by their signatures, anything else (a raw firmware image) as
 * application/octet-stream, so a file is never served as HTML or script whatever its name says.
 */
export function sniffProductFile(bytes: Buffer): string {
  const found = SIGNATURES.find(
    (s) => bytes.length >= s.at + s.bytes.length && s.bytes.every((b, i) => bytes[s.at + i] === b),
  );
  return found?.contentType ?? 'application/octet-stream';
}

/**
 * `files/upload` with kind productFile (catalog.write): a manual or firmware stored as a public
 * file, bounded while reading. It is listed nowhere until product-files/save names its fileId. The
 * bytes are put first; the file's row and its audit row then commit together (recordStaffUpload).
 */
export async function uploadProductFile(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  actor: StaffActor | null,
  file: { stream: Readable; fileName: string } | null,
) {
  if (!file) throw AppError.field('file', 'Attach the file in the field file');
  const bytes = await readUploadStream(file.stream, PRODUCT_FILE_MAX_BYTES, PRODUCT_FILE_TOO_LARGE);
  const put = await putPublicFile(deps, {
    bytes,
    fileName: file.fileName,
    contentType: sniffProductFile(bytes),
    purpose: 'productFile',
  });
  return uploadAnswer(deps, await recordStaffUpload(deps, actor, put));
}
