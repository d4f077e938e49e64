import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from './config.ts';

/**
 * Where file bytes live: local disk under `.data/files` (the default) or any S3-compatible store.
 * Whatever the driver, buyers reach files through our own routes, by path on the shop's own origin:
 * public files at a stable `/files/public/<key>`, private ones at an HMAC-signed, expiring
 * `/files/private/<key>` (docs/contract.md section 7). So an image works under whatever host name the
 * shop is opened (a LAN address, 127.0.0.1, a second domain) and the CSP needs only 'self'; the
 * object store stays on the internal network, its address never in a URL.
 */
/** A stored file's bytes on their way out, with their length as the store reports it. */
export interface StoredStream {
  body: Readable;
  size: number | undefined;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** The file's bytes as a stream, for answers: a download is never read whole into memory. */
  stream(key: string): Promise<StoredStream>;
  delete(key: string): Promise<void>;
  /** A same-origin path (no scheme, no host) to the file's stable public route. */
  publicUrl(key: string): string;
  /** A same-origin path to the file's signed route, valid for `expiresInSeconds`. */
  privateUrl(key: string, expiresInSeconds?: number): Promise<string>;
  /**
   * `route` + `name` with the same signature over `key`, good until `expires` (Unix seconds), for a
   * route of its own that serves the file another way (a trade document under its number).
   */
  signedPath(route: string, name: string, key: string, expires: number): string;
  /** For the local private route: is this signature valid and unexpired? */
  verifyPrivate(key: string, expires: number, signature: string, nowMs: number): boolean;
}

const PRIVATE_URL_TTL = 15 * 60;

/** A key that names a file under the store's root, never one outside it. */
export function isSafeKey(key: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) && !key.includes('..');
}

function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
}

abstract class BaseStorage {
  constructor(private readonly signingSecret: string) {}

  publicUrl(key: string): string {
    return `/files/public/${key}`;
  }

  async privateUrl(key: string, expiresInSeconds = PRIVATE_URL_TTL): Promise<string> {
    return this.signedPath('/files/private/', key, key, Math.floor(Date.now() / 1000) + expiresInSeconds);
  }

  signedPath(route: string, name: string, key: string, expires: number): string {
    assertSafeKey(key);
    return `${route}${name}?expires=${expires}&sig=${this.sign(key, expires)}`;
  }

  protected sign(key: string, expires: number): string {
    return createHmac('sha256', this.signingSecret).update(`${key}\n${expires}`).digest('base64url');
  }

  verifyPrivate(key: string, expires: number, signature: string, nowMs: number): boolean {
    if (!Number.isFinite(expires) || expires * 1000 < nowMs) return false;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

class LocalStorage extends BaseStorage implements Storage {
  readonly driver = 'local' as const;

  constructor(
    private readonly root: string,
    signingSecret: string,
  ) {
    super(signingSecret);
  }

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.file(key));
  }

  async stream(key: string): Promise<StoredStream> {
    const file = this.file(key);
    const { size } = await stat(file); // a missing file fails here, before any header is sent
    return { body: createReadStream(file), size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

class S3Storage extends BaseStorage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly bucket: string,
    options: {
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    },
    signingSecret: string,
  ) {
    super(signingSecret);
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // A store that does not answer fails the call instead of holding a request (decision 012).
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer> {
    assertSafeKey(key);
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!answer.Body) throw new Error(`empty object ${key}`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async stream(key: string): Promise<StoredStream> {
    assertSafeKey(key);
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!answer.Body) throw new Error(`empty object ${key}`);
    return { body: answer.Body as Readable, size: answer.ContentLength };
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

export function createStorage(config: Config, signingSecret: string): Storage {
  if (config.S3_BUCKET) {
    return new S3Storage(
      config.S3_BUCKET,
      {
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      },
      signingSecret,
    );
  }
  return new LocalStorage(path.join(config.DATA_DIR, 'files'), signingSecret);
}
