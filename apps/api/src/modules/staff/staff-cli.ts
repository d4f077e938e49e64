// `npm run staff -- <command> --email E [...]`: staff accounts without the back office, for the
// first owner and for operators (docs/backoffice.md section 2). In compose:
// `docker compose run --rm api npm run staff -- create --email E --role owner`.
import { pathToFileURL } from 'node:url';
import { staffEmailField } from '@hashforge/contract/admin/auth';
import { ROLES } from '@hashforge/contract/admin/permissions';
import { staffNameField } from '@hashforge/contract/admin/staff';
import { systemClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { createPrisma } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { loadKeys } from '../../keys.ts';
import { createStaff } from './create-staff.ts';
import { deleteDemoStaff } from './delete-demo-staff.ts';
import { disableStaff } from './disable-staff.ts';
import { enableStaff } from './enable-staff.ts';
import { PASSWORD_LINK_HOURS } from './password-links.ts';
import { resealSecondFactors } from './reseal-second-factors.ts';
import { resetStaffPassword } from './reset-staff-password.ts';
import { resetStaffTwoFactor } from './reset-staff-two-factor.ts';
import type { StaffChanger } from './staff-change.ts';

const USAGE = `Usage: npm run staff -- <command> --email <email> [options]

Commands:
  create --email E --role R [--name N]   add a staff member; prints a one-time password (it signs in
                                          once, within 72 hours, and is changed then; owner and
                                          finance enrol 2FA at that sign-in)
  disable --email E                       block sign-in and end every session
  enable --email E                        allow sign-in again
  reset-2fa --email E                     remove the authenticator and recovery codes (lost phone)
  reset-password --email E                print a new one-time password (once, 72 hours) and end
                                          every session
  reseal                                  move authenticator secrets to SECOND_FACTOR_KEY; when JWT_SECRET
                                          (or SECOND_FACTOR_KEY) has changed since they were made, give the
                                          old one in OLD_JWT_SECRET (or OLD_SECOND_FACTOR_KEY)
  delete-demo                             delete the demo accounts of the development seed (a live shop
                                          refuses them; disabling is not enough, they could be enabled)

Roles: ${ROLES.join(', ')}`;

const CLI: StaffChanger = { actor: null, source: 'staff CLI' };

function options(args: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) throw new CliError(`unexpected argument: ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const value = inline ?? args[++i];
    if (value === undefined) throw new CliError(`--${name} needs a value`);
    found.set(name, value);
  }
  return found;
}

export class CliError extends Error {}

function parse<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
  flag: string,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CliError(`--${flag}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

const secrets = (n: number) => `${n} authenticator secret${n === 1 ? '' : 's'}`;

/** The old keys come from the environment, never the command line (shell history, `ps`). */
async function reseal(deps: Pick<Deps, 'prisma' | 'keys'>, env: Record<string, string | undefined>) {
  const report = await resealSecondFactors(deps, {
    old: { jwtSecret: env.OLD_JWT_SECRET || undefined, secondFactorKey: env.OLD_SECOND_FACTOR_KEY || undefined },
    changer: CLI,
  });
  const lines = [`Re-sealed ${secrets(report.resealed)} under SECOND_FACTOR_KEY.`];
  if (report.unopenable.length > 0) {
    lines.push(
      `${secrets(report.unopenable.length)} cannot be opened with these keys (${report.unopenable.join(', ')}): ` +
        'set OLD_JWT_SECRET to the JWT_SECRET they were made under (or OLD_SECOND_FACTOR_KEY) and run this again, ' +
        'or reset their two-factor sign-in (reset-2fa).',
    );
  }
  if (report.legacyRecoveryCodes.length > 0) {
    lines.push(
      `Recovery codes made before SECOND_FACTOR_KEY, held by ${report.legacyRecoveryCodes.join(', ')}, work only ` +
        'while JWT_SECRET is unchanged: ask them to make new ones (Account, Recovery codes) before you rotate it.',
    );
  }
  return lines;
}

async function deleteDemo(deps: Pick<Deps, 'prisma' | 'clock' | 'config'>): Promise<string[]> {
  const { deleted, kept } = await deleteDemoStaff(deps, CLI);
  const lines = [`Deleted ${deleted.length} demo staff accounts${deleted.length ? `: ${deleted.join(', ')}` : ''}.`];
  if (kept.length > 0) {
    lines.push(
      `Kept ${kept.length} that the audit log names (${kept.join(', ')}): disabled, their password, ` +
        'second factors and sessions removed; they can never sign in again.',
    );
  }
  return lines;
}

/** Runs one command; answers the lines to print. Throws CliError for a usage mistake or a refusal. */
export async function runStaffCli(
  argv: string[],
  deps: Pick<Deps, 'prisma' | 'clock' | 'config' | 'keys'>,
  env: Record<string, string | undefined> = process.env,
): Promise<string[]> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return [USAGE];
  const opts = options(rest);
  if (command === 'delete-demo') return deleteDemo(deps);
  if (command === 'reseal') return reseal(deps, env);
  const email = parse(staffEmailField, opts.get('email'), 'email');
  try {
    if (command === 'create') {
      const role = opts.get('role');
      if (!role || !(ROLES as readonly string[]).includes(role))
        throw new CliError(`--role must be one of: ${ROLES.join(', ')}`);
      const name = parse(staffNameField, opts.get('name') ?? email.split('@')[0], 'name');
      const created = await createStaff(deps, { email, name, role: role as (typeof ROLES)[number] }, CLI);
      return [
        `Created staff #${created.id} ${email} (${role}).`,
        `One-time password: ${created.oneTimePassword}`,
        `It signs in once, within ${PASSWORD_LINK_HOURS} hours, and must be changed at that sign-in (/admin/).`,
      ];
    }
    const staff = await deps.prisma.staff.findUnique({ where: { email }, select: { id: true } });
    if (!staff) throw new CliError(`no staff member with the email ${email}`);
    switch (command) {
      case 'disable':
        await disableStaff(deps, staff.id, CLI);
        return [`Disabled ${email}; every session of theirs has ended.`];
      case 'enable':
        await enableStaff(deps, staff.id, CLI);
        return [`Enabled ${email}.`];
      case 'reset-2fa':
        await resetStaffTwoFactor(deps, staff.id, CLI);
        return [`Two-factor authentication of ${email} removed; they set it up again at the next sign-in.`];
      case 'reset-password': {
        const reset = await resetStaffPassword(deps, staff.id, CLI);
        return [
          `New one-time password for ${email}: ${reset.oneTimePassword}`,
          `It signs in once, within ${PASSWORD_LINK_HOURS} hours; every session of theirs has ended.`,
        ];
      }
      default:
        throw new CliError(`unknown command: ${command}\n\n${USAGE}`);
    }
  } catch (error) {
    if (error instanceof AppError) {
      const field = error.details.errors?.[0];
      throw new CliError(field ? `--${field.path}: ${field.message}` : error.message);
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadConfig();
  const prisma = createPrisma(config.DATABASE_URL);
  try {
    const keys = await loadKeys(config);
    for (const line of await runStaffCli(process.argv.slice(2), { prisma, clock: systemClock, config, keys }))
      console.log(line);
  } catch (error) {
    console.error(error instanceof CliError ? `staff: ${error.message}` : error);
    process.exitCode = error instanceof CliError ? 2 : 1;
  } finally {
    await prisma.$disconnect();
  }
}
