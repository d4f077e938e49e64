import { createKyc, getKycStatue } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { kycForm, uploadFile, uploadImage } from '../../../test/support/factories/buying.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { approveKyc, rejectKyc } from './staff/review-kyc.ts';

const ctx = useTestContext();

async function images(token: string, n = 1) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await uploadImage(ctx, token));
  return out;
}

describe('POST user/kyc/create', () => {
  it('answers every empty field with its message', async () => {
    const buyer = await createBuyer(ctx);
    const res = await call(ctx, createKyc, { accountType: 1, individual: {} }, buyer.token);
    expect(res.body.result).toBe(0);
    const errors = (res.body.data as unknown as { errors: { path: string; message: string }[] }).errors;
    expect(errors).toEqual([
      { path: 'individual.country', message: 'please select country' },
      { path: 'individual.idDocumentType', message: 'Please select the document type' },
      { path: 'individual.firstName', message: 'Please enter your surname' },
      { path: 'individual.lastName', message: 'Please enter your given names' },
      { path: 'individual.birthday', message: 'Please select your date of birth' },
      { path: 'individual.gender', message: 'Please select your gender' },
      { path: 'individual.idNumber', message: 'Please enter the ID number' },
      { path: 'individual.expireDateType', message: 'Please select the expiry date' },
      { path: 'individual.address', message: 'Please enter your address' },
      { path: 'individual.postal', message: 'Please enter the postal code' },
      { path: 'individual.passportDocumentImgArray', message: 'Please upload the document images' },
      { path: 'individual.selfieImgArray', message: 'Please upload the selfie images' },
    ]);
    const files = { documents: await images(buyer.token), selfies: await images(buyer.token) };
    const noExpiry = await call(ctx, createKyc, kycForm(files, { expireDate: '' }), buyer.token);
    expect(noExpiry.body).toMatchObject({ result: 0, msg: 'Please select the expiry date' });
    const future = await call(ctx, createKyc, kycForm(files, { birthday: '2999-01-01' }), buyer.token);
    expect(future.body).toMatchObject({ result: 0, msg: 'Please select your date of birth' });
    const six = await call(
      ctx,
      createKyc,
      kycForm({ ...files, selfies: Array(6).fill(files.selfies[0]) }),
      buyer.token,
    );
    expect(six.body).toMatchObject({ result: 0, msg: 'At most 5 images per upload' });
    const company = await call(ctx, createKyc, { ...kycForm(files), accountType: 2 }, buyer.token);
    expect(company.body.result).toBe(0);
    expect((await call(ctx, getKycStatue, {}, buyer.token)).body.data).toBe(0);
  });

  it('stores a never-expiring document as 9999-12-31 and sets status 1', async () => {
    const buyer = await createBuyer(ctx);
    const files = { documents: await images(buyer.token, 2), selfies: await images(buyer.token) };
    const res = await call(ctx, createKyc, kycForm(files, { expireDateType: 2, expireDate: '' }), buyer.token);
    expect(res.body).toMatchObject({ result: 1 });
    const row = await ctx.deps.prisma.kyc.findUniqueOrThrow({ where: { userId: buyer.id }, include: { files: true } });
    expect(row).toMatchObject({ status: 1, expireDateType: 2, firstName: 'Mustermann', lastName: 'Erika', gender: 2 });
    expect(row.expireDate.toISOString().slice(0, 10)).toBe('9999-12-31');
    expect(row.birthday.toISOString().slice(0, 10)).toBe('1988-04-12');
    expect(row.files.filter((f) => f.kind === 1)).toHaveLength(2);
    expect(row.files.filter((f) => f.kind === 2)).toHaveLength(1);
  });

  it('refuses a second submission while submitted or approved, and accepts one after a rejection', async () => {
    const buyer = await createBuyer(ctx);
    const files = { documents: await images(buyer.token), selfies: await images(buyer.token) };
    expect((await call(ctx, createKyc, kycForm(files), buyer.token)).body.result).toBe(1);
    expect((await call(ctx, createKyc, kycForm(files), buyer.token)).body).toMatchObject({
      result: 0,
      msg: 'Your identity verification has already been submitted',
    });
    await rejectKyc(ctx.deps, null, buyer.id, 'The photo is blurred');
    expect((await call(ctx, getKycStatue, {}, buyer.token)).body.data).toBe(-1);
    const clearer = { documents: await images(buyer.token), selfies: await images(buyer.token) };
    expect((await call(ctx, createKyc, kycForm(clearer, { idNumber: 'C01X00T48' }), buyer.token)).body.result).toBe(1);
    const row = await ctx.deps.prisma.kyc.findUniqueOrThrow({ where: { userId: buyer.id }, include: { files: true } });
    expect(row).toMatchObject({ status: 1, idNumber: 'C01X00T48', rejectReason: null });
    expect(row.files.map((f) => f.fileId).sort()).toEqual(
      [...clearer.documents, ...clearer.selfies].map((f) => f.id).sort(),
    );
    await approveKyc(ctx.deps, null, buyer.id);
    expect((await call(ctx, getKycStatue, {}, buyer.token)).body.data).toBe(2);
    await expect(approveKyc(ctx.deps, null, buyer.id)).rejects.toThrow('This verification was already approved');
    expect((await call(ctx, createKyc, kycForm(clearer), buyer.token)).body.result).toBe(0);
  });

  it('lets go of the images a resubmission replaced: nobody is shown them and no form names them again', async () => {
    const buyer = await createBuyer(ctx);
    const [kept, replaced] = await images(buyer.token, 2);
    expect(
      (await call(ctx, createKyc, kycForm({ documents: [kept!], selfies: [replaced!] }), buyer.token)).body.result,
    ).toBe(1);
    await rejectKyc(ctx.deps, null, buyer.id, 'The selfie is blurred');
    const [selfie] = await images(buyer.token);
    expect(
      (await call(ctx, createKyc, kycForm({ documents: [kept!], selfies: [selfie!] }), buyer.token)).body.result,
    ).toBe(1);
    const owners = await ctx.deps.prisma.storedFile.findMany({
      where: { id: { in: [kept!.id, replaced!.id, selfie!.id] } },
      select: { id: true, ownerId: true },
    });
    expect(Object.fromEntries(owners.map((f) => [f.id, f.ownerId]))).toEqual({
      [kept!.id]: buyer.id,
      [replaced!.id]: null,
      [selfie!.id]: buyer.id,
    });
    await rejectKyc(ctx.deps, null, buyer.id, 'The document is cut off');
    const again = await call(ctx, createKyc, kycForm({ documents: [kept!], selfies: [replaced!] }), buyer.token);
    expect(again.body).toMatchObject({ result: 0, msg: 'File not found' });
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const buyer = await createBuyer(ctx);
    const files = { documents: await images(buyer.token), selfies: await images(buyer.token) };
    const answers = await Promise.all([1, 2, 3].map(() => call(ctx, createKyc, kycForm(files), buyer.token)));
    expect(answers.map((a) => a.body.result).sort()).toEqual([0, 0, 1]);
  });
});

describe('KYC document uploads', () => {
  it('refuses a renamed non-image and an oversized image', async () => {
    const buyer = await createBuyer(ctx);
    const renamed = await uploadFile(ctx, buyer.token, {
      bytes: Buffer.from('%PDF-1.7 this is not a picture at all'),
      filename: 'passport.png',
      type: 'image/png',
    });
    expect(renamed).toMatchObject({ result: 0, msg: 'Only jpg, jpeg or png images can be uploaded' });
    const big = Buffer.alloc(3 * 1024 * 1024 + 10);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    const oversized = await uploadFile(ctx, buyer.token, { bytes: big, filename: 'selfie.jpg', type: 'image/jpeg' });
    expect(oversized).toMatchObject({ result: 0, msg: 'each image cannot exceed the limit' });
  });
});
