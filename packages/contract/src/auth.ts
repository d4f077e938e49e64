import { z } from 'zod';
import { defineCall } from './call.ts';
import { empty, idField, none } from './envelope.ts';
import { msg } from './messages.ts';

/** Code purposes (docs/contract.md section 5). */
export const CodeType = { signUp: 1, login: 2, reset: 3, bindPhone: 4 } as const;

export const emailField = z
  .string({ message: msg.emailRequired })
  .trim()
  .min(1, msg.emailRequired)
  .max(254, msg.emailFormat)
  .pipe(z.email({ message: msg.emailFormat }))
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ message: msg.passwordRequired })
  .min(1, msg.passwordRequired)
  .min(6, msg.passwordLength)
  .max(15, msg.passwordLength);

export const codeField = (required: string = msg.authCodeRequired) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .regex(/^\d{6}$/, msg.codeLength);

export const mobileField = z
  .string({ message: msg.phoneRequired })
  .trim()
  .min(1, msg.phoneRequired)
  .regex(/^[0-9 -]{4,20}$/, 'Please check the phone number')
  .transform((v) => v.replace(/[ -]/g, ''));

/** A calling code such as `+1` or `86`; stored as `+<digits>`. */
export const phoneCountryCodeField = z
  .string({ message: msg.selectCountry })
  .trim()
  .min(1, msg.selectCountry)
  .regex(/^\+?\d{1,4}(-\d{1,4})?$/, msg.selectCountry)
  .transform((v) => (v.startsWith('+') ? v : `+${v}`));

/** The country picked for a phone (an id of `country/getList`); missing or not a country: `please select country`. */
export const countryIdField = idField(msg.selectCountry);

export const getPublicKey = defineCall({
  path: '/{provider}/user/getPublicKey',
  auth: false,
  encrypted: false,
  summary: "The server's RSA public key (SPKI PEM) for the encrypted user calls",
  request: empty,
  response: z.object({ publicKey: z.string() }),
});

export const tokenAnswer = z.object({ token: z.string() });

export const loginRequest = z.object({ username: emailField, password: passwordField });
export const login = defineCall({
  path: '/{provider}/user/login',
  auth: false,
  encrypted: true,
  summary: 'Log in with email and password',
  request: loginRequest,
  response: tokenAnswer,
});

export const mobileLoginRequest = z.object({
  mobile: mobileField,
  phoneCountryCode: phoneCountryCodeField,
  code: codeField(),
});
export const mobileLogin = defineCall({
  path: '/{provider}/user/mobileLogin',
  auth: false,
  encrypted: true,
  summary: 'Log in with a code sent by SMS',
  request: mobileLoginRequest,
  response: tokenAnswer,
});

export const sendEmailCodeRequest = z.object({
  type: z.union([z.literal(CodeType.signUp), z.literal(CodeType.reset)], { message: 'Invalid code type' }),
  email: z
    .string({ message: msg.checkEmail })
    .trim()
    .max(254, msg.checkEmail)
    .pipe(z.email({ message: msg.checkEmail }))
    .transform((v) => v.toLowerCase()),
});
export const sendEmailCode = defineCall({
  path: '/send/info/sendEmailCode',
  auth: false,
  encrypted: true,
  summary: 'Send a 6-digit code by email (1 sign-up, 3 password reset)',
  request: sendEmailCodeRequest,
  response: none,
});

export const sendMobilCodeRequest = z
  .object({
    type: z.union([z.literal(CodeType.login), z.literal(CodeType.bindPhone)], { message: 'Invalid code type' }),
    mobile: z
      .string({ message: msg.phoneEmpty })
      .trim()
      .min(1, msg.phoneEmpty)
      .regex(/^[0-9 -]{4,20}$/, 'Please check the phone number')
      .transform((v) => v.replace(/[ -]/g, '')),
    phoneCountryCode: phoneCountryCodeField,
    countryId: countryIdField.optional(),
  })
  // Binding a phone needs the country as well as its calling code (docs/domain.md part S, bind phone).
  .refine((v) => v.type !== CodeType.bindPhone || v.countryId !== undefined, {
    message: msg.selectCountry,
    path: ['countryId'],
  });
export const sendMobilCode = defineCall({
  path: '/send/info/sendMobilCode',
  auth: false,
  encrypted: true,
  summary: 'Send a 6-digit code by SMS (2 login, 4 bind phone)',
  request: sendMobilCodeRequest,
  response: none,
});

export const createByEmailRequest = z.object({
  email: emailField,
  code: codeField(msg.authCodeEmpty),
  password: passwordField,
});
export const createByEmail = defineCall({
  path: '/{provider}/register/createByEmail',
  auth: false,
  encrypted: true,
  summary: 'Sign up with an email code; answers a token (signed in at once)',
  request: createByEmailRequest,
  response: tokenAnswer,
});

export const forgetPasswordRequest = createByEmailRequest;
export const forgetPassword = defineCall({
  path: '/{provider}/user/forgetPassword',
  auth: false,
  encrypted: true,
  summary: "Reset the password with an email code; revokes all of the user's sessions",
  request: forgetPasswordRequest,
  response: none,
});

export const modifyPasswordRequest = z
  .object({
    oldPassword: z.string({ message: msg.oldPasswordRequired }).min(1, msg.oldPasswordRequired),
    newPassword: passwordField,
    newPasswordAgain: z.string({ message: msg.passwordAgain }).min(1, msg.passwordAgain),
  })
  .refine((v) => v.newPassword === v.newPasswordAgain, {
    message: msg.passwordsInconsistent,
    path: ['newPasswordAgain'],
  });
export const modifyPassword = defineCall({
  path: '/{provider}/user/modifyPassword',
  auth: true,
  encrypted: true,
  summary: "Change the password; revokes all of the user's sessions",
  request: modifyPasswordRequest,
  response: none,
});

export const outLogin = defineCall({
  path: '/{provider}/user/outLogin',
  auth: true,
  encrypted: true,
  summary: 'Log out: revokes this session',
  request: empty,
  response: none,
});

export const updateSmsRequest = z.object({
  countryId: countryIdField,
  mobile: mobileField,
  code: codeField(),
  phoneCountryCode: phoneCountryCodeField,
});
export const updateSms = defineCall({
  path: '/{provider}/user/updateSms',
  auth: true,
  encrypted: true,
  summary: 'Bind a phone with a code sent to it (type 4)',
  request: updateSmsRequest,
  response: none,
});

export const modifyNameCoverRequest = z.object({
  nickName: z.string({ message: msg.nickNameRequired }).trim().min(1, msg.nickNameRequired).max(30, msg.nickNameLength),
});
export const modifyNameCover = defineCall({
  path: '/{provider}/user/modifyNameCover',
  auth: true,
  encrypted: true,
  summary: 'Change the nickname',
  request: modifyNameCoverRequest,
  response: none,
});

export const userInfo = z.object({
  email: z.string(),
  nickName: z.string(),
  mobile: z.string().nullable(),
  mobileCode: z.string().nullable(),
  kycStatus: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfo>;
export const getUserInfo = defineCall({
  path: '/{provider}/user/getUserInfo',
  auth: true,
  encrypted: false,
  summary: "The logged-in buyer's profile",
  request: empty,
  response: userInfo,
});

export const authCalls = {
  getPublicKey,
  login,
  mobileLogin,
  sendEmailCode,
  sendMobilCode,
  createByEmail,
  forgetPassword,
  modifyPassword,
  outLogin,
  updateSms,
  modifyNameCover,
  getUserInfo,
};
