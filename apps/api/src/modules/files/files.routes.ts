import { callPath, DOWNLOAD_SOURCE_PATH, envelopeSchema, fileCalls, fileModel, id, msg } from '@hashforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { authenticate } from '../../http/register-call.ts';
import { cleanFileName, PRIVATE_PREFIX, type StoredFile } from './files.service.ts';
import { isSafeKey } from './storage.ts';
import { type UploadInput, uploadImage } from './upload-image.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Stored files are shown, never run: an SVG opened on its own gets no script and no outside fetches. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
async function fileByKey(deps: Deps, key: string): Promise<StoredFile | null> {
  if (!isSafeKey(key) || key.length > 300) return null;
  return deps.prisma.storedFile.findUnique({ where: { storageKey: key } });
}

function sendBytes(reply: FastifyReply, file: StoredFile, bytes: Buffer, cacheControl: string): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(bytes.length))
    .header('cache-control', cacheControl)
    .header('content-security-policy', FILE_CSP)
    .send(bytes);
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
    const file = key.startsWith(PRIVATE_PREFIX) ? null : await fileByKey(deps, key);
    if (!file || file.isPrivate) return reply.callNotFound();
    // Public keys are derived from the bytes, so a URL always names the same content.
    return sendBytes(
      reply,
      file,
      await deps.storage.get(file.storageKey),
      `public, max-age=${YEAR_SECONDS}, immutable`,
    );
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
      const key = (request.params as { '*': string })['*'];
      const { expires, sig } = request.query;
      const nowMs = deps.clock.now().getTime();
      if (expires === undefined || !sig || !deps.storage.verifyPrivate(key, expires, sig, nowMs)) {
        return reply.callNotFound();
      }
      const file = await fileByKey(deps, key);
      if (!file) return reply.callNotFound();
      const maxAge = Math.max(0, Math.floor(expires - nowMs / 1000));
      return sendBytes(reply, file, await deps.storage.get(file.storageKey), `private, max-age=${maxAge}`);
    },
  );

  typed.get(
    callPath(DOWNLOAD_SOURCE_PATH, deps.config.PROVIDER),
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: 'Download a manual or firmware file as an attachment under its original name',
        tags: ['file'],
        querystring: z.object({ id }),
      },
    },
    async (request, reply) => {
      const file = await deps.prisma.storedFile.findFirst({ where: { id: request.query.id, isPrivate: false } });
      if (!file) throw AppError.notFound('File');
      const bytes = await deps.storage.get(file.storageKey);
      reply.header('content-disposition', contentDisposition(file.fileName));
      return sendBytes(reply, file, bytes, 'public, max-age=3600');
    },
  );

  // Multipart cannot go through registerCall; the same contract path, auth and envelope still apply.
  typed.post(
    callPath(fileCalls.uploadFile.path, deps.config.PROVIDER),
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: fileCalls.uploadFile.summary,
        description: 'multipart/form-data with a `file` part and a `type` field (2).',
        tags: ['oss'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(fileModel) },
      },
    },
    async (request) => {
      const identity = await authenticate(deps, request);
      const data = await uploadImage(deps, identity.userId, await readUpload(request));
      return { result: 1, msg: 'success', data };
    },
  );
}
