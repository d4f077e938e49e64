import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cardPng } from '../../../../prisma/seed/art/receipt-png.ts';

/** The identity document and the selfie the browser tests' buyers send with their KYC. */
export const passportScan = {
  name: 'passport.png',
  mimeType: 'image/png',
  buffer: cardPng({ accent: [31, 78, 121], bars: 5 }),
};
export const selfie = {
  name: 'selfie.png',
  mimeType: 'image/png',
  buffer: cardPng({ accent: [120, 130, 145], bars: 3 }),
};

/**
 * Fills in the storefront's KYC form (/user/account/kyc, already open) as a buyer in Germany would:
 * every field, the two pictures (each waited for until it shows), the agreement ticked. The caller
 * sends it, with whatever it looks at first.
 */
export async function fillKycForm(page: Page): Promise<void> {
  await page.getByLabel('Country / region').fill('Germ');
  await page.getByRole('option', { name: /Germany/ }).click();
  await page.getByLabel('Document type').selectOption('1');
  await page.getByLabel('Surname').fill('Lindqvist');
  await page.getByLabel('Given names').fill('Kim');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('1991-06-02');
  await page.getByLabel('Residential address').fill('Torstrasse 101, Berlin');
  await page.getByLabel('Postal code').fill('10119');
  await page.getByLabel('Document number').fill('C4H8R2L9K');
  await page.getByRole('radio', { name: 'Never expires' }).check();
  await page.locator('input[type=file]').nth(0).setInputFiles([passportScan]);
  await expect.poll(() => page.getByRole('img', { name: passportScan.name }).count()).toBe(1);
  await page.locator('input[type=file]').nth(1).setInputFiles([selfie]);
  await expect.poll(() => page.getByRole('img', { name: selfie.name }).count()).toBe(1);
  await page.getByRole('checkbox', { name: /I confirm the information is true/ }).check();
}
