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
 * How a request names files the buyer uploaded before (KYC images, payment proofs, after-sale
 * photos): the file model as the upload answered it. Only `id` counts; the server resolves it
 * against the buyer's own files, so a URL sent back is never trusted.
 */
export const fileModelRef = z.object({ id }).passthrough();
export type FileModelRef = z.infer<typeof fileModelRef>;

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
