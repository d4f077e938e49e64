import { randomBytes } from 'node:crypto';
import { PASSWORD_LINK_INVALID } from '@hashforge/contract/admin/messages';
import { expect, it } from 'vitest';
import type { ShopBrowser } from '../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import {
  adminShot,
  atDashboard,
  demoStaff,
  ensureAdminBuild,
  SERVER,
  staffLogin,
  submitCredentials,
  useLaptop,
} from './support/admin.ts';

// Decision 013, invitations: a new staff member chooses their password through the single-use link in the
// invitation mail, on their phone here; the mail carries no password, and the link works once.

await ensureAdminBuild();

let shop: Shop;
let owner: ShopBrowser;
let newcomer: ShopBrowser;

openShopForFile((open) => ({ shop, desktop: owner, phone: newcomer } = open));

/** The invitation as the newcomer reads it in their mailbox (the dev outbox). */
async function invitationTo(email: string) {
  let body = '';
  await expect
    .poll(async () => {
      body = (await shop.readOutbox(email)).find((m) => m.subject === 'Your HashForge back office account')?.body ?? '';
      return body;
    }, SERVER)
    .not.toBe('');
  return body;
}

it('a new staff member chooses their password from the invitation link on a phone, then signs in; the link works once', async () => {
  await useLaptop(owner);
  const desk = owner.page;
  await staffLogin(desk, demoStaff('owner'));
  await desk.goto('/admin/staff');
  await desk.getByRole('button', { name: 'Add staff member' }).click();
  const create = desk.getByRole('dialog', { name: 'Add staff member' });
  const email = `support-${randomBytes(3).toString('hex')}@hashforge.example`;
  await create.getByLabel('Name').fill('Tomas Lindqvist');
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Role').selectOption('support');
  await create.getByRole('button', { name: 'Add' }).click();
  const shown = desk.locator('[data-one-time-password]');
  await expect.poll(() => shown.count(), SERVER).toBe(1);
  await expect
    .poll(() => desk.getByRole('dialog', { name: 'One-time password' }).textContent())
    .toContain(`We mailed ${email} a link`);
  await adminShot(desk, 'staff-invited-1280');
  const oneTimePassword = ((await shown.textContent()) ?? '').trim();
  await desk.getByRole('button', { name: 'Done' }).click();

  const mail = await invitationTo(email);
  expect(mail).not.toContain(oneTimePassword);
  const link = /(http\S+\/admin\/set-password#token=[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeDefined();

  // On the phone: the link, a password typed twice (a mismatch is caught first), then the sign-in.
  const phone = newcomer.page;
  await phone.goto(link!);
  await expect.poll(() => phone.getByRole('heading', { name: 'Choose your password' }).isVisible(), SERVER).toBe(true);
  // The token leaves the address bar (and the history) as soon as the page has read it.
  await expect.poll(() => new URL(phone.url()).hash).toBe('');
  await adminShot(phone, 'set-password-390');
  await phone.getByLabel('New password', { exact: true }).fill('north-wind-ledger');
  await phone.getByLabel('New password again').fill('north-wind-ledgr');
  await phone.getByRole('button', { name: 'Save password' }).click();
  await expect.poll(() => phone.getByText('The passwords differ').isVisible()).toBe(true);
  await phone.getByLabel('New password again').fill('north-wind-ledger');
  await phone.getByRole('button', { name: 'Save password' }).click();
  await phone.waitForURL('**/admin/login', SERVER);
  await expect.poll(() => phone.getByLabel('Email').inputValue()).toBe(email);
  await adminShot(phone, 'set-password-done-390');
  await phone.getByLabel('Password').fill('north-wind-ledger');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await phone.waitForURL(atDashboard, SERVER);

  // The same link a second time, at the laptop: refused, and it says what to do.
  await desk.context().clearCookies();
  await desk.goto(link!);
  await desk.getByLabel('New password', { exact: true }).fill('someone-elses-pick');
  await desk.getByLabel('New password again').fill('someone-elses-pick');
  await desk.getByRole('button', { name: 'Save password' }).click();
  await expect.poll(() => desk.getByRole('alert').first().textContent(), SERVER).toBe(PASSWORD_LINK_INVALID);
  await adminShot(desk, 'set-password-used-link-1280');
  await desk.goto('/admin/set-password');
  await expect.poll(() => desk.getByText('This address is not the whole link').isVisible(), SERVER).toBe(true);

  // The one-time password shown to the owner ended with the link.
  await submitCredentials(desk, email, oneTimePassword);
  await expect.poll(() => desk.getByRole('alert').first().textContent(), SERVER).toBe('Wrong email or password');
  const row = await shop.deps.prisma.staff.findUniqueOrThrow({ where: { email } });
  expect(row.mustChangePassword).toBe(false);
});
