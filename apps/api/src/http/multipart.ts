import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * What the multipart parser (@fastify/busboy, beneath @fastify/multipart) throws for a body no browser
 * sends: no boundary or one it cannot search for (empty, or over 256 characters), a body that ends
 * before its closing delimiter (cut short, another boundary than the one named, bytes that are no
 * multipart at all). They are plain Errors, with no status or code to tell them from a fault (the
 * plugin's own FST_* errors carry a 4xx status and are answered by it), so they are known by their
 * words. test/infra/malformed-uploads.test.ts sends each shape to every multipart route: a parser
 * that words them otherwise fails there, not in front of a buyer.
 */
const PARSER_REFUSALS = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle (cannot|has to)/,
  /unexpected end of multipart data$/i,
];

/** True for the parser's refusal of a malformed multipart body: the caller's mistake, not a fault. */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || 'statusCode' in error || 'code' in error) return false;
  return PARSER_REFUSALS.some((words) => words.test(error.message));
}

/**
 * `request.file()` for the routes that stream their one file (files/upload, serials/import,
 * aftersales/upload-quotation), with the file's stream checked: when the body ends before its
 * closing delimiter, the parser has failed the stream before the handler gets it, and a reader that
 * starts on a failed stream (readline) waits for an end that never comes. The failure is thrown
 * instead, and answered as a malformed body.
 */
export async function uploadedFile(
  request: FastifyRequest,
  limits: { fileSize: number; files: number },
): Promise<MultipartFile | undefined> {
  const part = await request.file({ limits });
  if (part?.file.errored) throw part.file.errored;
  return part;
}
