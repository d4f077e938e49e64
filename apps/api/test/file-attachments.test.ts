import { randomBytes } from 'node:crypto';
import {
  type CallDef,
  createAfterSale,
  createKyc,
  createPaymentProof,
  type FilePurpose,
  uploadAfterSaleProof,
} from '@hashforge/contract';
import type { AdminCallDef } from '@hashforge/contract/admin/call';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, type StaffSession, signInStaff, type TestStaff } from './support/admin.ts';
import { adminCallSamples } from './support/admin-call-samples.ts';
import { call } from './support/call.ts';
import { databaseState } from './support/db-snapshot.ts';
import {
  afterSaleForm,
  createMachineSerial,
  createStaffFile,
  uploadTestImage,
} from './support/factories/after-sale.ts';
import { createAfterSaleAt } from './support/factories/after-sale-desk.ts';
import { createBuyer, type TestBuyer } from './support/factories/buyer.ts';
import { addAddress, kycForm, orderProduct, submitKycFor } from './support/factories/buying.ts';
import { createTestProduct, type TestProduct } from './support/factories/catalog.ts';
import { createOrderAwaitingReview, uploadProof } from './support/factories/desk.ts';
import { callsOfContract, type FileField, walkRequest, withField } from './support/file-references.ts';
import { useTestContext } from './support/use-test-context.ts';

/**
 * docs/domain.md D2: a call that attaches stored files by id (or by storage key) takes only files
 * whose owner and kind fit the place, and a buyer's private file (KYC, payment proof) never leaves
 * its own place. The calls are found in the contract (every request field marked as a file
 * reference), so a new call that takes files joins this test, and fails it until it has a scene
 * below. Each field is tried with another buyer's KYC document and payment proof, a quotation
 * already sent to another buyer, the caller's own files from another place, and every staff upload
 * of another kind: each answers result 0 and changes nothing. The same call with a file that fits
 * is then made and must succeed, so a refusal for any other reason cannot pass for the rule.
 */
// The caller holds many unpaid orders here, one per payment-proof attempt.
const ctx = useTestContext({ ORDER_MAX_UNPAID: '1000' });

interface StoredRef {
  id: number;
  storageKey: string;
}

/** The purposes of the staff's uploads: files/upload's kinds, quotations, and the owner's logo and icon. */
const STAFF_PURPOSES = ['image', 'productFile', 'quotation', 'logo', 'icon'] as const;
type StaffPurpose = (typeof STAFF_PURPOSES)[number];
const isStaffPurpose = (purpose: FilePurpose): purpose is StaffPurpose =>
  (STAFF_PURPOSES as readonly string[]).includes(purpose);

/** A fresh stored file of a staff purpose, as the staff uploads leave it. */
async function staffUpload(purpose: StaffPurpose): Promise<StoredRef> {
  if (purpose === 'quotation') {
    const id = await createStaffFile(ctx);
    return ctx.deps.prisma.storedFile.findUniqueOrThrow({ where: { id } });
  }
  const tag = randomBytes(6).toString('hex');
  if (purpose === 'logo' || purpose === 'icon') {
    // As settings/brand/upload leaves them: public, under pub/brand/, with their size.
    const storageKey = `pub/brand/${tag}/${purpose}.svg`;
    await ctx.deps.storage.put(storageKey, Buffer.from(tag), 'image/svg+xml');
    return ctx.deps.prisma.storedFile.create({
      data: {
        storageKey,
        fileName: `${purpose}.svg`,
        fileSize: tag.length,
        contentType: 'image/svg+xml',
        isPrivate: false,
        purpose,
        width: 64,
        height: 64,
      },
    });
  }
  const image = purpose === 'image';
  const storageKey = image ? `pub/${tag}/upload.png` : `pub/files/${tag}/firmware.bin`;
  await ctx.deps.storage.put(storageKey, Buffer.from(tag), image ? 'image/png' : 'application/octet-stream');
  return ctx.deps.prisma.storedFile.create({
    data: {
      storageKey,
      fileName: image ? 'upload.png' : 'firmware.bin',
      fileSize: tag.length,
      contentType: image ? 'image/png' : 'application/octet-stream',
      isPrivate: false,
      purpose,
    },
  });
}

const storedFile = (id: number) => ctx.deps.prisma.storedFile.findUniqueOrThrow({ where: { id } });

let owner: TestStaff;
let ownerSession: StaffSession;
/** The buyer who makes the shop's calls: KYC submitted, an order with a proof, so files of their own elsewhere. */
let caller: TestBuyer & { addressId: number };
let product: TestProduct;
const files = {} as Record<
  'victimKyc' | 'victimProof' | 'sentQuotation' | 'ownKyc' | 'ownProof' | StaffPurpose,
  StoredRef
>;

beforeAll(async () => {
  owner = await createTestStaff(ctx, 'owner');
  ownerSession = await signInStaff(ctx, owner);
  product = await createTestProduct(ctx, { sendCycles: [{ name: 'Batch', price: '100.00', stock: 500 }] });

  const victim = await createBuyer(ctx);
  await submitKycFor(ctx, victim);
  const victimKyc = await ctx.deps.prisma.kyc.findUniqueOrThrow({
    where: { userId: victim.id },
    include: { files: true },
  });
  files.victimKyc = await storedFile(victimKyc.files[0]!.fileId);
  const victimOrder = await createOrderAwaitingReview(ctx);
  const victimAging = await ctx.deps.prisma.orderAgingFile.findFirstOrThrow({
    where: { aging: { id: victimOrder.proofId } },
  });
  files.victimProof = await storedFile(victimAging.fileId);
  // A quotation staff attached to someone else's repair.
  const quoted = await createAfterSaleAt(ctx, { status: 30 });
  const sent = await createStaffFile(ctx);
  const quote = await adminCall(
    ctx,
    { path: 'aftersales/quote' } as AdminCallDef,
    {
      id: quoted.id,
      parts: [{ name: 'Fan', partsNum: 1, salePrice: '20.00', repairPrice: '10.00' }],
      proposalFileIds: [sent],
    },
    { session: ownerSession },
  );
  expect(quote.body.result, quote.body.msg).toBe(1);
  files.sentQuotation = await storedFile(sent);

  const buyer = await createBuyer(ctx);
  caller = { ...buyer, addressId: await addAddress(ctx, buyer.token) };
  await submitKycFor(ctx, caller);
  const callerKyc = await ctx.deps.prisma.kyc.findUniqueOrThrow({
    where: { userId: caller.id },
    include: { files: true },
  });
  files.ownKyc = await storedFile(callerKyc.files[0]!.fileId);
  const ownOrderNo = await orderProduct(ctx, caller, product, 1);
  const ownProofId = await uploadProof(ctx, { buyer: caller, orderNo: ownOrderNo }, '100.00');
  const ownAging = await ctx.deps.prisma.orderAgingFile.findFirstOrThrow({ where: { agingId: ownProofId } });
  files.ownProof = await storedFile(ownAging.fileId);

  for (const purpose of STAFF_PURPOSES) files[purpose] = await staffUpload(purpose);
}, 120_000);

/** A call made ready to attach files: its body with fitting files in every file field, and how to send it. */
interface Scene {
  body: Record<string, unknown>;
  /** true when the caller (with files of their own elsewhere) makes the call. */
  byCaller: boolean;
  send(body: Record<string, unknown>): Promise<{ result: number; msg: string }>;
}

/** A file that fits a purpose, fresh for each call: the sender's own upload, or a staff upload of that kind. */
async function fitting(purpose: FilePurpose, senderId: number): Promise<StoredRef> {
  if (isStaffPurpose(purpose)) return staffUpload(purpose);
  return storedFile((await uploadTestImage(ctx, senderId)).id);
}

const shopSend = (def: CallDef, token: string) => async (body: Record<string, unknown>) =>
  (await call(ctx, def, body, token)).body;

/** The shop's calls that take files, each brought to where it attaches them. */
const shopScenes: Record<string, () => Promise<Scene>> = {
  [createKyc.path]: async () => {
    const buyer = await createBuyer(ctx);
    const image = async () => ({ id: (await fitting('kyc', buyer.id)).id });
    return {
      body: kycForm({ documents: [await image()], selfies: [await image()] } as never),
      byCaller: false,
      send: shopSend(createKyc, buyer.token),
    };
  },
  [createPaymentProof.path]: async () => {
    const orderNo = await orderProduct(ctx, caller, product, 1);
    return {
      body: {
        orderNo,
        fileModels: [{ id: (await fitting('paymentProof', caller.id)).id }],
        currentPayAmount: '100.00',
      },
      byCaller: true,
      send: shopSend(createPaymentProof, caller.token),
    };
  },
  [createAfterSale.path]: async () => {
    const serial = await createMachineSerial(ctx, { afterEndTime: new Date('2030-01-01') });
    return {
      body: { ...afterSaleForm([{ id: (await fitting('afterSalePhoto', caller.id)).id }], [serial]) },
      byCaller: true,
      send: shopSend(createAfterSale, caller.token),
    };
  },
  [uploadAfterSaleProof.path]: async () => {
    const request = await createAfterSaleAt(ctx, { status: 33, payStatus: 2, payAmount: '30.00' }, caller);
    return {
      body: { id: request.id, proofFileModels: [{ id: (await fitting('repairProof', caller.id)).id }] },
      byCaller: true,
      send: shopSend(uploadAfterSaleProof, caller.token),
    };
  },
};

/** A back-office call from its permission-matrix sample, as the owner (whose role may do everything). */
function adminScene(def: AdminCallDef, fields: FileField[]): () => Promise<Scene> {
  return async () => {
    const sample = adminCallSamples[def.path];
    if (!sample) throw new Error(`no sample body for ${def.path}`);
    let body = await sample({ ctx, self: owner, newStaff: (role = 'support') => createTestStaff(ctx, role) });
    for (const field of fields) body = withField(body, field.path, await fileValue(field, fitting(field.purpose, 0)));
    return {
      body,
      byCaller: false,
      send: async (b) => (await adminCall(ctx, def, b, { session: ownerSession })).body,
    };
  };
}

/** What a field carries for a file: its id or storage key, in an array or alone, a buyer's as a file model. */
async function fileValue(field: FileField, file: Promise<StoredRef | string>, side = 'admin'): Promise<unknown> {
  const f = await file;
  const one = typeof f === 'string' ? f : field.by === 'key' ? f.storageKey : side === 'shop' ? { id: f.id } : f.id;
  return field.many ? [one] : one;
}

/** Files no field may take, named for the report; `except` keeps a file out where it is the field's own. */
function hostileFiles(field: FileField, scene: Scene): { name: string; file: StoredRef | string }[] {
  const list: { name: string; file: StoredRef | string }[] = [
    { name: "another buyer's KYC document", file: files.victimKyc },
    { name: "another buyer's payment proof", file: files.victimProof },
    { name: 'a quotation already attached to another buyer’s repair', file: files.sentQuotation },
  ];
  if (scene.byCaller) {
    if (field.purpose !== 'kyc') list.push({ name: "the caller's own KYC document", file: files.ownKyc });
    list.push({ name: "the caller's own payment proof of another order", file: files.ownProof });
  }
  for (const purpose of STAFF_PURPOSES) {
    if (purpose !== field.purpose) list.push({ name: `a staff upload of kind ${purpose}`, file: files[purpose] });
  }
  if (field.by === 'key') {
    list.push({
      name: "another buyer's KYC document by its private URL",
      file: `/files/private/${files.victimKyc.storageKey}`,
    });
  }
  return list;
}

const attaching = callsOfContract()
  .map(({ side, call }) => ({ side, call, fields: walkRequest(call.request).files }))
  .filter((c) => c.fields.length > 0);

describe('every call that attaches stored files', () => {
  it('is found in the contract, the shop’s and the back office’s', () => {
    expect(attaching.map((c) => c.call.path).sort()).toEqual(
      [
        createKyc.path,
        createPaymentProof.path,
        createAfterSale.path,
        uploadAfterSaleProof.path,
        'products/create',
        'products/update-details',
        'product-files/save',
        'news/create',
        'news/update',
        'banners/save',
        'aftersales/quote',
        'settings/brand/save',
      ].sort(),
    );
  });

  it('marks every request field that names files as a file reference', () => {
    // Fields whose names speak of files but name none: a payment proof's own id, an after-sale's.
    const notFiles = new Set(['proofId', 'videoUrl']);
    const unmarked: string[] = [];
    for (const { call } of callsOfContract()) {
      const { files: marked, keys } = walkRequest(call.request);
      const markedPaths = new Set(marked.map((f) => f.path.join('.')));
      for (const path of keys) {
        const name = path.at(-1)!;
        const speaksOfFiles =
          /^(file|img|image|cover|media|proof|attach|quotation)/.test(name) ||
          /(File|Img|Image|Cover|Media|Proof|Attach|Quotation)/.test(name);
        if (notFiles.has(name) || !speaksOfFiles) continue;
        if (!markedPaths.has(path.join('.'))) unmarked.push(`${call.path}: ${path.join('.')}`);
      }
    }
    expect(unmarked, 'mark these with buyerFileRef / staffFileId / staffFileKey').toEqual([]);
  });

  for (const { side, call: def, fields } of attaching) {
    for (const field of fields) {
      const name = `${def.path} ${field.path.join('.')} (${field.purpose})`;
      it(`${name}: refuses files whose owner or kind does not fit, and takes one that does`, async () => {
        const scene =
          side === 'shop'
            ? shopScenes[def.path]
            : adminScene(
                def as AdminCallDef,
                fields.filter((f) => f !== field),
              );
        if (!scene) throw new Error(`${def.path} takes files: give it a scene in file-attachments.test.ts`);
        const first = await scene();
        for (const hostile of hostileFiles(field, first)) {
          const s = await scene();
          const body = withField(s.body, field.path, await fileValue(field, Promise.resolve(hostile.file), side));
          const before = await databaseState(ctx);
          const answer = await s.send(body);
          expect(answer.result, `${name} with ${hostile.name}: ${answer.msg}`).toBe(0);
          expect(await databaseState(ctx), `${name} with ${hostile.name} changed the database`).toEqual(before);
        }
        const s = await scene();
        const own = await fitting(field.purpose, side === 'shop' && s.byCaller ? caller.id : 0);
        const sender = side === 'shop' && !s.byCaller ? null : own;
        // The KYC scene's buyer is made inside the scene: its body already holds that buyer's own uploads.
        const body = sender
          ? withField(s.body, field.path, await fileValue(field, Promise.resolve(own), side))
          : s.body;
        const answer = await s.send(body);
        expect(answer.result, `${name} with a file that fits: ${answer.msg}`).toBe(1);
      }, 180_000);
    }
  }
});
