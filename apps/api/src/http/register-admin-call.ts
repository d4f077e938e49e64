import { envelopeSchema } from '@hashforge/contract';
import { type AdminCallDef, type AdminInput, type AdminResponse, adminCallPath } from '@hashforge/contract/admin/call';
import {
  CSRF_REFUSED,
  PASSWORD_CHANGE_REQUIRED,
  PERMISSION_DENIED,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@hashforge/contract/admin/messages';
import { can, type StaffRole } from '@hashforge/contract/admin/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { recordAudit, type StaffActor } from '../modules/audit/record-audit.ts';
import {
  type ActiveStaffSession,
  csrfMatches,
  resolveStaffSession,
  STAFF_COOKIE,
} from '../modules/staff/staff-sessions.ts';
import { needsEnrolment } from '../modules/staff/two-factor-policy.ts';
import { adminOperation } from './openapi.ts';

export type { StaffActor };

/** Sets and clears the staff session cookie (the sign-in and sign-out calls). */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface PublicAdminContext {
  ip: string;
  userAgent: string | undefined;
  cookie: SessionCookie;
}

export interface StaffContext extends PublicAdminContext {
  staff: { id: number; email: string; name: string; role: StaffRole };
  /** Who acts, for recordAudit. */
  actor: StaffActor;
  session: ActiveStaffSession;
  /** The raw request, for the multipart calls that stream their file (serials/import). */
  request: FastifyRequest;
}

const CSRF_HEADER = 'x-csrf-token';

/** The body read by the call's schema, or the refusal naming each field's problem (docs/backoffice.md section 7). */
function parseAdminInput<C extends AdminCallDef>(call: C, body: unknown): AdminInput<C> {
  const parsed = call.request.safeParse(body);
  if (!parsed.success) {
    throw AppError.invalid(
      parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    );
  }
  return parsed.data as AdminInput<C>;
}

function sessionCookie(deps: Deps, reply: FastifyReply): SessionCookie {
  const base = {
    httpOnly: true,
    secure: deps.config.isProduction,
    sameSite: 'strict' as const,
    path: '/admin',
  };
  return {
    set: (token, expiresAt) => void reply.setCookie(STAFF_COOKIE, token, { ...base, expires: expiresAt }),
    clear: () => void reply.clearCookie(STAFF_COOKIE, base),
  };
}

/** Options of one admin route: a per-IP ceiling (@fastify/rate-limit on Redis) for the calls that need one. */
export interface AdminRouteOptions {
  rateLimit?: { max: number; timeWindow: number | string };
}

function route<C extends AdminCallDef>(
  app: FastifyInstance,
  call: C,
  options: AdminRouteOptions,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: adminCallPath(call),
    config: { rateLimit: options.rateLimit ?? false },
    schema: {
      summary: call.summary,
      description: [
        call.permission ? `Permission: \`${call.permission}\`.` : 'Any signed-in staff member.',
        call.mutates ? "State-changing: send the session's CSRF token in `X-CSRF-Token`." : '',
      ]
        .filter(Boolean)
        .join(' '),
      ...adminOperation(call),
      consumes: call.multipart ? ['multipart/form-data'] : undefined,
      body: call.multipart ?? call.request,
      response: { 200: envelopeSchema(call.response) },
    },
    // The body's schema is for the OpenAPI page: it is checked in the handler, after the session,
    // the CSRF token and the permission (docs/backoffice.md section 3, decision 013), so a caller
    // without a session learns nothing about a call's fields.
    validatorCompiler: () => (value) => ({ value }),
    handler: async (request, reply) => ({ result: 1, msg: 'success', data: await handler(request, reply) }),
  });
}

/**
 * The one way a staff call becomes a route (docs/backoffice.md sections 1-3): the staff session cookie
 * (`result` -9999 without one; a buyer's bearer token is no staff session), the CSRF header on
 * state-changing calls (HTTP 403), the one-time-password and second-factor setup steps, the
 * permission (`result` 0, audited as `denied.<path>`), then the body checked by the call's schema
 * and the handler's answer in the shop's envelope.
 */
export function registerAdminCall<C extends AdminCallDef>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: (input: AdminInput<C>, ctx: StaffContext) => Promise<AdminResponse<C>> | AdminResponse<C>,
  options: AdminRouteOptions = {},
): void {
  route(app, call, options, async (request, reply) => {
    const session = await resolveStaffSession(deps, request.cookies[STAFF_COOKIE]);
    // A demo account's session (made before the shop went live) is no session in production.
    if (!session || (session.staff.isDemo && deps.config.isProduction)) throw AppError.unauthorized();
    if (call.mutates) {
      const header = request.headers[CSRF_HEADER];
      if (!csrfMatches(session.csrfToken, typeof header === 'string' ? header : undefined)) {
        throw AppError.forbidden(CSRF_REFUSED);
      }
    }
    const { staff } = session;
    if (!call.duringSetup) {
      if (staff.mustChangePassword) throw AppError.refused(PASSWORD_CHANGE_REQUIRED);
      if (needsEnrolment(staff, session.twoFactorRoles)) throw AppError.refused(TWO_FACTOR_SETUP_REQUIRED);
    }
    const actor: StaffActor = { staffId: staff.id, ip: request.ip, userAgent: request.headers['user-agent'] };
    if (!mayCall(staff.role, call)) {
      await recordAudit(deps.prisma, actor, {
        action: `denied.${call.path}`,
        entityType: 'admin_call',
        entityId: call.path,
        after: { permission: call.permission, role: staff.role },
      });
      throw AppError.refused(PERMISSION_DENIED);
    }
    const input = parseAdminInput(call, request.body ?? {});
    const ctx: StaffContext = {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      cookie: sessionCookie(deps, reply),
      staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role as StaffRole },
      actor,
      session,
      request,
    };
    return handler(input, ctx);
  });
}

/** Whether a staff role may make a call: the permission check every staff call passes. */
export function mayCall(role: string, call: Pick<AdminCallDef, 'permission'>): boolean {
  return !call.permission || can(role, call.permission);
}

/**
 * A detail's `nextSteps` (orders/get, aftersales/get): of the calls its state machine allows now (a
 * call not allowed is `false`), the paths of those the staff member's role may make, so a desk shows
 * a button exactly where the call would be accepted.
 */
export function stepsFor(role: string, allowedNow: readonly (AdminCallDef | false)[]): string[] {
  return allowedNow.flatMap((call) => (call && mayCall(role, call) ? [call.path] : []));
}

/** The calls made before a session exists (auth/login, auth/recovery): no cookie, no CSRF, no permission. */
export function registerPublicAdminCall<C extends AdminCallDef>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: (input: AdminInput<C>, ctx: PublicAdminContext) => Promise<AdminResponse<C>> | AdminResponse<C>,
  options: AdminRouteOptions = {},
): void {
  if (call.auth !== false) throw new Error(`${call.path} needs a staff session: use registerAdminCall`);
  route(app, call, options, async (request, reply) => {
    const input = parseAdminInput(call, request.body ?? {});
    return handler(input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      cookie: sessionCookie(deps, reply),
    });
  });
}
