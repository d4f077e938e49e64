import type { Page } from 'playwright-core';

/** The demo buyer the seed creates (prisma/seed), whom the browser tests sign in as. */
export const DEMO_BUYER = { email: 'demo@hashforge.example', password: 'demo1234' };

/** Signs in through the storefront's login page, as a buyer would, and waits to be sent on to `returnTo`. */
export async function logIn(page: Page, email: string, password: string, returnTo = '/home/index') {
  await page.goto(`/user/login?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`**${returnTo}`);
}
