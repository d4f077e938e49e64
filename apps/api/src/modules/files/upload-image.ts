import type { Readable } from 'node:stream';
import { type FileModel, MAX_IMAGE_BYTES, msg, UPLOAD_TYPE_IMAGE } from '@hashforge/contract';
import { STAFF_IMAGE_MAX_BYTES } from '@hashforge/contract/admin/catalog';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffActor } from '../audit/record-audit.ts';
import {
  putPublicFile,
  readUploadStream,
  recordStaffUpload,
  type StoredFile,
  storePrivateFile,
  toFileModel,
} from './files.service.ts';

interface ImageKind {
  contentType: string;
  extension: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What the bytes are, whatever the name or the declared type say: a JPEG starts with FF D8 FF, a
 * PNG with its 8-byte signature (docs/contract.md section 7). Anything else is not an image we take.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (bytes.length >= 16 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { contentType: 'image/png', extension: 'png' };
  }
  return null;
}

/** A PNG's width and height from its IHDR chunk, which the signature is always followed by; null if malformed. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

export interface UploadInput {
  type: unknown;
  /** Null when the request carried no file part. */
  file: { bytes: Buffer; fileName: string } | null;
  /** True when the file was longer than the multipart limit and cut short. */
  truncated: boolean;
}

/** `oss/client/uploadFile`: one jpg/jpeg/png image of at most 3 MB, kept private to the buyer. */
export async function uploadImage(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock'>,
  userId: number,
  input: UploadInput,
): Promise<FileModel> {
  if (Number(input.type) !== UPLOAD_TYPE_IMAGE) throw AppError.field('type', msg.uploadType);
  if (!input.file || input.file.bytes.length === 0) throw AppError.field('file', msg.uploadFileFirst);
  if (input.truncated || input.file.bytes.length > MAX_IMAGE_BYTES) throw AppError.field('file', msg.imageLimit);
  const kind = sniffImage(input.file.bytes);
  if (!kind) throw AppError.field('file', msg.imageType);
  const stored = await storePrivateFile(deps, userId, {
    bytes: input.file.bytes,
    fileName: input.file.fileName,
    contentType: kind.contentType,
    extension: kind.extension,
  });
  return toFileModel(deps, stored);
}

/** What a staff desk calls the public image it uploads, in its refusals ("The image is larger than 5 MB"). */
export type StaffImageNoun = 'image' | 'picture';

/** The refusal for a staff image over STAFF_IMAGE_MAX_BYTES, also what a route answers when multipart cuts it. */
export const staffImageTooLarge = (noun: StaffImageNoun) => `The ${noun} is larger than 5 MB`;

/**
 * A staff member's public image (files/upload's product photo, aftersales/upload-reply-image's
 * picture): a JPEG or PNG by its bytes, never the name or the declared type, of at most
 * STAFF_IMAGE_MAX_BYTES, bounded while reading. The bytes are put first under a key drawn from them;
 * the file's row and its audit row then commit together (recordStaffUpload).
 */
export async function storeStaffPublicImage(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  actor: StaffActor | null,
  file: { stream: Readable; fileName: string } | null,
  noun: StaffImageNoun,
): Promise<StoredFile> {
  if (!file) throw AppError.field('file', `Attach the ${noun} in the field file`);
  const bytes = await readUploadStream(file.stream, STAFF_IMAGE_MAX_BYTES, staffImageTooLarge(noun));
  const kind = sniffImage(bytes);
  if (!kind) throw AppError.field('file', `Upload a JPEG or PNG ${noun}`);
  const put = await putPublicFile(deps, {
    bytes,
    fileName: file.fileName,
    contentType: kind.contentType,
    purpose: 'image',
  });
  return recordStaffUpload(deps, actor, put);
}
