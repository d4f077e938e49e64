import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileModel, FilePurpose } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import type { Prisma, StoredFile } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { isSafeKey, type StoredStream } from '../../storage.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';

export type { StoredFile };

/** Storage keys of buyers' uploads start here; `/files/public/*` never serves anything under it. */
export const PRIVATE_PREFIX = 'private/';
const PUBLIC_PREFIX = 'pub/';

/** A file name as a buyer or the vendor gave it, made safe to keep and to echo in a header. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes would break a Content-Disposition header or a log line.
  const cleaned = base
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

function keySafe(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 80) || 'file'
  );
}

/**
 * A staff upload's bytes, read whole from its multipart stream: refused at the field `file` as soon
 * as it passes `max` bytes (nothing more is read), and when empty.
 */
export async function readUploadStream(stream: Readable, max: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw AppError.field('file', tooLarge);
    chunks.push(chunk);
  }
  if (size === 0) throw AppError.field('file', 'The file is empty');
  return Buffer.concat(chunks);
}

/** A stored file's row before it is recorded: the bytes are in storage, the row goes in with its change. */
export type NewStoredFile = Omit<Prisma.StoredFileUncheckedCreateInput, 'id'>;

/** The purposes of public files, stored by staff. */
export type PublicPurpose = 'image' | 'productFile' | 'logo' | 'icon';

/** Images keep the plain key they always had; other kinds get a segment of their own. */
const KEY_SEGMENT: Record<PublicPurpose, string> = { image: '', productFile: 'files/', logo: 'brand/', icon: 'brand/' };

/**
 * Puts a public file (product image, banner, manual, firmware, the brand's logo and icon) under a key derived from its bytes
 * and its purpose, so storing the same bytes twice gives the same row and its URL can be cached
 * forever, while an image and a manual of the same bytes stay two files of their own kinds.
 * Answers the row for `recordStoredFile` (inside the transaction of the change that records it).
 */
export async function putPublicFile(
  deps: Pick<Deps, 'storage'>,
  file: {
    bytes: Buffer;
    fileName: string;
    contentType: string;
    purpose: PublicPurpose;
    /** An image's size, where a page keeps its box before it loads (the brand's logo and icon). */
    size?: { width: number; height: number };
  },
): Promise<NewStoredFile> {
  const digest = createHash('sha256').update(file.bytes).digest('hex').slice(0, 24);
  const fileName = cleanFileName(file.fileName, 'file');
  const storageKey = `${PUBLIC_PREFIX}${KEY_SEGMENT[file.purpose]}${digest}/${keySafe(fileName)}`;
  await deps.storage.put(storageKey, file.bytes, file.contentType);
  return {
    storageKey,
    fileName,
    fileSize: file.bytes.length,
    contentType: file.contentType,
    isPrivate: false,
    ownerId: null,
    purpose: file.purpose,
    width: file.size?.width ?? null,
    height: file.size?.height ?? null,
  };
}

/**
 * Puts a staff member's private file (a repair quotation) under a random key. No buyer owns it until
 * a quote attaches it (files/attach-files.ts). Answers the row for `recordStoredFile`.
 */
export async function putStaffPrivateFile(
  deps: Pick<Deps, 'storage' | 'clock'>,
  file: { bytes: Buffer; fileName: string; contentType: string; extension: string; purpose: 'quotation' },
): Promise<NewStoredFile> {
  const storageKey = `${PRIVATE_PREFIX}staff/${randomUUID()}.${file.extension}`;
  await deps.storage.put(storageKey, file.bytes, file.contentType);
  return {
    storageKey,
    fileName: cleanFileName(file.fileName, `${file.purpose}.${file.extension}`),
    fileSize: file.bytes.length,
    contentType: file.contentType,
    isPrivate: true,
    ownerId: null,
    purpose: file.purpose,
    createdAt: deps.clock.now(),
  };
}

/** Records a stored file's row; a public key already recorded answers its row (same bytes, same file). */
export function recordStoredFile(db: Pick<Tx, 'storedFile'>, file: NewStoredFile): Promise<StoredFile> {
  return file.isPrivate
    ? db.storedFile.create({ data: file })
    : db.storedFile.upsert({ where: { storageKey: file.storageKey }, create: file, update: {} });
}

/**
 * A staff upload's row and its audit row (`files.upload`, naming the kind), in one transaction: an
 * upload the log could not record is not kept. The bytes were put before (`putPublicFile`, ...).
 */
export function recordStaffUpload(
  deps: Pick<Deps, 'prisma'>,
  actor: StaffActor | null,
  put: NewStoredFile,
): Promise<StoredFile> {
  return deps.prisma.$transaction(async (tx) => {
    const row = await recordStoredFile(tx, put);
    await recordAudit(tx, actor, {
      action: 'files.upload',
      entityType: 'stored_file',
      entityId: String(row.id),
      after: { storageKey: row.storageKey, fileSize: row.fileSize, kind: row.purpose },
    });
    return row;
  });
}

/** A public file put and recorded at once (the seed's images, manuals, firmware, logo and icon). */
export async function storePublicFile(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  file: Parameters<typeof putPublicFile>[1],
): Promise<StoredFile> {
  return recordStoredFile(deps.prisma, await putPublicFile(deps, file));
}

/**
 * Stores a buyer's upload as a private file under a random key (docs/contract.md section 7). It is
 * an `upload` until the first form that names it claims it (files/attach-files.ts); the seed, which
 * writes its places directly, says what each file is for.
 */
export async function storePrivateFile(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock'>,
  ownerId: number,
  file: { bytes: Buffer; fileName: string; contentType: string; extension: string; purpose?: FilePurpose },
): Promise<StoredFile> {
  const storageKey = `${PRIVATE_PREFIX}u${ownerId}/${randomUUID()}.${file.extension}`;
  await deps.storage.put(storageKey, file.bytes, file.contentType);
  return deps.prisma.storedFile.create({
    data: {
      storageKey,
      fileName: cleanFileName(file.fileName, `image.${file.extension}`),
      fileSize: file.bytes.length,
      contentType: file.contentType,
      isPrivate: true,
      ownerId,
      purpose: file.purpose ?? 'upload',
      createdAt: deps.clock.now(),
    },
  });
}

/** Public files by id (for download lists); private or unknown ids are left out. */
export async function getPublicFiles(deps: Pick<Deps, 'prisma'>, ids: readonly number[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  return deps.prisma.storedFile.findMany({ where: { id: { in: [...new Set(ids)] }, isPrivate: false } });
}

/**
 * A stored image or document reference as a URL: absolute URLs are kept (an editor may link an
 * outside image), site paths are kept, anything else is a public storage key.
 */
export function publicFileUrl(deps: Pick<Deps, 'storage'>, ref: string): string {
  if (ref === '' || /^https?:\/\//i.test(ref) || ref.startsWith('/')) return ref;
  return deps.storage.publicUrl(ref);
}

/** What toFileModel reads of a stored file (a statement of a module's may read only these, attachedFileSql). */
export type FileModelSource = Pick<StoredFile, 'id' | 'storageKey' | 'fileName' | 'fileSize' | 'isPrivate'>;

/** The file model of the wire: a stable URL for public files, a signed expiring one for private. */
export async function toFileModel(deps: Pick<Deps, 'storage'>, file: FileModelSource): Promise<FileModel> {
  return {
    id: file.id,
    fileUrl: file.isPrivate ? await deps.storage.privateUrl(file.storageKey) : deps.storage.publicUrl(file.storageKey),
    fileName: file.fileName,
    fileSize: file.fileSize,
  };
}

export function toFileModels(deps: Pick<Deps, 'storage'>, files: readonly StoredFile[]): Promise<FileModel[]> {
  return Promise.all(files.map((f) => toFileModel(deps, f)));
}

/** A stored file with its bytes, as the file routes send it. */
export interface FileContent {
  file: StoredFile;
  /** Streamed from storage to the answer, never read whole into memory. */
  content: StoredStream;
}

async function fileByKey(deps: Pick<Deps, 'prisma'>, key: string): Promise<StoredFile | null> {
  if (!isSafeKey(key) || key.length > 300) return null;
  return deps.prisma.storedFile.findUnique({ where: { storageKey: key } });
}

/** `/files/public/*`: a public file by its key; null for a private, unknown or unsafe key. */
export async function readPublicFile(deps: Pick<Deps, 'prisma' | 'storage'>, key: string): Promise<FileContent | null> {
  const file = key.startsWith(PRIVATE_PREFIX) ? null : await fileByKey(deps, key);
  if (!file || file.isPrivate) return null;
  return { file, content: await deps.storage.stream(file.storageKey) };
}

/**
 * `/files/private/*`: a file behind a signed, expiring URL; null when the signature does not check
 * out, has expired or names no file. `maxAge` is what is left of the signature's life, in seconds.
 */
export async function readPrivateFile(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock'>,
  key: string,
  signature: { expires?: number | undefined; sig?: string | undefined },
): Promise<(FileContent & { maxAge: number }) | null> {
  const { expires, sig } = signature;
  const nowMs = deps.clock.now().getTime();
  if (expires === undefined || !sig || !deps.storage.verifyPrivate(key, expires, sig, nowMs)) return null;
  const file = await fileByKey(deps, key);
  if (!file) return null;
  const maxAge = Math.max(0, Math.floor(expires - nowMs / 1000));
  return { file, content: await deps.storage.stream(file.storageKey), maxAge };
}

/** `file/downLoadSource`: a public file (manual, firmware) by id, refused as not found otherwise. */
export async function readDownload(deps: Pick<Deps, 'prisma' | 'storage'>, id: number): Promise<FileContent> {
  const file = await deps.prisma.storedFile.findFirst({ where: { id, isPrivate: false } });
  if (!file) throw AppError.notFound('File');
  return { file, content: await deps.storage.stream(file.storageKey) };
}
