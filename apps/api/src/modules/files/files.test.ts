import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, type TestBuyer } from '../../../test/support/factories/buyer.ts';
import { startTestS3, type TestS3 } from '../../../test/support/s3-server.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../storage.ts';
import { attachFiles, type FilePlace } from './attach-files.ts';
import { storePublicFile, toFileModel } from './files.service.ts';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The start of a JPEG (SOI + APP0 JFIF) followed by filler: the server judges by these bytes. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(2000, 7),
  Buffer.from([0xff, 0xd9]),
]);

const ctx = useTestContext();
let alice: TestBuyer;
let bob: TestBuyer;

beforeAll(async () => {
  alice = await createBuyer(ctx);
  bob = await createBuyer(ctx);
});

function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----hf${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  app: TestContext['app'],
  token: string | undefined,
  file: { bytes: Buffer; filename: string; type?: string } | null,
  type = '2',
) {
  const parts: Parameters<typeof multipart>[0] = [{ name: 'type', value: type }];
  if (file) parts.push({ name: 'file', value: file.bytes, filename: file.filename, type: file.type ?? 'image/png' });
  const body = multipart(parts);
  const res = await app.inject({
    method: 'POST',
    url: '/web/hashforge/oss/client/uploadFile',
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      result: number;
      msg: string;
      data: { id: number; fileUrl: string; fileName: string; fileSize: number } | null;
    },
  };
}

/** File URLs are same-origin paths; a browser resolves them against whatever host it opened. */
const anyHost = 'https://192.168.1.20:8443';

function pathOf(url: string): string {
  const u = new URL(url, anyHost);
  return `${u.pathname}${u.search}`;
}

describe('POST oss/client/uploadFile', () => {
  it('stores a PNG as a private file of the buyer and answers a signed, expiring URL', async () => {
    const res = await upload(ctx.app, alice.token, { bytes: PNG, filename: 'passport scan.png' });
    expect(res.body.result).toBe(1);
    const model = res.body.data!;
    expect(model).toMatchObject({ fileName: 'passport scan.png', fileSize: PNG.length });
    expect(model.fileUrl).toMatch(/^\/files\/private\/private\/u\d+\/[0-9a-f-]{36}\.png\?expires=\d+&sig=/);
    const row = await ctx.deps.prisma.storedFile.findUniqueOrThrow({ where: { id: model.id } });
    expect(row).toMatchObject({ ownerId: alice.id, isPrivate: true, contentType: 'image/png' });
    expect(row.storageKey).not.toContain('passport');

    const fetched = await ctx.app.inject({ method: 'GET', url: pathOf(model.fileUrl) });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PNG)).toBe(true);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('takes a JPEG named .JPEG and keeps it as .jpg', async () => {
    const res = await upload(ctx.app, alice.token, { bytes: JPEG, filename: 'selfie.JPEG', type: 'image/jpeg' });
    expect(res.body.result).toBe(1);
    expect(res.body.data!.fileUrl).toMatch(/\.jpg\?/);
  });

  it('refuses a renamed non-image, whatever its name and declared type', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const bytes of [pdf, svg, Buffer.from('MZ\x90\x00 executable')]) {
      const res = await upload(ctx.app, alice.token, { bytes, filename: 'photo.jpg', type: 'image/jpeg' });
      expect(res.body).toMatchObject({ result: 0, msg: 'Only jpg, jpeg or png images can be uploaded' });
    }
  });

  it('refuses an image over 3 MB with the spec message, and takes one of exactly 3 MB', async () => {
    const big = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(3 * 1024 * 1024 + 1 - 16, 1)]);
    const res = await upload(ctx.app, alice.token, { bytes: big, filename: 'big.png' });
    expect(res.body).toMatchObject({ result: 0, msg: 'each image cannot exceed the limit' });
    const edge = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(3 * 1024 * 1024 - 16, 1)]);
    expect((await upload(ctx.app, alice.token, { bytes: edge, filename: 'edge.png' })).body.result).toBe(1);
  });

  it('refuses a missing file, an empty file, a wrong type and a JSON body', async () => {
    expect((await upload(ctx.app, alice.token, null)).body).toMatchObject({
      result: 0,
      msg: 'please upload the file first',
    });
    expect((await upload(ctx.app, alice.token, { bytes: Buffer.alloc(0), filename: 'a.png' })).body.msg).toBe(
      'please upload the file first',
    );
    expect((await upload(ctx.app, alice.token, { bytes: PNG, filename: 'a.png' }, '1')).body.msg).toBe(
      'The upload type must be 2',
    );
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/web/hashforge/oss/client/uploadFile',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      payload: '{"type":2}',
    });
    expect(json.json()).toMatchObject({ result: 0, msg: 'please upload the file first' });
  });

  it('needs login', async () => {
    const res = await upload(ctx.app, undefined, { bytes: PNG, filename: 'a.png' });
    expect(res.body).toMatchObject({ result: -9999, msg: 'Login expired. Please log in again' });
    expect(await ctx.deps.prisma.storedFile.count({ where: { ownerId: null, isPrivate: true } })).toBe(0);
  });
});

describe('private file URLs', () => {
  it('refuses a tampered signature, another key with a valid signature, and an expired link', async () => {
    const model = (await upload(ctx.app, alice.token, { bytes: PNG, filename: 'a.png' })).body.data!;
    const url = new URL(model.fileUrl, anyHost);
    const sig = url.searchParams.get('sig')!;
    // Its last two characters changed for sure (written over with a fixed pair, one link in 4096 keeps them).
    const changed = `${sig.slice(0, -2)}${sig.endsWith('xx') ? 'yy' : 'xx'}`;
    const tampered = `${url.pathname}?expires=${url.searchParams.get('expires')}&sig=${changed}`;
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const longer = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&sig=${sig}`;
    expect((await ctx.app.inject({ method: 'GET', url: longer })).statusCode).toBe(404);
    const other = (await upload(ctx.app, bob.token, { bytes: PNG, filename: 'b.png' })).body.data!;
    const swapped = `${new URL(other.fileUrl, anyHost).pathname}${url.search}`;
    expect((await ctx.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);

    ctx.clock.advance(16 * 60 * 1000);
    try {
      expect((await ctx.app.inject({ method: 'GET', url: pathOf(model.fileUrl) })).statusCode).toBe(404);
    } finally {
      ctx.clock.advance(-16 * 60 * 1000);
    }
  });

  it('never serves a private file through the public route', async () => {
    const model = (await upload(ctx.app, alice.token, { bytes: PNG, filename: 'a.png' })).body.data!;
    const key = new URL(model.fileUrl, anyHost).pathname.replace('/files/private/', '');
    const res = await ctx.app.inject({ method: 'GET', url: `/files/public/${key}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('attachFiles and toFileModel', () => {
  const kyc = (buyerId: number) => ({ purpose: 'kyc', buyerId }) as const;
  const proof = (buyerId: number) => ({ purpose: 'paymentProof', buyerId }) as const;
  const attach = (place: FilePlace, ids: number[]) =>
    ctx.deps.prisma.$transaction((tx) => attachFiles(tx, place, ids, String));

  it("attaches a buyer's own uploads in order and refuses another buyer's file as not found", async () => {
    const a1 = (await upload(ctx.app, alice.token, { bytes: PNG, filename: '1.png' })).body.data!;
    const a2 = (await upload(ctx.app, alice.token, { bytes: JPEG, filename: '2.jpg' })).body.data!;
    const b1 = (await upload(ctx.app, bob.token, { bytes: PNG, filename: 'bob.png' })).body.data!;
    const mine = await attach(kyc(alice.id), [a2.id, a1.id, a2.id]);
    expect(mine.map((f) => f.id)).toEqual([a2.id, a1.id]);
    await expect(attach(kyc(alice.id), [a1.id, b1.id])).rejects.toMatchObject({
      code: 'not_found',
      message: 'File not found',
    });
    await expect(attach(kyc(alice.id), [99999999])).rejects.toMatchObject({ message: 'File not found' });
    const pub = await storePublicFile(ctx.deps, {
      bytes: PNG,
      fileName: 'p.png',
      contentType: 'image/png',
      purpose: 'image',
    });
    await expect(attach(kyc(alice.id), [pub.id])).rejects.toMatchObject({ message: 'File not found' });
  });

  it('keeps a file where it was first attached: a KYC image again in the KYC, never in a payment proof', async () => {
    const image = (await upload(ctx.app, alice.token, { bytes: PNG, filename: 'passport.png' })).body.data!;
    await attach(kyc(alice.id), [image.id]);
    expect(await attach(kyc(alice.id), [image.id])).toHaveLength(1);
    await expect(attach(proof(alice.id), [image.id])).rejects.toMatchObject({ message: 'File not found' });
    const receipt = (await upload(ctx.app, alice.token, { bytes: PNG, filename: 'receipt.png' })).body.data!;
    await attach(proof(alice.id), [receipt.id]);
    await expect(attach(proof(alice.id), [receipt.id])).rejects.toMatchObject({ message: 'File not found' });
  });

  it('claims an upload for one of two forms naming it at once', async () => {
    const image = (await upload(ctx.app, alice.token, { bytes: PNG, filename: 'once.png' })).body.data!;
    const outcomes = await Promise.allSettled([
      attach(proof(alice.id), [image.id]),
      attach({ purpose: 'afterSalePhoto', buyerId: alice.id }, [image.id]),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('rolls a claim back with the transaction that made it', async () => {
    const image = (await upload(ctx.app, alice.token, { bytes: PNG, filename: 'back.png' })).body.data!;
    await expect(
      ctx.deps.prisma.$transaction(async (tx) => {
        await attachFiles(tx, proof(alice.id), [image.id], String);
        throw new Error('the order refused');
      }),
    ).rejects.toThrow('the order refused');
    expect(await attach(kyc(alice.id), [image.id])).toHaveLength(1);
  });

  it('gives every file a same-origin path, so images load under whatever host the shop is opened', async () => {
    const pub = await storePublicFile(ctx.deps, {
      bytes: Buffer.from('<svg/>'),
      fileName: 'h.svg',
      contentType: 'image/svg+xml',
      purpose: 'image',
    });
    const priv = (await upload(ctx.app, alice.token, { bytes: PNG, filename: 'h.png' })).body.data!;
    for (const url of [(await toFileModel(ctx.deps, pub)).fileUrl, priv.fileUrl]) {
      expect(url).toMatch(/^\/files\/(public|private)\//);
      for (const host of ['localhost:3000', '127.0.0.1:3000', '192.168.1.20', 'second-shop.example']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { host } });
        expect(res.statusCode, `${url} on ${host}`).toBe(200);
      }
    }
  });

  it('gives public files a stable URL and private files a fresh signed one', async () => {
    const pub = await storePublicFile(ctx.deps, {
      bytes: Buffer.from('<svg/>'),
      fileName: 'Logo.svg',
      contentType: 'image/svg+xml',
      purpose: 'image',
    });
    expect((await toFileModel(ctx.deps, pub)).fileUrl).toBe(`/files/public/${pub.storageKey}`);
    expect((await toFileModel(ctx.deps, pub)).fileUrl).toBe((await toFileModel(ctx.deps, pub)).fileUrl);
    const [priv] = await attach(kyc(alice.id), [
      (await upload(ctx.app, alice.token, { bytes: PNG, filename: 'x.png' })).body.data!.id,
    ]);
    expect((await toFileModel(ctx.deps, priv!)).fileUrl).toContain('/files/private/private/');
  });
});

describe('GET /files/public/*', () => {
  it('serves a public file with a year of immutable caching and a sandboxing CSP', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const file = await storePublicFile(ctx.deps, {
      bytes: svg,
      fileName: 'Render Front.svg',
      contentType: 'image/svg+xml',
      purpose: 'image',
    });
    const again = await storePublicFile(ctx.deps, {
      bytes: svg,
      fileName: 'Render Front.svg',
      contentType: 'image/svg+xml',
      purpose: 'image',
    });
    expect(again.id).toBe(file.id);
    const res = await ctx.app.inject({ method: 'GET', url: `/files/public/${file.storageKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(svg)).toBe(true);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for unknown keys and path tricks', async () => {
    for (const url of ['/files/public/pub/nope.svg', '/files/public/../../etc/passwd', '/files/public/%2e%2e/x']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('GET file/downloadSource', () => {
  it('streams a manual as an attachment under its original name', async () => {
    const bytes = Buffer.from('%PDF-1.4\nmanual body');
    const file = await storePublicFile(ctx.deps, {
      bytes,
      fileName: 'HF S21 Forge – user manual.pdf',
      contentType: 'application/pdf',
      purpose: 'productFile',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/web/hashforge/file/downloadSource?id=${file.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="HF S21 Forge _ user manual.pdf"; filename*=UTF-8''${encodeURIComponent('HF S21 Forge – user manual.pdf')}`,
    );
  });

  it("answers File not found for an unknown id and for a buyer's private upload", async () => {
    const priv = (await upload(ctx.app, alice.token, { bytes: PNG, filename: 'id.png' })).body.data!;
    for (const id of [priv.id, 99999999]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/web/hashforge/file/downloadSource?id=${id}` });
      expect(res.json()).toMatchObject({ result: 0, msg: 'File not found' });
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/web/hashforge/file/downloadSource?id=abc' });
    expect(bad.json()).toMatchObject({ result: 0, msg: 'Invalid id' });
  });
});

describe('the S3 storage driver against a real S3-compatible server', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.stop());

  it('puts, gets, signs a same-origin URL (never the address of the store) and deletes', async () => {
    const config = loadConfig({ ...process.env, ...s3.env, PUBLIC_URL: 'http://shop.test' });
    const storage = createStorage(config, 'x'.repeat(32));
    expect(storage.driver).toBe('s3');
    await storage.put('private/u1/a.png', PNG, 'image/png');
    expect((await storage.get('private/u1/a.png')).equals(PNG)).toBe(true);
    // The store sits on the internal network (http://minio:9000 in compose): a buyer's browser
    // cannot reach it, so its address must never be in a URL a buyer gets.
    const url = await storage.privateUrl('private/u1/a.png', 60);
    expect(url).toMatch(/^\/files\/private\/private\/u1\/a\.png\?expires=\d+&sig=[\w-]+$/);
    expect(url).not.toContain(s3.endpoint);
    expect(storage.publicUrl('pub/x/a.svg')).toBe('/files/public/pub/x/a.svg');
    await storage.delete('private/u1/a.png');
    await expect(storage.get('private/u1/a.png')).rejects.toThrow();
  });

  it('runs the whole upload, private-file and public-file path of the app on S3, by path on any host', async () => {
    const app = await createTestContext(s3.env);
    try {
      const buyer = await createBuyer(app);
      const res = await upload(app.app, buyer.token, { bytes: PNG, filename: 'proof.png' });
      expect(res.body.result).toBe(1);
      expect(res.body.data!.fileUrl).not.toContain(s3.endpoint);
      const fetched = await app.app.inject({
        method: 'GET',
        url: pathOf(res.body.data!.fileUrl),
        headers: { host: '127.0.0.1:3000' },
      });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.rawPayload.equals(PNG)).toBe(true);
      const pub = await storePublicFile(app.deps, {
        bytes: Buffer.from('<svg/>'),
        fileName: 'a.svg',
        contentType: 'image/svg+xml',
        purpose: 'image',
      });
      const served = await app.app.inject({ method: 'GET', url: `/files/public/${pub.storageKey}` });
      expect(served.body).toBe('<svg/>');
      // The page's CSP allows images from its own origin only: the S3 endpoint is not needed there.
      const page = await app.app.inject({ method: 'GET', url: '/healthz' });
      expect(String(page.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
      expect(String(page.headers['content-security-policy'])).not.toContain(s3.endpoint);
    } finally {
      await app.close();
    }
  });
});
