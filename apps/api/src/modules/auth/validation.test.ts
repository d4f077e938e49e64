import {
  CodeType,
  createByEmail,
  forgetPassword,
  login,
  mobileLogin,
  modifyNameCover,
  modifyPassword,
  sendEmailCode,
  sendMobilCode,
  updateSms,
} from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromIp } from '../../../test/support/auth-flow.ts';
import { call } from '../../../test/support/call.ts';
import { createBuyer, type TestBuyer } from '../../../test/support/factories/buyer.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();
let buyer: TestBuyer;
beforeAll(async () => {
  buyer = await createBuyer(ctx);
});

type Def = Parameters<typeof call>[1];

/** The server refuses with the spec's message as `msg` and lists it for the field in `data.errors`. */
async function refuses(def: Def, fields: Record<string, unknown>, path: string, message: string, token?: string) {
  const res = await call(ctx, def, fields, token, fromIp());
  expect(res.status).toBe(200);
  expect(res.body.result).toBe(0);
  expect(res.body.msg).toBe(message);
  expect((res.body.data as { errors: { path: string; message: string }[] }).errors).toContainEqual({ path, message });
}

const valid = {
  login: { username: 'ada@example.com', password: 'secret123' },
  mobileLogin: { mobile: '7700900123', phoneCountryCode: '+44', code: '123456' },
  createByEmail: { email: 'ada@example.com', code: '123456', password: 'secret123' },
  modifyPassword: { oldPassword: 'secret123', newPassword: 'secret456', newPasswordAgain: 'secret456' },
  updateSms: { countryId: 1, mobile: '7700900123', code: '123456', phoneCountryCode: '+44' },
};

describe('login by password: the spec messages', () => {
  it('username required', () =>
    refuses(login, { ...valid.login, username: '' }, 'username', 'Please enter your E-mail'));
  it('username must be an email', () =>
    refuses(login, { ...valid.login, username: 'ada.example.com' }, 'username', 'E-mail format error'));
  it('password required', () => refuses(login, { ...valid.login, password: '' }, 'password', 'Password is required'));
  it('password at least 6', () =>
    refuses(login, { ...valid.login, password: '12345' }, 'password', 'The length is 6 to 15 characters'));
  it('password at most 15', () =>
    refuses(login, { ...valid.login, password: '1234567890123456' }, 'password', 'The length is 6 to 15 characters'));

  it('lists every field error at once', async () => {
    const res = await call(ctx, login, { username: 'x', password: '' }, undefined, fromIp());
    const paths = (res.body.data as unknown as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'password']));
  });
});

describe('SMS login: the spec messages', () => {
  it('mobile required', () =>
    refuses(mobileLogin, { ...valid.mobileLogin, mobile: '' }, 'mobile', 'Phone is required'));
  it('code required', () => refuses(mobileLogin, { ...valid.mobileLogin, code: '' }, 'code', 'Auth code is required'));
  it('code exactly 6', () =>
    refuses(mobileLogin, { ...valid.mobileLogin, code: '12345' }, 'code', 'The length is 6 characters'));
  it('country code required', () =>
    refuses(mobileLogin, { ...valid.mobileLogin, phoneCountryCode: '' }, 'phoneCountryCode', 'please select country'));
  it('sending a code with an empty phone', () =>
    refuses(
      sendMobilCode,
      { type: CodeType.login, mobile: '', phoneCountryCode: '+44' },
      'mobile',
      'The phone cannot be empty',
    ));
});

describe('sign-up and reset: the spec messages', () => {
  it('sending a code to an invalid email', () =>
    refuses(
      sendEmailCode,
      { type: CodeType.signUp, email: 'not-an-email' },
      'email',
      'Please check the Email address',
    ));
  it('sending a reset code to an invalid email', () =>
    refuses(sendEmailCode, { type: CodeType.reset, email: 'a@' }, 'email', 'Please check the Email address'));
  for (const [name, def] of [
    ['sign-up', createByEmail],
    ['reset', forgetPassword],
  ] as const) {
    it(`${name}: email required`, () =>
      refuses(def, { ...valid.createByEmail, email: '' }, 'email', 'Please enter your E-mail'));
    it(`${name}: email valid`, () =>
      refuses(def, { ...valid.createByEmail, email: 'ada@' }, 'email', 'E-mail format error'));
    it(`${name}: code required`, () =>
      refuses(def, { ...valid.createByEmail, code: '' }, 'code', 'The auth code cannot be empty'));
    it(`${name}: code 6 characters`, () =>
      refuses(def, { ...valid.createByEmail, code: '1234567' }, 'code', 'The length is 6 characters'));
    it(`${name}: password 6 to 15`, () =>
      refuses(def, { ...valid.createByEmail, password: 'short' }, 'password', 'The length is 6 to 15 characters'));
  }
});

describe('password change: the spec messages', () => {
  it('old password required', () =>
    refuses(
      modifyPassword,
      { ...valid.modifyPassword, oldPassword: '' },
      'oldPassword',
      'Please enter the old password',
      buyer.token,
    ));
  it('new password 6 to 15', () =>
    refuses(
      modifyPassword,
      { ...valid.modifyPassword, newPassword: '12345', newPasswordAgain: '12345' },
      'newPassword',
      'The length is 6 to 15 characters',
      buyer.token,
    ));
  it('confirmation required', () =>
    refuses(
      modifyPassword,
      { ...valid.modifyPassword, newPasswordAgain: '' },
      'newPasswordAgain',
      'Please enter your password again',
      buyer.token,
    ));
  it('confirmation equal to the new password', () =>
    refuses(
      modifyPassword,
      { ...valid.modifyPassword, newPasswordAgain: 'secret457' },
      'newPasswordAgain',
      'The two passwords are inconsistent!',
      buyer.token,
    ));
});

describe('bind phone: the spec messages', () => {
  it('phone required', () =>
    refuses(updateSms, { ...valid.updateSms, mobile: '' }, 'mobile', 'Phone is required', buyer.token));
  it('country selected', () =>
    refuses(
      updateSms,
      { ...valid.updateSms, countryId: undefined },
      'countryId',
      'please select country',
      buyer.token,
    ));
  it('code required', () =>
    refuses(updateSms, { ...valid.updateSms, code: '' }, 'code', 'Auth code is required', buyer.token));
  it('code exactly 6', () =>
    refuses(updateSms, { ...valid.updateSms, code: '12345' }, 'code', 'The length is 6 characters', buyer.token));
  it('sending a code needs a mobile', () =>
    refuses(
      sendMobilCode,
      { type: CodeType.bindPhone, mobile: '', phoneCountryCode: '+44', countryId: 1 },
      'mobile',
      'The phone cannot be empty',
    ));
  it('sending a code needs a country', () =>
    refuses(
      sendMobilCode,
      { type: CodeType.bindPhone, mobile: '7700900123', phoneCountryCode: '+44' },
      'countryId',
      'please select country',
    ));
});

describe('nickname', () => {
  it('required', () =>
    refuses(modifyNameCover, { nickName: '   ' }, 'nickName', 'Please enter a nickname', buyer.token));
  it('at most 30 characters', () =>
    refuses(
      modifyNameCover,
      { nickName: 'x'.repeat(31) },
      'nickName',
      'The nickname is at most 30 characters',
      buyer.token,
    ));
});
