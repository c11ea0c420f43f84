import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Jeanne Moreau's booking as the registration form sends it (her number comes from the member book). */
export const memberBooking = (rateId: number) => ({
  congressSlug: 'demo',
  rateId,
  consent: true,
  main: {
    firstName: 'Jeanne',
    lastName: 'Moreau',
    email: 'member@demo.test',
    phone: '+33 1 00 00 00 00',
    country: 'France',
    billingInformation: '1 rue de Rivoli, 75001 Paris',
    memberNumber: 'M-1001',
    workingHotel: 'Hotel Lutetia',
    passportNumber: 'FR1234567',
    passportCreationDate: '2020-01-15',
    passportExpirationDate: '2030-01-14',
    passportIssuancePlace: 'Paris',
    nationality: 'French',
  },
});

/**
 * Pays what the participation owes by card through the offline provider, as the card form would;
 * answers the amount charged.
 */
export async function payByOfflineCard(
  request: APIRequestContext,
  participation: number,
  payer: { name: string; email: string },
): Promise<number> {
  const created = await request.post('/api/payment/stripe/create', { data: { participation } });
  expect(created.ok(), await created.text()).toBe(true);
  const { clientSecret, amountCents } = await created.json();
  const paid = await request.post('/api/payment/offline/confirm', {
    data: {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      billingName: payer.name,
      billingEmail: payer.email,
    },
  });
  expect((await paid.json()).status).toBe('succeeded');
  return amountCents;
}

/** The Documents region's entry whose text starts with `title` (e.g. "Invoice", "Credit note"). */
export const documentEntry = (page: Page, title: string): Locator =>
  page
    .getByRole('region', { name: 'Documents' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${title} DEMO-\\d{6}`) });

/** Downloads a document with its Download button and reads it back as a person would (poppler's pdftotext). */
export async function downloadedText(entry: Locator): Promise<{ text: string; filename: string }> {
  const downloading = entry.page().waitForEvent('download');
  await entry.getByRole('button', { name: /^Download/ }).click();
  const download = await downloading;
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  return { text, filename: download.suggestedFilename() };
}
