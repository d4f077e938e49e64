import { multipart } from './factories/buying.ts';

/**
 * Multipart bodies that no browser sends, as `npm run bench faults` and the upload tests send them to
 * every multipart route (the buyer's oss/client/uploadFile, the staff's files/upload and
 * serials/import). Each must be refused with the envelope (4xx or result 0), never a 500.
 */
export interface MultipartShape {
  name: string;
  contentType: string;
  body: Buffer;
}

export type MultipartParts = Parameters<typeof multipart>[0];

/** Bytes that look random but are the same on every run (a linear congruential sequence). */
function noise(length: number, seed = 27): Buffer {
  const out = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    out[i] = state >>> 16;
  }
  return out;
}

/**
 * The malformed shapes of the form `parts` (the last part the file): each a request a client sends
 * whole, with a complete HTTP body whose multipart content is wrong.
 */
export function malformedMultipartShapes(parts: MultipartParts): MultipartShape[] {
  const { payload, contentType } = multipart(parts);
  const boundary = contentType.slice(contentType.indexOf('boundary=') + 'boundary='.length);
  const file = parts[parts.length - 1]!.value;
  const fileStart = payload.indexOf(typeof file === 'string' ? Buffer.from(file) : file);
  const longBoundary = 'b'.repeat(300);
  return [
    { name: 'no boundary', contentType: 'multipart/form-data', body: payload },
    { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', body: payload },
    {
      name: 'a boundary longer than RFC 2046 allows',
      contentType: `multipart/form-data; boundary=${longBoundary}`,
      body: Buffer.from(payload.toString('latin1').replaceAll(boundary, longBoundary), 'latin1'),
    },
    // Cut inside the file: no closing delimiter ever comes.
    { name: 'cut short', contentType, body: payload.subarray(0, fileStart + 4) },
    { name: 'cut inside the first header', contentType, body: payload.subarray(0, boundary.length + 20) },
    { name: 'another boundary than the body uses', contentType: 'multipart/form-data; boundary=OTHER', body: payload },
    { name: 'random bytes', contentType, body: noise(4096) },
    {
      name: 'random bytes after a valid opening',
      contentType,
      body: Buffer.concat([payload.subarray(0, fileStart), noise(2048)]),
    },
  ];
}
