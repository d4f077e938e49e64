import { connect } from 'node:net';
import { callPath, fileCalls } from '@hashforge/contract';
import { adminCallPath } from '@hashforge/contract/admin/call';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStaff, type StaffSession, signInStaff } from '../support/admin.ts';
import { createBuyer } from '../support/factories/buyer.ts';
import { multipart } from '../support/factories/buying.ts';
import { type MultipartParts, malformedMultipartShapes } from '../support/malformed-multipart.ts';
import { serialCsv } from '../support/serial-csv.ts';
import { useTestContext } from '../support/use-test-context.ts';

/**
 * docs/domain.md D7 for uploads: a multipart body no browser sends (no boundary, cut short, another
 * boundary than the body's, random bytes) is the caller's mistake, refused with the envelope on every
 * multipart route, never answered 500, and nothing is stored.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const ctx = useTestContext();
let buyerToken: string;
let owner: StaffSession;

beforeAll(async () => {
  buyerToken = (await createBuyer(ctx)).token;
  owner = await signInStaff(ctx, await createTestStaff(ctx, 'owner'));
});

interface UploadRoute {
  name: string;
  url: () => string;
  headers: () => Record<string, string>;
  /** The form as the app sends it, the file last. */
  parts: MultipartParts;
}

const routes: UploadRoute[] = [
  {
    name: 'oss/client/uploadFile (buyer)',
    url: () => callPath(fileCalls.uploadFile.path, ctx.deps.config.PROVIDER),
    headers: () => ({ authorization: `Bearer ${buyerToken}` }),
    parts: [
      { name: 'type', value: '2' },
      { name: 'file', value: PNG, filename: 'proof.png', type: 'image/png' },
    ],
  },
  {
    name: 'files/upload (staff)',
    url: () => adminCallPath({ path: 'files/upload' }),
    headers: () => ({ cookie: owner.cookie, 'x-csrf-token': owner.csrfToken }),
    parts: [
      { name: 'kind', value: 'productFile' },
      { name: 'file', value: Buffer.from('%PDF-1.7 a manual'), filename: 'manual.pdf', type: 'application/pdf' },
    ],
  },
  {
    name: 'aftersales/upload-quotation (staff)',
    url: () => adminCallPath({ path: 'aftersales/upload-quotation' }),
    headers: () => ({ cookie: owner.cookie, 'x-csrf-token': owner.csrfToken }),
    parts: [
      { name: 'file', value: Buffer.from('%PDF-1.7 a quotation'), filename: 'quote.pdf', type: 'application/pdf' },
    ],
  },
  {
    name: 'settings/brand/upload (owner)',
    url: () => adminCallPath({ path: 'settings/brand/upload' }),
    headers: () => ({ cookie: owner.cookie, 'x-csrf-token': owner.csrfToken }),
    parts: [
      { name: 'kind', value: 'logo' },
      {
        name: 'file',
        value: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"><rect width="120" height="30"/></svg>',
        ),
        filename: 'logo.svg',
        type: 'image/svg+xml',
      },
    ],
  },
  {
    name: 'serials/import (staff)',
    url: () => adminCallPath({ path: 'serials/import' }),
    headers: () => ({ cookie: owner.cookie, 'x-csrf-token': owner.csrfToken }),
    parts: [{ name: 'file', value: serialCsv('HFMALFORMED', 3), filename: 'serials.csv', type: 'text/csv' }],
  },
];

const stored = async () => ({
  files: await ctx.deps.prisma.storedFile.count(),
  serials: await ctx.deps.prisma.machineSerial.count(),
  audit: await ctx.deps.prisma.auditEvent.count(),
});

describe('malformed multipart bodies', () => {
  for (const route of routes) {
    it(`${route.name} refuses each with the envelope and stores nothing`, async () => {
      const before = await stored();
      for (const shape of malformedMultipartShapes(route.parts)) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: route.url(),
          headers: { ...route.headers(), 'content-type': shape.contentType },
          payload: shape.body,
        });
        const what = `${route.name} with ${shape.name}`;
        expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
        expect(res.json(), what).toMatchObject({ result: 0 });
        expect(res.json().msg, what).not.toBe('Network exception');
      }
      expect(await stored(), `${route.name} stored something`).toEqual(before);
    });

    it(`${route.name} still takes the well-formed upload`, async () => {
      const body = multipart(route.parts);
      const res = await ctx.app.inject({
        method: 'POST',
        url: route.url(),
        headers: { ...route.headers(), 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.json().result, res.body).toBe(1);
    });
  }

  it('refuses a body cut short and random bytes sent whole over a real socket', async () => {
    const address = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
    const route = routes[0]!;
    const shapes = malformedMultipartShapes(route.parts).filter((s) => ['cut short', 'random bytes'].includes(s.name));
    for (const shape of shapes) {
      const head = [
        `POST ${route.url()} HTTP/1.1`,
        `Host: ${address.host}`,
        `Authorization: Bearer ${buyerToken}`,
        `Content-Type: ${shape.contentType}`,
        `Content-Length: ${shape.body.length}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n');
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(address.port), address.hostname);
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          text += chunk;
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        socket.write(Buffer.concat([Buffer.from(head), shape.body]));
      });
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      expect(status, `${shape.name}: ${answer}`).toBeLessThan(500);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)), shape.name).toMatchObject({ result: 0 });
    }
  });
});
