import { createHash, randomUUID } from 'node:crypto';
import type { FileModel } from '@hashforge/contract';
import type { StoredFile } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { isSafeKey, type StoredStream } from '../../storage.ts';

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
 * Stores a public file (product image, banner, manual, firmware) under a key derived from its
 * bytes, so storing the same bytes twice gives the same row and its URL can be cached forever.
 */
export async function storePublicFile(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  file: { bytes: Buffer; fileName: string; contentType: string },
): Promise<StoredFile> {
  const digest = createHash('sha256').update(file.bytes).digest('hex').slice(0, 24);
  const fileName = cleanFileName(file.fileName, 'file');
  const storageKey = `${PUBLIC_PREFIX}${digest}/${keySafe(fileName)}`;
  await deps.storage.put(storageKey, file.bytes, file.contentType);
  return deps.prisma.storedFile.upsert({
    where: { storageKey },
    create: {
      storageKey,
      fileName,
      fileSize: file.bytes.length,
      contentType: file.contentType,
      isPrivate: false,
      ownerId: null,
    },
    update: {},
  });
}

/** Stores a buyer's upload as a private file under a random key (docs/contract.md section 7). */
export async function storePrivateFile(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock'>,
  ownerId: number,
  file: { bytes: Buffer; fileName: string; contentType: string; extension: string },
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
      createdAt: deps.clock.now(),
    },
  });
}

/**
 * The buyer's own uploads by id, in the order asked, each once. Any id that is not this buyer's
 * private upload answers `File not found`, exactly as an id that does not exist.
 */
export async function resolveOwnedFiles(
  deps: Pick<Deps, 'prisma'>,
  userId: number,
  ids: readonly number[],
): Promise<StoredFile[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await deps.prisma.storedFile.findMany({
    where: { id: { in: unique }, ownerId: userId, isPrivate: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw AppError.notFound('File');
    return row;
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

/** The file model of the wire: a stable URL for public files, a signed expiring one for private. */
export async function toFileModel(deps: Pick<Deps, 'storage'>, file: StoredFile): Promise<FileModel> {
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
