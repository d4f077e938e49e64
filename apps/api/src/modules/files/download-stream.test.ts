import { createHash, randomBytes } from 'node:crypto';
import { callPath, DOWNLOAD_SOURCE_PATH } from '@hashforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/support/s3-server.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../storage.ts';

const ctx = useTestContext();

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('GET file/downLoadSource (docs/domain.md D5: downloads streamed, not read whole into memory)', () => {
  it('streams a 12 MB firmware file from storage with its length, byte for byte', async () => {
    const bytes = randomBytes(12 * 1024 * 1024);
    const storageKey = `public/firmware-${randomBytes(4).toString('hex')}.bin`;
    await ctx.deps.storage.put(storageKey, bytes, 'application/octet-stream');
    const file = await ctx.deps.prisma.storedFile.create({
      data: {
        storageKey,
        fileName: 'S21 firmware.bin',
        fileSize: bytes.length,
        contentType: 'application/octet-stream',
        isPrivate: false,
      },
    });
    const streamed = await ctx.deps.storage.stream(storageKey);
    expect(streamed.size).toBe(bytes.length);
    streamed.body.destroy();

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}${callPath(DOWNLOAD_SOURCE_PATH, ctx.deps.config.PROVIDER)}?id=${file.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('content-disposition')).toContain('S21 firmware.bin');
    const chunks: Buffer[] = [];
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
    // More than one chunk: the answer was written as it was read, not as one 12 MB buffer.
    expect(chunks.length).toBeGreaterThan(1);
    expect(sha(Buffer.concat(chunks))).toBe(sha(bytes));
  });
});

describe('the S3 driver streams too', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.stop());

  it('answers the object as a stream with its length', async () => {
    const storage = createStorage(
      loadConfig({ ...process.env, ...s3.env, PUBLIC_URL: 'http://shop.test' }),
      'x'.repeat(32),
    );
    expect(storage.driver).toBe('s3');
    const bytes = randomBytes(3 * 1024 * 1024);
    await storage.put('public/big.bin', bytes, 'application/octet-stream');
    const { body, size } = await storage.stream('public/big.bin');
    expect(size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(sha(Buffer.concat(chunks))).toBe(sha(bytes));
  });
});
