import type { FilePurpose } from '@hashforge/contract';
import { FILE_WRONG_KIND } from '@hashforge/contract/admin/messages';
import type { Tx } from '../../db/client.ts';
import { Prisma, type StoredFile } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { PRIVATE_PREFIX } from './files.service.ts';

// The one rule for every call that attaches stored files (docs/domain.md D2). A buyer's file is theirs
// alone and belongs where it was first named; a staff upload goes only where its kind belongs. Each
// use case calls attachFiles (by id) or attachImageKeys (by storage key) inside the transaction that
// writes the attachment, so the claim and the attachment commit or roll back together.

/** What files are attached for: every purpose but a buyer's unclaimed `upload`. */
export type AttachPurpose = Exclude<FilePurpose, 'upload'>;
type BuyerPurpose = 'kyc' | 'paymentProof' | 'afterSalePhoto' | 'repairProof';

/** Where files go: a buyer's private place (whose file it is, or becomes), or a public one. */
export type FilePlace =
  | { purpose: BuyerPurpose | 'quotation'; buyerId: number }
  | { purpose: 'image' | 'productFile' | 'logo' | 'icon' };

interface PurposeRule {
  /** The buyer's own upload (claimed from `upload`), or a staff upload of exactly this purpose. */
  madeBy: 'buyer' | 'staff';
  /** Whether a file already attached for this purpose may be named again (for private files: by the same buyer). */
  again: boolean;
}

const RULES: Record<AttachPurpose, PurposeRule> = {
  // One verification per buyer: a submission after a rejection may name the same images again.
  kyc: { madeBy: 'buyer', again: true },
  // A receipt proves one payment: naming it for a second one would count the same money twice.
  paymentProof: { madeBy: 'buyer', again: false },
  repairProof: { madeBy: 'buyer', again: false },
  // A photo of a fault may show in another of the buyer's own repair requests (two machines, one cause).
  afterSalePhoto: { madeBy: 'buyer', again: true },
  // Made for one repair: the buyer it is attached for becomes its owner and alone sees it.
  quotation: { madeBy: 'staff', again: false },
  // Public, shown wherever staff place them.
  image: { madeBy: 'staff', again: true },
  productFile: { madeBy: 'staff', again: true },
  // The owner's, from settings/brand/upload: a logo put back after another was tried is named again.
  logo: { madeBy: 'staff', again: true },
  icon: { madeBy: 'staff', again: true },
};

function refusal(purpose: AttachPurpose, path: string): AppError {
  // A buyer is told nothing about a file that is not theirs to name: it answers as one that does not exist.
  if (RULES[purpose].madeBy === 'buyer') return AppError.notFound('File');
  return AppError.field(path, FILE_WRONG_KIND[purpose as keyof typeof FILE_WRONG_KIND]);
}

/** The private files that may go to this buyer's place now. */
function claimable(place: Extract<FilePlace, { buyerId: number }>): Prisma.StoredFileWhereInput {
  const rule = RULES[place.purpose];
  if (rule.madeBy === 'buyer') {
    return {
      isPrivate: true,
      ownerId: place.buyerId,
      purpose: { in: rule.again ? ['upload', place.purpose] : ['upload'] },
    };
  }
  return {
    isPrivate: true,
    purpose: place.purpose,
    OR: [{ ownerId: null }, ...(rule.again ? [{ ownerId: place.buyerId }] : [])],
  };
}

/**
 * Attaches stored files named by id to a place: answers them in the order asked, each once, or
 * refuses the first that does not fit (at `at(index)` for staff fields; as `File not found` to a
 * buyer). Private files are claimed by one conditional update (purpose set, owner the buyer), so of
 * two forms naming the same upload at once only one gets it; the caller's transaction rolls the
 * claim back with its own writes when anything else refuses.
 */
export async function attachFiles(
  tx: Pick<Tx, 'storedFile'>,
  place: FilePlace,
  ids: readonly number[],
  at: (index: number) => string,
): Promise<StoredFile[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows =
    'buyerId' in place
      ? await tx.storedFile.updateManyAndReturn({
          where: { id: { in: unique }, ...claimable(place) },
          data: { purpose: place.purpose, ownerId: place.buyerId },
        })
      : await tx.storedFile.findMany({ where: { id: { in: unique }, isPrivate: false, purpose: place.purpose } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = unique.find((id) => !byId.has(id));
  if (missing !== undefined) throw refusal(place.purpose, at(ids.indexOf(missing)));
  return unique.map((id) => byId.get(id)!);
}

/**
 * A buyer's KYC images that their verification no longer names (a resubmission after a rejection
 * replaced them) belong to nobody from now: no form can name them again (a claim needs the buyer as
 * owner), no page shows them (getAttachedFiles needs it too), and the housekeeping job deletes them,
 * row and bytes, finding them by that empty owner instead of reading every stored file
 * (delete-unattached-uploads.ts). Call it in the transaction that rewrites the attachments.
 */
export async function releaseKycFiles(tx: Pick<Tx, 'storedFile'>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.storedFile.updateMany({
    where: { id: { in: [...ids] }, isPrivate: true, purpose: 'kyc' },
    data: { ownerId: null },
  });
}

const isUrl = (ref: string) => /^https?:\/\//i.test(ref);
const isSitePath = (ref: string) => ref.startsWith('/');

/**
 * Image references by storage key (product images, news covers, banners): each must be a public
 * image files/upload stored, one the place shows already (`known`), or, where `links` allows them, an
 * http(s) link or a site path. A private file's key or URL is refused in every case. An empty
 * reference (no cover) names nothing.
 */
export async function attachImageKeys(
  tx: Pick<Tx, 'storedFile'>,
  refs: readonly string[],
  options: { at: (index: number) => string; known?: ReadonlySet<string>; links?: boolean },
): Promise<void> {
  const known = options.known ?? new Set<string>();
  const keys: string[] = [];
  refs.forEach((ref, i) => {
    if (ref === '' || known.has(ref)) return;
    if (ref.startsWith(PRIVATE_PREFIX) || ref.startsWith('/files/private/')) {
      throw AppError.field(options.at(i), FILE_WRONG_KIND.image);
    }
    if (isUrl(ref) || isSitePath(ref)) {
      if (!options.links) throw AppError.field(options.at(i), FILE_WRONG_KIND.image);
      return;
    }
    keys.push(ref);
  });
  if (keys.length === 0) return;
  const stored = await tx.storedFile.findMany({
    where: { storageKey: { in: keys }, isPrivate: false, purpose: 'image' },
    select: { storageKey: true },
  });
  const usable = new Set(stored.map((f) => f.storageKey));
  const wrong = refs.findIndex((ref) => keys.includes(ref) && !usable.has(ref));
  if (wrong >= 0) throw AppError.field(options.at(wrong), FILE_WRONG_KIND.image);
}

/**
 * Files a module attached to something of a buyer's (an after-sale's photos, quotation and proofs,
 * a KYC's images, an order's proofs): each named by id with the buyer it was attached for, answered
 * in the order asked, each once. A file is answered only when it is that buyer's: one attached
 * before this rule existed and not theirs stays hidden. Ids without a row (a file purged from
 * storage) are left out rather than failing the whole page.
 */
export async function getAttachedFiles(
  deps: Pick<Deps, 'prisma'>,
  attached: readonly { fileId: number; ownerId: number }[],
): Promise<StoredFile[]> {
  if (attached.length === 0) return [];
  const owners = new Map<number, Set<number>>();
  for (const { fileId, ownerId } of attached) owners.set(fileId, (owners.get(fileId) ?? new Set()).add(ownerId));
  const rows = await deps.prisma.storedFile.findMany({ where: { id: { in: [...owners.keys()] } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...owners.keys()].flatMap((id) => {
    const row = byId.get(id);
    return row && row.ownerId !== null && owners.get(id)!.has(row.ownerId) ? [row] : [];
  });
}

/**
 * getAttachedFiles' rule as a fragment of a module's own statement (decision 017): the file `fileId`
 * names, as one JSON column `file` (a FileModelSource), when it is `ownerId`'s; no row otherwise.
 */
export function attachedFileSql(fileId: Prisma.Sql, ownerId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT json_build_object('id', sf.id, 'storageKey', sf."storageKey", 'fileName', sf."fileName",
      'fileSize', sf."fileSize", 'isPrivate', sf."isPrivate") AS file
    FROM stored_file sf WHERE sf.id = ${fileId} AND sf."ownerId" = ${ownerId}`;
}

/** A buyer's private file as a staff desk shows it: its name and a signed link. */
export interface SignedFile {
  id: number;
  fileName: string;
  fileUrl: string;
}

/**
 * getAttachedFiles for a staff desk's look at them (an order's or a repair's payment proofs, a
 * KYC's documents): each with a signed link that dies after `seconds`, keyed by file id.
 */
export async function signAttachedFiles(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  attached: readonly { fileId: number; ownerId: number }[],
  seconds: number,
): Promise<Map<number, SignedFile>> {
  const files = await getAttachedFiles(deps, attached);
  return new Map(
    await Promise.all(
      files.map(
        async (f) =>
          [
            f.id,
            { id: f.id, fileName: f.fileName, fileUrl: await deps.storage.privateUrl(f.storageKey, seconds) },
          ] as const,
      ),
    ),
  );
}
