import { z } from 'zod';
import { adminId, defineAdminCall, emptyRequest, emptyResponse, isoTime } from './call.ts';
import { PERMISSIONS, ROLES } from './permissions.ts';

export const staffEmailField = z
  .string({ message: 'Enter an email address' })
  .trim()
  .min(1, 'Enter an email address')
  .max(254, 'Enter a valid email address')
  .pipe(z.email({ message: 'Enter a valid email address' }))
  .transform((v) => v.toLowerCase());

/** Staff passwords: 8 to 128 characters (long passphrases welcome). */
export const staffPasswordField = z
  .string({ message: 'Enter a password' })
  .min(8, 'Use at least 8 characters')
  .max(128, 'Use at most 128 characters');

export const otpField = z
  .string({ message: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

export const recoveryCodeField = z
  .string({ message: 'Enter a recovery code' })
  .trim()
  .min(1, 'Enter a recovery code')
  .max(64, 'Enter a recovery code');

export const staffRoleField = z.enum(ROLES, { message: `Choose a role: ${ROLES.join(', ')}` });

export const staffSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleField,
});

/** What a signed-in staff member sees about their own session. */
export const staffSessionAnswer = z.object({
  staff: staffSummary,
  csrfToken: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** A one-time password is in use: auth/password before anything else. */
  mustChangePassword: z.boolean(),
  /** The role requires a second factor that is not set up yet: auth/2fa/enrol, then auth/2fa/confirm. */
  mustEnrolTwoFactor: z.boolean(),
  /** An authenticator app or at least one passkey is set up. */
  twoFactorEnabled: z.boolean(),
  /** How many passkeys the staff member has registered (a passkey is a second factor too). */
  passkeys: z.number().int(),
});

const adminLogin = defineAdminCall({
  path: 'auth/login',
  permission: null,
  auth: false,
  mutates: false,
  summary:
    'Sign in with email and password (and the authenticator code when 2FA is on); sets the hf_staff cookie. ' +
    '`result` 0 "Enter the code from your authenticator app" when the code is due.',
  request: z.object({
    email: staffEmailField,
    password: z.string().min(1, 'Enter a password').max(128),
    otp: otpField.optional(),
  }),
  response: staffSessionAnswer,
});

const adminRecoveryLogin = defineAdminCall({
  path: 'auth/recovery',
  permission: null,
  auth: false,
  mutates: false,
  summary: 'Sign in with a one-use recovery code instead of the authenticator code',
  request: z.object({
    email: staffEmailField,
    password: z.string().min(1, 'Enter a password').max(128),
    recoveryCode: recoveryCodeField,
  }),
  response: staffSessionAnswer.extend({ recoveryCodesLeft: z.number().int() }),
});

const adminMe = defineAdminCall({
  path: 'auth/me',
  permission: null,
  duringSetup: true,
  mutates: false,
  summary: 'The signed-in staff member, their permissions and the CSRF token',
  request: emptyRequest,
  response: staffSessionAnswer,
});

const adminLogout = defineAdminCall({
  path: 'auth/logout',
  permission: null,
  duringSetup: true,
  mutates: true,
  summary: 'End this session',
  request: emptyRequest,
  response: emptyResponse,
});

const adminChangePassword = defineAdminCall({
  path: 'auth/password',
  permission: null,
  duringSetup: true,
  mutates: true,
  summary: "Change one's own password (required after a one-time password); other sessions are signed out",
  request: z.object({
    currentPassword: z.string().min(1, 'Enter the current password').max(128),
    newPassword: staffPasswordField,
  }),
  response: emptyResponse,
});

const adminEnrolTwoFactor = defineAdminCall({
  path: 'auth/2fa/enrol',
  permission: null,
  duringSetup: true,
  mutates: true,
  summary: 'Start the authenticator setup: a new secret and its QR code (confirm with auth/2fa/confirm)',
  request: emptyRequest,
  response: z.object({ otpauthUrl: z.string(), qrCode: z.string(), secret: z.string() }),
});

const adminConfirmTwoFactor = defineAdminCall({
  path: 'auth/2fa/confirm',
  permission: null,
  duringSetup: true,
  mutates: true,
  summary: 'Finish the authenticator setup with a current code; answers the ten one-use recovery codes',
  request: z.object({ otp: otpField }),
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});

const adminRegenerateRecoveryCodes = defineAdminCall({
  path: 'auth/2fa/recovery-codes',
  permission: null,
  mutates: true,
  summary: 'Replace the recovery codes (the old ones stop working); needs a current authenticator code',
  request: z.object({ otp: otpField }),
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});

const adminDisableTwoFactor = defineAdminCall({
  path: 'auth/2fa/disable',
  permission: null,
  mutates: true,
  summary: 'Turn the authenticator off (refused for roles that require it)',
  request: z.object({ otp: otpField }),
  response: emptyResponse,
});

const adminOwnSessions = defineAdminCall({
  path: 'auth/sessions',
  permission: null,
  mutates: false,
  summary: "The signed-in staff member's own open sessions",
  request: emptyRequest,
  response: z.object({
    list: z.array(
      z.object({
        id: z.string(),
        current: z.boolean(),
        createTime: isoTime,
        lastSeenTime: isoTime,
        expireTime: isoTime,
        ip: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
  }),
});

/** WebAuthn options and answers travel as the browser's JSON (@simplewebauthn/browser); their shape is the standard's. */
const webAuthnJson = z.record(z.string(), z.unknown());
const loginPassword = z.string().min(1, 'Enter a password').max(128);

const adminPasskeyRegisterOptions = defineAdminCall({
  path: 'auth/passkey/register-options',
  permission: null,
  duringSetup: true,
  mutates: true,
  summary: 'Start registering a passkey: the options for navigator.credentials.create (valid 5 minutes)',
  request: emptyRequest,
  response: z.object({ options: webAuthnJson }),
});

const adminPasskeyRegister = defineAdminCall({
  path: 'auth/passkey/register',
  permission: null,
  duringSetup: true,
  mutates: true,
  summary: "Finish registering a passkey with the browser's answer; it then serves as the second factor",
  request: z.object({ response: webAuthnJson }),
  response: z.object({ id: z.number().int(), createTime: isoTime }),
});

const adminPasskeyLoginOptions = defineAdminCall({
  path: 'auth/passkey/login-options',
  permission: null,
  auth: false,
  mutates: false,
  summary:
    'Sign in with a passkey instead of the authenticator code: email and password, then the options for navigator.credentials.get',
  request: z.object({ email: staffEmailField, password: loginPassword }),
  response: z.object({ options: webAuthnJson }),
});

const adminPasskeyLogin = defineAdminCall({
  path: 'auth/passkey/login',
  permission: null,
  auth: false,
  mutates: false,
  summary: "Finish the passkey sign-in with the browser's answer; sets the hf_staff cookie",
  request: z.object({ email: staffEmailField, password: loginPassword, response: webAuthnJson }),
  response: staffSessionAnswer,
});

const adminListPasskeys = defineAdminCall({
  path: 'auth/passkeys',
  permission: null,
  duringSetup: true,
  mutates: false,
  summary: "The signed-in staff member's passkeys",
  request: emptyRequest,
  response: z.object({
    list: z.array(z.object({ id: z.number().int(), createTime: isoTime, transports: z.array(z.string()) })),
  }),
});

const adminDeletePasskey = defineAdminCall({
  path: 'auth/passkey/delete',
  permission: null,
  mutates: true,
  summary: 'Remove one of your passkeys (not the last second factor of a role that requires one)',
  request: z.object({ id: adminId }),
  response: emptyResponse,
});

/** The token of a set-password link (43 base64url characters); a mangled copy is refused like an old link. */
export const passwordLinkTokenField = z
  .string({ message: 'Open the link from the mail again' })
  .trim()
  .min(20, 'Open the link from the mail again')
  .max(200, 'Open the link from the mail again');

const adminSetPassword = defineAdminCall({
  path: 'auth/set-password',
  permission: null,
  auth: false,
  mutates: false,
  summary:
    'Choose a password with the single-use link mailed by staff/create or staff/reset-password (valid 72 hours); ' +
    'the one-time password and every session of the account end. Answers the email to sign in with',
  request: z.object({ token: passwordLinkTokenField, newPassword: staffPasswordField }),
  response: z.object({ email: z.string() }),
});

export const authDesk = {
  login: adminLogin,
  recoveryLogin: adminRecoveryLogin,
  me: adminMe,
  logout: adminLogout,
  changePassword: adminChangePassword,
  setPassword: adminSetPassword,
  enrolTwoFactor: adminEnrolTwoFactor,
  confirmTwoFactor: adminConfirmTwoFactor,
  regenerateRecoveryCodes: adminRegenerateRecoveryCodes,
  disableTwoFactor: adminDisableTwoFactor,
  ownSessions: adminOwnSessions,
  passkeyRegisterOptions: adminPasskeyRegisterOptions,
  passkeyRegister: adminPasskeyRegister,
  passkeyLoginOptions: adminPasskeyLoginOptions,
  passkeyLogin: adminPasskeyLogin,
  listPasskeys: adminListPasskeys,
  deletePasskey: adminDeletePasskey,
} as const;
