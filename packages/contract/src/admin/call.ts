import { z } from 'zod';
import { money } from '../envelope.ts';
import { type FilePurpose, fileReferences } from '../files.ts';
import type { Permission } from './permissions.ts';

/**
 * One call of the back office (docs/backoffice.md section 1): `POST /admin/api/<path>` with a JSON body,
 * answered in the shop's envelope. Defined once here; the API registers it through
 * registerAdminCall, which enforces the session, the CSRF header and the permission named here.
 */
export interface AdminCallDef<Req extends z.ZodObject = z.ZodObject, Res extends z.ZodType = z.ZodType> {
  path: string;
  /** Required permission; null: any signed-in staff member (or nobody's, for `auth: false`). */
  permission: Permission | null;
  /** false only for calls made before a session exists (auth/login, auth/recovery). */
  auth?: false;
  /**
   * Callable while the staff member still has to change a one-time password or enrol a second
   * factor (auth/me, auth/logout, auth/password, auth/2fa/*). Every other call waits for those.
   */
  duringSetup?: true;
  /** true: changes state, so the X-CSRF-Token header must carry the session's token. */
  mutates: boolean;
  summary?: string;
  request: Req;
  /**
   * The parts of a multipart/form-data call (files/upload, serials/import,
   * aftersales/upload-quotation), for the API document: its handler reads them from the stream, so
   * `request`, the JSON body, is empty.
   */
  multipart?: z.ZodObject;
  response: Res;
}

/** Keeps the literal types of a definition (its path, permission, schemas). */
export function defineAdminCall<Req extends z.ZodObject, Res extends z.ZodType>(
  def: AdminCallDef<Req, Res>,
): AdminCallDef<Req, Res> {
  return def;
}

export const ADMIN_API_PREFIX = '/admin/api/';

export function adminCallPath(call: Pick<AdminCallDef, 'path'>): string {
  return ADMIN_API_PREFIX + call.path;
}

/** The body as a client sends it (defaults still optional). */
export type AdminRequest<C> = C extends AdminCallDef<infer Req, z.ZodType> ? z.input<Req> : never;
/** The body as a handler receives it (parsed, defaults applied). */
export type AdminInput<C> = C extends AdminCallDef<infer Req, z.ZodType> ? z.output<Req> : never;
export type AdminResponse<C> = C extends AdminCallDef<z.ZodObject, infer Res> ? z.output<Res> : never;

/**
 * A number on the admin wire: a JSON number and nothing else (docs/contract.md section 3). `true`,
 * `[]`, `"0x10"` or `"16"` is refused with `message`, never read as a number: the admin app's forms
 * turn what staff type into numbers before they send it (apps/admin/src/lib/form.ts), and only the
 * text fields of a multipart upload are read from text.
 */
export function adminNumber(message = 'Enter a number') {
  return z.number({ message });
}

/** A whole number on the admin wire (see adminNumber); bounds are chained with their own messages. */
export function adminInt(message = 'Enter a whole number') {
  return adminNumber(message).int(message);
}

/** The fields every admin list takes: `page` from 1, `limit` 1..200, an optional `sort`. */
export const pageRequest = z.object({
  page: adminInt('page must be 1 or more').min(1, 'page must be 1 or more').default(1),
  limit: adminInt('limit must be 1 to 200')
    .min(1, 'limit must be 1 to 200')
    .max(200, 'limit must be 1 to 200')
    .default(20),
  sort: z.string().max(64).optional(),
});

/** Every admin list answers `{ total, list }`. */
export function pageResponse<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int(), list: z.array(item) });
}

/** Money: a decimal string with two places, the shop's own money field ("5.00"). */
export const adminMoney = money;
/** A money amount typed by staff: a decimal string, positive, at most two decimals. */
export const moneyInput = z
  .string({ message: 'Enter an amount such as 120.00' })
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount such as 120.00');
/** Times travel as ISO 8601 strings. */
export const isoTime = z.string();
/**
 * What a reviewer saw: the submit time of the verification or proof as the desk read it, sent back
 * like HTTP's If-Match. Optional, so tools that send a call's fixed body (docs/backoffice.md section 8)
 * keep working; the back office always sends it, and when it is present a review of anything
 * submitted since is refused (result 0) and changes nothing.
 */
export const expectedSubmitTime = z.iso
  .datetime({ message: 'Send the submit time as the desk showed it (ISO 8601)' })
  .optional();
/** A database id: a positive JSON integer that fits a Postgres integer. */
export const adminId = adminInt('Invalid id').positive('Invalid id').max(2147483647, 'Invalid id');
/** A stored file a staff request names by id, attached for `purpose` (see fileReferences). */
export const staffFileId = (purpose: FilePurpose) => adminId.clone().register(fileReferences, { purpose, by: 'id' });
/** A string naming a stored file by its storage key (or, where the field says so, a URL), attached for `purpose`. */
export function staffFileKey<T extends z.ZodType>(purpose: FilePurpose, schema: T): T {
  fileReferences.add(schema, { purpose, by: 'key' });
  return schema;
}
export const emptyRequest = z.object({});
export const emptyResponse = z.object({});
