import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';

/**
 * Where file bytes live: local disk under `.data/files` (the default) or any S3-compatible store.
 * Public files are always served through our own stable `/files/public/<key>` route; a private file
 * gets an expiring URL: S3 presigned, or an HMAC-signed `/files/private/<key>` on local disk
 * (CONTRACT.md section 7).
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
  privateUrl(key: string, expiresInSeconds?: number): Promise<string>;
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
  constructor(
    protected readonly publicBase: string,
    private readonly signingSecret: string,
  ) {}

  publicUrl(key: string): string {
    return `${this.publicBase}/files/public/${key}`;
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
    publicBase: string,
    signingSecret: string,
  ) {
    super(publicBase, signingSecret);
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

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async privateUrl(key: string, expiresInSeconds = PRIVATE_URL_TTL): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    return `${this.publicBase}/files/private/${key}?expires=${expires}&sig=${this.sign(key, expires)}`;
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
    publicBase: string,
    signingSecret: string,
  ) {
    super(publicBase, signingSecret);
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
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

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  privateUrl(key: string, expiresInSeconds = PRIVATE_URL_TTL): Promise<string> {
    assertSafeKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
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
      config.publicUrl,
      signingSecret,
    );
  }
  return new LocalStorage(path.join(config.DATA_DIR, 'files'), config.publicUrl, signingSecret);
}
