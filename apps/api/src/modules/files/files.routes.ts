import {
  callPath,
  DOWNLOAD_SOURCE_PATH,
  envelopeSchema,
  fileCalls,
  fileModel,
  id,
  msg,
  uploadFileForm,
} from '@hashforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { domainOf, shopOperation } from '../../http/openapi.ts';
import { authenticate } from '../../http/register-call.ts';
import type { StoredStream } from '../../storage.ts';
import type { SessionIdentity } from '../auth/sessions.ts';
import { cleanFileName, readDownload, readPrivateFile, readPublicFile, type StoredFile } from './files.service.ts';
import { type UploadInput, uploadImage } from './upload-image.ts';

/** The session the upload route's onRequest hook found, for its handler. */
const uploaders = new WeakMap<FastifyRequest, SessionIdentity>();

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Stored files are shown, never run: an SVG opened on its own gets no script and no outside fetches. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** Streams a stored file to the answer (never read whole into memory). */
function sendFile(reply: FastifyReply, file: StoredFile, content: StoredStream, cacheControl: string): FastifyReply {
  if (content.size !== undefined) reply.header('content-length', String(content.size));
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', cacheControl)
    .header('content-security-policy', FILE_CSP)
    .send(content.body);
}

/** RFC 6266: an ASCII fallback name plus the exact name in UTF-8. */
export function contentDisposition(fileName: string): string {
  const name = cleanFileName(fileName, 'download');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function readUpload(request: FastifyRequest): Promise<UploadInput> {
  if (!request.isMultipart()) throw AppError.field('file', msg.uploadFileFirst);
  const input: UploadInput = { type: undefined, file: null, truncated: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || input.file) {
          // Drain what we will not keep, so the request completes.
          await part.toBuffer();
          if (part.fieldname === 'file') throw AppError.field('file', msg.uploadOneFile);
          continue;
        }
        const bytes = await part.toBuffer();
        input.file = { bytes, fileName: part.filename };
        input.truncated = part.file.truncated;
      } else if (part.fieldname === 'type') {
        input.type = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.field('file', msg.imageLimit);
    if (code === 'FST_FILES_LIMIT') throw AppError.field('file', msg.uploadOneFile);
    throw error;
  }
  return input;
}

export function filesRoutes(app: FastifyInstance, deps: Deps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/files/public/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const found = await readPublicFile(deps, key);
    if (!found) return reply.callNotFound();
    // Public keys are derived from the bytes, so a URL always names the same content.
    return sendFile(reply, found.file, found.content, `public, max-age=${YEAR_SECONDS}, immutable`);
  });

  typed.get(
    '/files/private/*',
    {
      schema: {
        hide: true,
        querystring: z.object({ expires: z.coerce.number().int().optional(), sig: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const found = await readPrivateFile(deps, (request.params as { '*': string })['*'], request.query);
      if (!found) return reply.callNotFound();
      return sendFile(reply, found.file, found.content, `private, max-age=${found.maxAge}`);
    },
  );

  typed.get(
    callPath(DOWNLOAD_SOURCE_PATH, deps.config.PROVIDER),
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: 'Download a manual or firmware file as an attachment under its original name',
        ...shopOperation({ path: DOWNLOAD_SOURCE_PATH, auth: false }, domainOf(fileCalls.uploadFile)),
        querystring: z.object({ id }),
      },
    },
    async (request, reply) => {
      const { file, content } = await readDownload(deps, request.query.id);
      reply.header('content-disposition', contentDisposition(file.fileName));
      return sendFile(reply, file, content, 'public, max-age=3600');
    },
  );

  // Multipart cannot go through registerCall; the same contract path, auth and envelope still apply.
  typed.post(
    callPath(fileCalls.uploadFile.path, deps.config.PROVIDER),
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      // The login first, on the headers alone: -9999 without one, whatever the body (docs/contract.md section 3).
      onRequest: async (request) => {
        uploaders.set(request, await authenticate(deps, request));
      },
      schema: {
        summary: fileCalls.uploadFile.summary,
        description: 'multipart/form-data with a `file` part and a `type` field (2).',
        ...shopOperation(fileCalls.uploadFile),
        consumes: ['multipart/form-data'],
        body: uploadFileForm,
        response: { 200: envelopeSchema(fileModel) },
      },
      // The body's schema is for the API document: readUpload reads and checks the parts as they stream.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request) => {
      const identity = uploaders.get(request) ?? (await authenticate(deps, request));
      const data = await uploadImage(deps, identity.userId, await readUpload(request));
      return { result: 1, msg: 'success', data };
    },
  );
}
