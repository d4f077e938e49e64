import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getBrand, getPayInfo } from '@hashforge/contract';
import { type BrandSettingsInput, settingsDesk } from '@hashforge/contract/admin/settings';
import { describe, expect, it } from 'vitest';
import { cardPng } from '../../../../../prisma/seed/art/receipt-png.ts';
import { type AdminAnswer, adminCall, adminUpload, createTestStaff, signInStaff } from '../../../test/support/admin.ts';
import { call } from '../../../test/support/call.ts';
import { databaseState } from '../../../test/support/db-snapshot.ts';
import { brandInput } from '../../../test/support/factories/brand.ts';
import { eventually } from '../../../test/support/jobs.ts';
import { useStaffSession } from '../../../test/support/use-staff-session.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { SVG_REFUSED } from '../files/svg-image.ts';
import { DEFAULT_BRAND } from './brand.ts';
import { ICON_NOT_SQUARE } from './upload-brand-image.ts';

const ctx = useTestContext();
/** A second API process on the same database and Redis: what the owner saves through one shows on both. */
const other = useTestContext();
const owner = useStaffSession(ctx, 'owner');

const demoLogo = readFileSync(path.resolve(import.meta.dirname, '../../../../../prisma/seed/art/hashforge-logo.svg'));
const squarePng = cardPng({ width: 192, height: 192, accent: [15, 118, 110], bars: 2 });

function upload(kind: string, bytes: Buffer, filename: string, type: string) {
  return adminUpload(ctx, settingsDesk.uploadBrandImage, owner, [
    { name: 'kind', value: kind },
    { name: 'file', value: bytes, filename, type },
  ]);
}

const save = (input: BrandSettingsInput | Record<string, unknown>) => owner.call(settingsDesk.saveBrand, input);

function refusalOf(answer: AdminAnswer<unknown>): { path: string; message: string } {
  expect(answer.body.result, answer.body.msg).toBe(0);
  return (answer.body.data as unknown as { errors: { path: string; message: string }[] }).errors[0]!;
}

describe('the owner sets the brand (settings/brand/save)', () => {
  it('a shop no owner has branded shows a plain name and the style sheet’s colours, and has no icon', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
    const shown = await call(ctx, getBrand, {});
    expect(shown.body.data).toMatchObject({
      shopName: DEFAULT_BRAND.shopName,
      logo: null,
      icon: null,
      colors: DEFAULT_BRAND.colors,
      partners: [],
      languageSites: [],
    });
  });

  it('the logo, icon, colours, contacts and links show in brand/get at once, on every process, and the pay page reads the same contacts', async () => {
    const before = await call(other, getBrand, {});
    const logo = await upload('logo', demoLogo, 'hashforge.svg', 'image/svg+xml');
    expect(logo.body.data).toMatchObject({ contentType: 'image/svg+xml', width: 236, height: 48 });
    expect(logo.body.data.fileUrl).toMatch(/^\/files\/public\/pub\/brand\/[0-9a-f]{24}\/logo\.svg$/);
    const icon = await upload('icon', squarePng, 'icon.png', 'image/png');
    expect(icon.body.data).toMatchObject({ contentType: 'image/png', width: 192, height: 192 });

    const saved = await save(brandInput({ logoFileId: logo.body.data.fileId, iconFileId: icon.body.data.fileId }));
    expect(saved.body.result, saved.body.msg).toBe(1);
    expect(saved.body.data).toMatchObject({
      shopName: 'Northwind Mining',
      logo: { url: logo.body.data.fileUrl, width: 236, height: 48 },
      icon: { url: icon.body.data.fileUrl, type: 'image/png' },
      colors: { primary: '#0c2d33', accent: '#0f766e' },
      emailSender: { name: 'Northwind Mining', replyTo: 'help@northwind.example' },
    });

    const input = brandInput();
    const expected = {
      shopName: 'Northwind Mining',
      logo: { url: logo.body.data.fileUrl, width: 236, height: 48 },
      icon: { url: icon.body.data.fileUrl, type: 'image/png' },
      colors: input.colors,
      contacts: input.contacts,
      partners: input.partners,
      social: input.social,
      // A language without an address is not listed.
      languageSites: [
        { code: 'fr', url: 'https://fr.northwind.example' },
        { code: 'es', url: 'https://es.northwind.example' },
      ],
    };
    expect((await call(ctx, getBrand, {})).body.data).toEqual(expected);
    // The other process had the old brand cached: the owner's save dropped it there through Redis.
    await eventually(async () => {
      const seen = await call(other, getBrand, {});
      return seen.body.data.shopName === 'Northwind Mining' ? seen : undefined;
    }, 5000);
    expect((await call(other, getBrand, {})).body.data).toEqual(expected);
    expect(before.body.data.shopName).toBe(DEFAULT_BRAND.shopName);
    // One source: the support phone and email are the company details the pay page shows.
    const pay = await call(other, getPayInfo, {});
    expect(pay.body.data.company).toMatchObject({ phone: '+44 20 7946 0000', email: 'help@northwind.example' });

    // A page that names no icon (the back office) gets the vendor's from /favicon.ico.
    const favicon = await other.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect({ status: favicon.statusCode, location: favicon.headers.location }).toEqual({
      status: 302,
      location: icon.body.data.fileUrl,
    });

    // The stored logo is served from storage under its content's name, cached for a year, never run.
    const served = await ctx.app.inject({ method: 'GET', url: logo.body.data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const audit = await ctx.deps.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'settings.brand' },
      orderBy: { id: 'desc' },
    });
    expect(audit.staffId).not.toBeNull();
    expect(audit.before).toMatchObject({ shopName: DEFAULT_BRAND.shopName, logoFileId: null });
    expect(audit.after).toMatchObject({ shopName: 'Northwind Mining', logoFileId: logo.body.data.fileId });
  });

  it('brand/get answers with an ETag, 304 while it stands and the new brand once the owner saves', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: `/web/${ctx.deps.config.PROVIDER}/brand/get`,
      payload: {},
    });
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/web/${ctx.deps.config.PROVIDER}/brand/get`,
      payload: {},
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await save(brandInput({ shopName: 'Northwind Mining Co.' }))).body.result).toBe(1);
    const after = await ctx.app.inject({
      method: 'POST',
      url: `/web/${ctx.deps.config.PROVIDER}/brand/get`,
      payload: {},
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.shopName).toBe('Northwind Mining Co.');
  });
});

describe('what the owner may not set: result 0, nothing changed', () => {
  async function refusedWithoutChange(
    run: () => Promise<AdminAnswer<unknown>>,
  ): Promise<{ path: string; message: string }> {
    const before = await databaseState(ctx);
    const shown = (await call(ctx, getBrand, {})).body.data;
    const refusal = refusalOf(await run());
    expect(await databaseState(ctx)).toEqual(before);
    expect((await call(ctx, getBrand, {})).body.data).toEqual(shown);
    return refusal;
  }

  it('an SVG that carries a script or loads an image from elsewhere', async () => {
    const scripted = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>fetch("/admin/api/staff/list")</script></svg>',
    );
    expect(await refusedWithoutChange(() => upload('logo', scripted, 'logo.svg', 'image/svg+xml'))).toEqual({
      path: 'file',
      message: SVG_REFUSED.script,
    });
    const tracking = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="https://tracker.example/p.png" width="10" height="10"/></svg>',
    );
    expect(await refusedWithoutChange(() => upload('logo', tracking, 'logo.svg', 'image/svg+xml'))).toEqual({
      path: 'file',
      message: SVG_REFUSED.external,
    });
    const handler = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><rect width="1" height="1"/></svg>',
    );
    expect((await refusedWithoutChange(() => upload('icon', handler, 'icon.svg', 'image/svg+xml'))).message).toBe(
      SVG_REFUSED.handler('onload'),
    );
  });

  it('an icon that is not square, a JPEG, and a kind that does not exist', async () => {
    const wide = cardPng({ width: 320, height: 200, accent: [15, 118, 110], bars: 2 });
    expect((await refusedWithoutChange(() => upload('icon', wide, 'icon.png', 'image/png'))).message).toBe(
      ICON_NOT_SQUARE,
    );
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect((await refusedWithoutChange(() => upload('logo', jpeg, 'logo.jpg', 'image/jpeg'))).message).toBe(
      'Upload a PNG or an SVG image',
    );
    expect((await refusedWithoutChange(() => upload('banner', squarePng, 'x.png', 'image/png'))).path).toBe('kind');
  });

  it('colours on which white text falls under 4.5:1, to the edge', async () => {
    // #767676 on white is 4.54:1, #777777 is 4.48:1.
    const edge = await save(brandInput({ colors: { primary: '#0c2d33', accent: '#767676' } }));
    expect(edge.body.result, edge.body.msg).toBe(1);
    const under = await refusedWithoutChange(() =>
      save(brandInput({ colors: { primary: '#0c2d33', accent: '#777777' } })),
    );
    expect(under.path).toBe('colors.accent');
    expect(under.message).toMatch(/4\.48:1.*at least 4\.5:1/);
    const pale = await refusedWithoutChange(() =>
      save(brandInput({ colors: { primary: '#f97316', accent: '#0f766e' } })),
    );
    expect(pale.path).toBe('colors.primary');
    expect(
      (await refusedWithoutChange(() => save(brandInput({ colors: { primary: 'navy', accent: '#0f766e' } })))).path,
    ).toBe('colors.primary');
  });

  it('a link that is not https://, and a contact that is not https:, mailto: or tel:', async () => {
    const cases: [Partial<BrandSettingsInput>, string][] = [
      [{ partners: [{ name: 'P', region: 'R', url: 'http://partner.example' }] }, 'partners.0.url'],
      [{ partners: [{ name: 'P', region: 'R', url: 'mailto:sales@partner.example' }] }, 'partners.0.url'],
      [{ social: [{ name: 'X', url: 'javascript:alert(1)' }] }, 'social.0.url'],
      [{ social: [{ name: 'X', url: '//evil.example' }] }, 'social.0.url'],
      [{ languageSites: { zh: 'https://user@evil.example', fr: null, es: null, ar: null } }, 'languageSites.zh'],
      [
        {
          contacts: {
            ...brandInput().contacts,
            messaging: [{ name: 'Chat', handle: 'x', url: 'javascript:alert(1)' }],
          },
        },
        'contacts.messaging.0.url',
      ],
      [
        { contacts: { ...brandInput().contacts, messaging: [{ name: 'Chat', handle: 'x', url: 'data:text/html,x' }] } },
        'contacts.messaging.0.url',
      ],
    ];
    for (const [overrides, field] of cases) {
      expect((await refusedWithoutChange(() => save(brandInput(overrides)))).path, field).toBe(field);
    }
    // A messenger's contact may be a tel: or mailto: link, and an https:// one.
    const contacts = {
      ...brandInput().contacts,
      messaging: [
        { name: 'WhatsApp', handle: '+44 7700 900000', url: 'tel:+447700900000' },
        { name: 'Email', handle: 'help', url: 'mailto:help@northwind.example' },
      ],
    };
    expect((await save(brandInput({ contacts }))).body.result).toBe(1);
  });

  it('a logo that is another kind of upload, or no upload', async () => {
    const icon = await upload('icon', squarePng, 'icon.png', 'image/png');
    expect((await refusedWithoutChange(() => save(brandInput({ logoFileId: icon.body.data.fileId })))).path).toBe(
      'logoFileId',
    );
    expect((await refusedWithoutChange(() => save(brandInput({ iconFileId: 999999 })))).path).toBe('iconFileId');
  });

  it('another role than the owner', async () => {
    for (const role of ['merchandiser', 'support'] as const) {
      const staff = await signInStaff(ctx, await createTestStaff(ctx, role));
      const answer = await adminCall(ctx, settingsDesk.saveBrand, brandInput({ shopName: 'Taken over' }), {
        session: staff,
      });
      expect(answer.body).toMatchObject({ result: 0, msg: 'You do not have permission to do this' });
    }
    expect((await call(ctx, getBrand, {})).body.data.shopName).not.toBe('Taken over');
  });
});
