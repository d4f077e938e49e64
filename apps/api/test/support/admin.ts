import type { Envelope } from '@hashforge/contract';
import { authDesk } from '@hashforge/contract/admin/auth';
import {
  type AdminCallDef,
  type AdminRequest,
  type AdminResponse,
  adminCallPath,
} from '@hashforge/contract/admin/call';
import type { StaffRole } from '@hashforge/contract/admin/permissions';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { sealSecret } from '../../src/modules/staff/secret-box.ts';
import { multipart } from './factories/buying.ts';
import type { TestContext } from './test-app.ts';

/** A signed-in staff member as a browser holds it: the session cookie and the CSRF token. */
export interface StaffSession {
  cookie: string;
  csrfToken: string;
}

export interface AdminAnswer<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

export interface AdminCallOptions {
  session?: StaffSession | null;
  /** The X-CSRF-Token header; by default the session's own token; false sends none. */
  csrf?: string | false;
  /** Call from this IP (the test app trusts X-Forwarded-For). */
  ip?: string;
  /** A buyer's bearer token, to show it opens no admin call. */
  bearer?: string;
}

/** One admin call through the real HTTP stack, as the admin app sends it. */
export async function adminCall<C extends AdminCallDef>(
  ctx: Pick<TestContext, 'app'>,
  def: C,
  body: AdminRequest<C> | Record<string, unknown>,
  options: AdminCallOptions = {},
): Promise<AdminAnswer<AdminResponse<C>>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.session) headers.cookie = options.session.cookie;
  const csrf = options.csrf ?? options.session?.csrfToken;
  if (csrf) headers['x-csrf-token'] = csrf;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const res = await ctx.app.inject({ method: 'POST', url: adminCallPath(def), headers, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() as Envelope<AdminResponse<C>>, headers: res.headers };
}

/**
 * A multipart admin call (files/upload, aftersales/upload-quotation, serials/import) as the admin
 * app sends it: the parts in the order given, the session's cookie and its CSRF header.
 */
export async function adminUpload<C extends AdminCallDef>(
  ctx: Pick<TestContext, 'app'>,
  def: C,
  session: StaffSession,
  parts: Parameters<typeof multipart>[0],
): Promise<AdminAnswer<AdminResponse<C>>> {
  const body = multipart(parts);
  const res = await ctx.app.inject({
    method: 'POST',
    url: adminCallPath(def),
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Envelope<AdminResponse<C>>, headers: res.headers };
}

/** The `hf_staff=...` pair of a Set-Cookie answer. */
export function sessionCookieOf(headers: Record<string, unknown>): string | null {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = all.find((c: string) => c.startsWith('hf_staff='));
  return found ? found.split(';')[0]! : null;
}

/** The session a signed-in auth/login answer opened, as the browser keeps it: its cookie and CSRF token. */
export function sessionOf(answer: AdminAnswer<{ csrfToken: string }>): StaffSession {
  return { cookie: sessionCookieOf(answer.headers)!, csrfToken: answer.body.data.csrfToken };
}

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
  /** Base32 secret when 2FA is on. */
  totpSecret: string | null;
}

let counter = 0;

/**
 * A staff member written straight to the database (the factory: no call, no audit row), with 2FA on
 * for the roles that require it unless told otherwise.
 */
export async function createTestStaff(
  ctx: Pick<TestContext, 'deps'>,
  role: StaffRole,
  options: { totp?: boolean; email?: string; password?: string; mustChangePassword?: boolean; isDemo?: boolean } = {},
): Promise<TestStaff> {
  counter += 1;
  const email = options.email ?? `${role}.${counter}.${Date.now()}@staff.test`;
  const password = options.password ?? `pass-${role}-${counter}-word`;
  const withTotp = options.totp ?? (role === 'owner' || role === 'finance');
  const secret = withTotp ? new Secret({ size: 20 }).base32 : null;
  const now = ctx.deps.clock.now();
  const staff = await ctx.deps.prisma.staff.create({
    data: {
      email,
      name: `${role} ${counter}`,
      role,
      passwordHash: await hashPassword(password),
      totpSecretSealed: secret ? sealSecret(ctx.deps.keys, secret) : null,
      totpEnabledAt: secret ? now : null,
      mustChangePassword: options.mustChangePassword ?? false,
      oneTimePasswordExpiresAt: options.mustChangePassword ? new Date(now.getTime() + 72 * 60 * 60 * 1000) : null,
      isDemo: options.isDemo ?? false,
    },
  });
  return { id: staff.id, email, password, role, totpSecret: secret };
}

/** The authenticator's code at the test clock's time. */
export function totpCode(ctx: Pick<TestContext, 'deps'>, secret: string): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: ctx.deps.clock.now().getTime() });
}

/**
 * auth/login with the staff member's email and password and nothing else, from `ip`: the answer as
 * it comes (a session, a request for the second factor, a refusal or a 429), for the tests of
 * signing in itself.
 */
export function loginWithPassword(
  ctx: Pick<TestContext, 'app'>,
  staff: Pick<TestStaff, 'email' | 'password'>,
  ip?: string,
): Promise<AdminAnswer<AdminResponse<typeof authDesk.login>>> {
  return adminCall(ctx, authDesk.login, { email: staff.email, password: staff.password }, { ip });
}

/**
 * auth/login with the password and an authenticator code (none when `otp` is undefined), from `ip`:
 * the answer as it comes, for the tests of the second factor.
 */
export function loginWithCode(
  ctx: Pick<TestContext, 'app'>,
  staff: Pick<TestStaff, 'email' | 'password'>,
  otp: string | undefined,
  ip?: string,
): Promise<AdminAnswer<AdminResponse<typeof authDesk.login>>> {
  return adminCall(ctx, authDesk.login, { email: staff.email, password: staff.password, otp }, { ip });
}

/**
 * Signs a staff member in through auth/login (with a fresh authenticator code when 2FA is on: the
 * clock moves one 30-second step first, since a code is good once).
 */
export async function signInStaff(
  ctx: Pick<TestContext, 'app' | 'deps' | 'clock'>,
  staff: TestStaff,
  ip?: string,
): Promise<StaffSession> {
  let otp: string | undefined;
  if (staff.totpSecret) {
    ctx.clock.advance(30_000);
    otp = totpCode(ctx, staff.totpSecret);
  }
  const res = await loginWithCode(ctx, staff, otp, ip);
  if (res.body.result !== 1) throw new Error(`sign-in of ${staff.email} failed: ${res.body.msg}`);
  const cookie = sessionCookieOf(res.headers);
  if (!cookie) throw new Error('auth/login set no hf_staff cookie');
  return { cookie, csrfToken: res.body.data.csrfToken };
}
