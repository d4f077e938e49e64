import type { Readable } from 'node:stream';
import { QUOTATION_MAX_BYTES } from '@hashforge/contract/admin/after-sales';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { putStaffPrivateFile, readUploadStream, recordStaffUpload } from '../../files/files.service.ts';
import { sniffImage } from '../../files/upload-image.ts';

export const QUOTATION_TOO_LARGE = 'The quotation is larger than 10 MB';
const PDF_SIGNATURE = Buffer.from('%PDF-');

/** What a quotation is, from its bytes only: a PDF, or a JPEG or PNG image (a photographed form). */
function sniffQuotation(bytes: Buffer): { contentType: string; extension: string } | null {
  if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    return { contentType: 'application/pdf', extension: 'pdf' };
  }
  return sniffImage(bytes);
}

/**
 * `aftersales/upload-quotation` (aftersales.review): a quotation for a repair quote, kept private
 * under a random key. No buyer sees it until aftersales/quote attaches it to one request, whose
 * buyer it then belongs to (files/attach-files.ts); a quotation attaches once.
 */
export async function uploadQuotation(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock'>,
  actor: StaffActor | null,
  file: { stream: Readable; fileName: string } | null,
) {
  if (!file) throw AppError.field('file', 'Attach the quotation in the field file');
  const bytes = await readUploadStream(file.stream, QUOTATION_MAX_BYTES, QUOTATION_TOO_LARGE);
  const kind = sniffQuotation(bytes);
  if (!kind) throw AppError.field('file', 'Upload the quotation as a PDF, JPEG or PNG');
  const put = await putStaffPrivateFile(deps, { bytes, fileName: file.fileName, ...kind, purpose: 'quotation' });
  const stored = await recordStaffUpload(deps, actor, put);
  return { fileId: stored.id, fileName: stored.fileName, fileSize: stored.fileSize };
}
