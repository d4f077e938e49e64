import { createAddress, deleteAddress, getAddressList, updateAddress } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { addAddress, germanAddress } from '../../../test/support/factories/buying.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();

async function defaults(token: string): Promise<number[]> {
  const list = await call(ctx, getAddressList, {}, token);
  return list.body.data.filter((a) => a.defaultStatus === 1).map((a) => a.id);
}

describe('POST user/shipping/address/create', () => {
  it('makes the first address the default, and a later one only when asked', async () => {
    const buyer = await createBuyer(ctx);
    const first = await addAddress(ctx, buyer.token);
    const second = await addAddress(ctx, buyer.token, { receiverName: 'Max Mustermann' });
    expect(await defaults(buyer.token)).toEqual([first]);
    const third = await addAddress(ctx, buyer.token, { defaultStatus: 1 });
    expect(await defaults(buyer.token)).toEqual([third]);
    const list = await call(ctx, getAddressList, {}, buyer.token);
    expect(list.body.data[0]).toMatchObject({ id: third, defaultStatus: 1, ...germanAddress });
    expect(list.body.data.map((a) => a.id)).toContain(second);
  });

  it('answers every required field with the spec message', async () => {
    const buyer = await createBuyer(ctx);
    const res = await call(ctx, createAddress, {}, buyer.token);
    expect(res.body.result).toBe(0);
    expect((res.body.data as unknown as { errors: { path: string; message: string }[] }).errors).toEqual([
      { path: 'receiverName', message: 'Please enter the full name' },
      { path: 'receiverFirstAddr', message: 'Please enter address line 1' },
      { path: 'country', message: 'please select country' },
      { path: 'city', message: 'Please enter the town/city' },
      { path: 'postcode', message: 'Please enter the postcode' },
      { path: 'mobile', message: 'Phone is required' },
    ]);
    expect(res.body.msg).toBe('Please enter the full name');
    const blankCountry = await call(ctx, createAddress, { ...germanAddress, country: '  ' }, buyer.token);
    expect(blankCountry.body).toMatchObject({ result: 0, msg: 'please select country' });
    const longLine = await call(
      ctx,
      createAddress,
      { ...germanAddress, receiverFirstAddr: 'x'.repeat(51) },
      buyer.token,
    );
    expect(longLine.body).toMatchObject({ result: 0, msg: 'Address line 1 is at most 50 characters' });
    const fifty = await call(ctx, createAddress, { ...germanAddress, receiverFirstAddr: 'x'.repeat(50) }, buyer.token);
    expect(fifty.body.result).toBe(1);
    const wrongType = await call(ctx, createAddress, { ...germanAddress, city: 42 }, buyer.token);
    expect(wrongType.body).toMatchObject({ result: 0, msg: 'Please enter the town/city' });
  });
});

describe('POST user/shipping/address/update', () => {
  it('edits an address and sets the default with `{ id, defaultStatus: 1 }`, keeping exactly one', async () => {
    const buyer = await createBuyer(ctx);
    const a = await addAddress(ctx, buyer.token);
    const b = await addAddress(ctx, buyer.token);
    const setDefault = await call(ctx, updateAddress, { id: b, defaultStatus: 1 }, buyer.token);
    expect(setDefault.body).toMatchObject({ result: 1 });
    expect(await defaults(buyer.token)).toEqual([b]);
    const edit = await call(
      ctx,
      updateAddress,
      { id: a, ...germanAddress, city: 'Bonn', postcode: '53111' },
      buyer.token,
    );
    expect(edit.body.result).toBe(1);
    const list = await call(ctx, getAddressList, {}, buyer.token);
    expect(list.body.data.find((x) => x.id === a)).toMatchObject({ city: 'Bonn', postcode: '53111', defaultStatus: 0 });
    const bad = await call(ctx, updateAddress, { id: a, ...germanAddress, postcode: '' }, buyer.token);
    expect(bad.body).toMatchObject({ result: 0, msg: 'Please enter the postcode' });
    // Concurrent default switches still leave exactly one default.
    await Promise.all([a, b, a, b].map((id) => call(ctx, updateAddress, { id, defaultStatus: 1 }, buyer.token)));
    expect(await defaults(buyer.token)).toHaveLength(1);
  });
});

describe('POST user/shipping/address/del', () => {
  it('deletes an address and passes the default to the newest remaining one', async () => {
    const buyer = await createBuyer(ctx);
    const a = await addAddress(ctx, buyer.token);
    const b = await addAddress(ctx, buyer.token);
    expect(await defaults(buyer.token)).toEqual([a]);
    expect((await call(ctx, deleteAddress, { id: a }, buyer.token)).body.result).toBe(1);
    expect(await defaults(buyer.token)).toEqual([b]);
    expect((await call(ctx, deleteAddress, { id: a }, buyer.token)).body).toMatchObject({
      result: 0,
      msg: 'Shipping address not found',
    });
  });
});
