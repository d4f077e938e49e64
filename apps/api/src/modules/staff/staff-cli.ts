// `npm run staff -- <command> --email E [...]`: staff accounts without the back office, for the
// first owner and for operators (BACKOFFICE.md section 2). In compose:
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
import {
  createStaff,
  deleteDemoStaff,
  disableStaff,
  enableStaff,
  resetStaffPassword,
  resetStaffTwoFactor,
  type StaffChanger,
} from './manage-staff.ts';

const USAGE = `Usage: npm run staff -- <command> --email <email> [options]

Commands:
  create --email E --role R [--name N]   add a staff member; prints a one-time password
                                          (changed at first login; owner and finance enrol 2FA then)
  disable --email E                       block sign-in and end every session
  enable --email E                        allow sign-in again
  reset-2fa --email E                     remove the authenticator and recovery codes (lost phone)
  reset-password --email E                print a new one-time password and end every session
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
export async function runStaffCli(argv: string[], deps: Pick<Deps, 'prisma' | 'clock' | 'config'>): Promise<string[]> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return [USAGE];
  const opts = options(rest);
  if (command === 'delete-demo') return deleteDemo(deps);
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
        'It must be changed at the first sign-in (/admin/).',
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
        return [`New one-time password for ${email}: ${reset.oneTimePassword}`];
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
    for (const line of await runStaffCli(process.argv.slice(2), { prisma, clock: systemClock, config }))
      console.log(line);
  } catch (error) {
    console.error(error instanceof CliError ? `staff: ${error.message}` : error);
    process.exitCode = error instanceof CliError ? 2 : 1;
  } finally {
    await prisma.$disconnect();
  }
}
