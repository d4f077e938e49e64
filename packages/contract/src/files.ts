import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { id, intField } from './envelope.ts';

/**
 * A stored file as every answer shows it (docs/contract.md section 7). `fileUrl` is stable for public
 * files (product images, manuals, firmware) and a signed, expiring URL for a buyer's own uploads.
 */
export const fileModel = z.object({
  id: z.number().int(),
  fileUrl: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
});
export type FileModel = z.infer<typeof fileModel>;

/** A file part of a multipart/form-data body, as the API document names it (its bytes, never JSON). */
export const filePart = z.string().meta({ format: 'binary' });

/**
 * What a stored file is for, and so where it may be attached (docs/domain.md D2): a buyer's image is
 * an `upload` until the first form that names it claims it as a KYC image, a payment proof, an
 * after-sale photo or a repair-payment proof; staff upload a `quotation` for one repair quote, and
 * public `image`s (products, covers, banners) and `productFile`s (manuals, firmware), and the
 * owner the brand's `logo` and `icon`.
 */
export const FILE_PURPOSES = [
  'upload',
  'kyc',
  'paymentProof',
  'afterSalePhoto',
  'repairProof',
  'quotation',
  'image',
  'productFile',
  'logo',
  'icon',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * Every request field that names stored files, by id or by storage key, with the purpose the
 * server attaches them for. The API's tests walk the contract through it, so a new call that takes
 * files is tried with files it must refuse.
 */
export const fileReferences = z.registry<{ purpose: FilePurpose; by: 'id' | 'key' }>();

/**
 * How a buyer's request names files the buyer uploaded before (KYC images, payment proofs,
 * after-sale photos): the file model as the upload answered it. Only `id` counts; the server
 * attaches it only when it is the buyer's own upload not used elsewhere, so a URL sent back is
 * never trusted.
 */
export function buyerFileRef(purpose: FilePurpose) {
  return z.object({ id }).passthrough().register(fileReferences, { purpose, by: 'id' });
}
export type FileModelRef = z.infer<ReturnType<typeof buyerFileRef>>;

/**
 * `POST /web/{provider}/oss/client/uploadFile`, multipart: a `file` part and a `type` field (2).
 * Not a JSON call, so `request` describes the non-file fields only; the storefront sends FormData.
 */
export const uploadFile = defineCall({
  path: shopPath('oss/client/uploadFile'),
  auth: true,
  encrypted: false,
  summary: 'Upload one jpg/jpeg/png image (multipart `file`, `type`=2, at most 3 MB); answers a private file model',
  request: z.object({ type: intField('type is an upload type number') }),
  response: fileModel,
});

/** The parts of an upload as the API document shows them: the `type` field, then the file. */
export const uploadFileForm = uploadFile.request.extend({ file: filePart });

/** `GET /web/{provider}/file/downloadSource?id=`: a manual or firmware file as an attachment. */
export const DOWNLOAD_SOURCE_PATH = shopPath('file/downloadSource');

export function downloadSourceUrl(provider: string, fileId: number): string {
  return `${DOWNLOAD_SOURCE_PATH.replace('{provider}', provider)}?id=${fileId}`;
}

export const fileCalls = { uploadFile };
