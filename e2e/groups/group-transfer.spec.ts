import type { Locator, Page } from '@playwright/test';
import { chooseCountry } from '../registration/flow.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test, context } = useAppServer();
const SHOTS = `${E2E_TMP}/screens/groups`;

/**
 * Decisions 49: one payer books three places, names two people, pays by one bank transfer; the admin
 * imports a statement whose one line quotes the group's reference, and every place is paid.
 */
test('a group of three booked and paid by one transfer, matched by a statement line', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'user@demo.test');
  await page.goto('/demo/rate/affiliate-partners');
  await expect(page.getByRole('link', { name: /Book for several people/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /Book for several people/ })
    .first()
    .click();

  await expect(page.getByRole('heading', { name: 'Book for several people' })).toBeVisible();
  await page.getByLabel('Number of people').fill('3');
  await page.getByLabel('Name of the company or person').fill('Hotel Aurora Ltd');
  await page.getByLabel('Address').fill('Rua do Ouro 12');
  await page.getByLabel('Postcode').fill('1100-060');
  await page.getByLabel('City').fill('Lisboa');
  await chooseCountry(page.getByRole('group', { name: 'Who pays' }), 'Country', 'Portugal');
  await expect(page.getByText('Total: €1,950')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/group-new-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Book 3 places' }).click();

  const title = page.getByRole('heading', { name: /^Group booking DEMO-G[A-Z2-9]{6}$/ });
  await expect(title).toBeVisible();
  const reference = ((await title.textContent()) ?? '').replace('Group booking ', '').trim();
  // At 1280 px the places are a table (a phone reads them as cards).
  const places = page.getByRole('table', { name: 'The places of the group' });
  await expect(places.getByText('Not named yet')).toHaveCount(3);
  // Each unnamed unpaid place says until when it is held, in the congress's time, and what then happens.
  await expect(places.getByText(/^Held until .+ (WET|WEST)/)).toHaveCount(3);
  await expect(page.getByText('When its hold ends, a place not yet paid is released')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/group-held-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByRole('list', { name: 'The places of the group' }).getByText(/^Held until/),
  ).toHaveCount(3);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/group-held-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Two people named now, the third later.
  for (const [place, first, last] of [
    [1, 'Inês', 'Costa'],
    [2, 'Tomás', 'Ferreira'],
  ] as const) {
    await places.getByRole('button', { name: 'Name this place' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Name place ${place}` });
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill(last);
    await dialog
      .getByLabel('E-mail')
      .fill(`${first.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@aurora.test`);
    await dialog.getByRole('button', { name: 'Save the name' }).click();
    await expect(dialog).toBeHidden();
    await expect(places.getByText(`${first} ${last}`)).toBeVisible();
  }
  const invitation = await context.smtp.waitFor((m) => m.to.includes('ines@aurora.test'));
  expect(invitation.subject).toBe('You are registered for Demo Congress 2027');
  expect(invitation.text).toMatch(/Choose your password \(link valid 7 days\): http/);
  await expect(places.getByText('Not named yet')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await expect(page.getByText(`quoting the reference ${reference}`)).toBeVisible();
  await expect(page.getByText('We e-mailed you the proforma and the bank details.')).toBeVisible();
  const proforma = await context.smtp.waitFor(
    (m) => m.to.includes('user@demo.test') && m.text.includes(reference) && m.attachments.length > 0,
  );
  expect(proforma.attachments.map((a) => a.contentType)).toContain('application/pdf');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/group-transfer-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/group-transfer-390.png`, fullPage: true });

  // The bank's statement: one line, the group's reference, the whole amount.
  const adminContext = await browser.newContext({ baseURL: appUrl });
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await signInAs(admin, 'admin@demo.test');
  await admin.goto('/demo/dashboard/admin/payments');
  await admin.getByRole('tab', { name: 'Bank statements', exact: true }).click();
  const today = new Date().toISOString().slice(0, 10);
  await admin.locator('input[type="file"]').setInputFiles({
    name: 'aurora.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Date,Description,Payer,Credit,Debit,Bank reference\n${today},TRANSFER ${reference},HOTEL AURORA LTD,1950.00,,BK-77\n`,
    ),
  });
  await admin.getByRole('button', { name: 'Import the statement' }).click();
  await expect(admin.getByRole('tab', { name: 'Matched (1)', exact: true })).toBeVisible();
  const line = admin.getByTestId('statement-line').first();
  await expect(line).toContainText('HOTEL AURORA LTD');
  await expect(line).toContainText('Hotel Aurora Ltd');
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Confirm the match' }).click();
  await expect(admin.getByText('1 of 1 lines processed')).toBeVisible();

  // The staff list: a place's group badge narrows the list to the group's three places.
  await admin.goto('/demo/dashboard/admin/participation-list');
  await admin
    .getByRole('button', { name: `Show the places of group ${reference}` })
    .first()
    .click();
  await expect(admin.getByText(`Places of group ${reference}`)).toBeVisible();
  await expect(admin.locator('tbody tr')).toHaveCount(3);
  await expect(admin).toHaveURL(new RegExp(`group=${reference}`));
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SHOTS}/list-group-filter-1280.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SHOTS}/list-group-filter-390.png`, fullPage: true });
  await adminContext.close();

  const paid = await context.smtp.waitFor(
    (m) => m.to.includes('user@demo.test') && m.subject.includes('Payment received'),
  );
  expect(paid.attachments.filter((a) => a.contentType === 'application/pdf')).toHaveLength(3);
  await page.reload();
  await expect(page.getByText('The group is paid in full.')).toBeVisible();
  // The payer downloads each place's invoice: cards on a phone, a Documents column at 1280 px.
  const invoiceOf = (place: number, scope: Page | Locator = page) =>
    scope.getByRole('button', { name: new RegExp(`^Download Invoice .+ of place ${place}$`) });
  for (const place of [1, 2, 3]) await expect(invoiceOf(place).filter({ visible: true })).toHaveCount(1);
  const download = page.waitForEvent('download');
  const third = invoiceOf(3).filter({ visible: true });
  await third.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  // Measured at rest: not under the pointer, the download done.
  await page.mouse.move(0, 0);
  await expect(third).not.toHaveAttribute('data-loading');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/group-paid-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(places.getByRole('columnheader', { name: 'Documents' })).toBeVisible();
  for (const place of [1, 2, 3]) await expect(invoiceOf(place, places)).toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/group-paid-1280.png`, fullPage: true });

  // The payer's dashboard leads back to the group.
  await page.goto('/demo/dashboard/user/home');
  const groups = page.getByRole('region', { name: 'Your group bookings' });
  await expect(groups.getByRole('link', { name: `Group booking ${reference}` })).toBeVisible();
  await expectAccessible(page);
});
