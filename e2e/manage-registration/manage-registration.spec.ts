import type { Page } from '@playwright/test';
import { extractUrl } from '../../apps/server/test/smtp-capture.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, type SignInAs, signIn, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';
import { chooseCountry } from '../registration/flow.ts';

const { test, context } = useAppServer();
test.describe.configure({ timeout: 120_000 });

const SAVED = 'Registration saved successfully';
const NOTIFY = 'Send the participant an e-mail with the registration and a link to sign in';
const MANAGE = '/demo/dashboard/admin/manage-registration';
/** Outside test-results, which every Playwright run empties. */
const SCREENS = `${E2E_TMP}/../screens/manage-registration`;

type ListRow = { participationId: number; firstName: string; lastName: string };

async function signInAsAdmin(page: Page, signInAs: SignInAs) {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await expect(page).toHaveURL(/\/demo\/dashboard\/admin\/participation-list/);
}

/** The demo participation of a person, through the staff list of spec 7. */
async function participationIdOf(page: Page, firstName: string, lastName: string): Promise<number> {
  // The staff collection is paged and carries no personal details (decisions 40): search it by name.
  const search = encodeURIComponent(`${firstName} ${lastName}`);
  const response = await page.request.get(`/api/participation/congress/demo?search=${search}`);
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as { items: ListRow[] }).items.find(
    (row) => row.firstName === firstName && row.lastName === lastName,
  );
  if (!found) throw new Error(`no demo participation for ${firstName} ${lastName}`);
  return found.participationId;
}

async function waitForForm(page: Page) {
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Edit member: change a field and the status, SAVE, reload and see them kept', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, signInAs);
  const id = await participationIdOf(page, 'Claire', 'Martin');
  await page.goto(`${MANAGE}?participation=${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading the registration' })).toBeVisible();
  await waitForForm(page);
  await expect(page.getByRole('heading', { name: 'Manage Registration' })).toBeVisible();
  const personal = page.getByRole('group', { name: 'Personal information' });
  await expect(personal.getByRole('textbox', { name: 'First name' })).toHaveValue('Claire');
  await expect(page.getByRole('combobox', { name: 'Rate type' })).toHaveValue('Partner single - Grand Hotel');
  await expect(page.getByRole('combobox', { name: 'Registration status' })).toHaveValue('Confirmed');
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/edit-1280.png`, fullPage: true });

  // A required field left empty says so, word for word (spec 5).
  await personal.getByRole('textbox', { name: 'Phone' }).fill('');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(personal.getByText('Please type something')).toBeVisible();

  await personal.getByRole('textbox', { name: 'Phone' }).fill('+33 7 00 11 22 33');
  await page
    .getByRole('group', { name: 'Transport information' })
    .getByRole('textbox', { name: 'Arrival origin' })
    .fill('Porto');
  await choose(page, 'Registration status', 'On hold');
  const started = Date.now();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saving the registration' })).toBeAttached();
  await expect(page.getByText(SAVED)).toBeVisible();
  // The spinner stays at least 2 seconds (spec 9).
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);

  await page.reload();
  await waitForForm(page);
  await expect(personal.getByRole('textbox', { name: 'Phone' })).toHaveValue('+33 7 00 11 22 33');
  await expect(
    page
      .getByRole('group', { name: 'Transport information' })
      .getByRole('textbox', { name: 'Arrival origin' }),
  ).toHaveValue('Porto');
  await expect(page.getByRole('combobox', { name: 'Registration status' })).toHaveValue('On hold');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/edit-390.png`, fullPage: true });
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard\/admin\/participation-list/);
});

test('Add Registration registers a person on their behalf', async ({ page, browser, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, signInAs);
  await page.goto(MANAGE);
  await waitForForm(page);
  await expect(page.getByRole('heading', { name: 'Add Registration' })).toBeVisible();

  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Please select a rate')).toBeVisible();
  await expect(page.getByText('Please type something').first()).toBeVisible();

  await choose(page, 'Participant type', 'affiliate / partners');
  await choose(page, 'Rate type', 'Partner single - Grand Hotel');
  const personal = page.getByRole('group', { name: 'Personal information' });
  const transport = page.getByRole('group', { name: 'Transport information' });
  await personal.getByRole('textbox', { name: 'First name' }).fill('Inès');
  await personal.getByRole('textbox', { name: 'Last name' }).fill('Duarte');
  await personal.getByRole('textbox', { name: 'E-mail' }).fill('ines.duarte@behalf.test');
  await personal.getByRole('textbox', { name: 'Phone' }).fill('+351 910 000 000');
  await chooseCountry(personal, 'Country', 'Portugal');
  await personal.getByRole('textbox', { name: 'Billing information' }).fill('Rua Augusta 2, Lisboa');
  await transport.getByRole('textbox', { name: 'Passport number' }).fill('P7654321');
  await chooseCountry(transport, 'Nationality', 'Portugal');
  await transport.getByLabel('Issued on').fill('2021-03-01');
  await transport.getByLabel('Expires on').fill('2031-02-28');
  await transport.getByRole('textbox', { name: 'Place of issue' }).fill('Lisbon');
  const notify = page.getByRole('checkbox', { name: NOTIFY });
  await expect(notify).toBeVisible();
  await expect(notify).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/add-390.png`, fullPage: true });

  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page).toHaveURL(/manage-registration\?participation=\d+$/);
  await expect(page.getByRole('heading', { name: 'Manage Registration' })).toBeVisible();
  await expect(personal.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ines.duarte@behalf.test');
  const id = await participationIdOf(page, 'Inès', 'Duarte');
  expect(page.url()).toContain(`participation=${id}`);
  await expectAccessible(page);
  await expect(page.getByRole('checkbox', { name: NOTIFY })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/add-1280.png`, fullPage: true });

  // The person is told, with a link to choose the password of the account just made for them.
  const mail = await context.smtp.waitFor((m) => m.to.includes('ines.duarte@behalf.test'), 20_000);
  expect(mail.subject).toContain('Your registration for');
  expect(mail.text).toContain('Hello Inès,');
  expect(mail.text).toContain('Rate: Partner single - Grand Hotel');
  const link = extractUrl(mail, /\/demo\/reset\/password\/form\//);
  expect(link?.startsWith(context.server.url)).toBe(true);

  const invited = await browser.newPage();
  await invited.goto(link ?? '');
  await invited.getByLabel('New password').fill('Invited!2027');
  await invited.getByLabel('Confirm password').fill('Invited!2027');
  await invited.getByRole('button', { name: /save/i }).click();
  await expect(invited.getByText('Your password has been successfully changed')).toBeVisible();
  await invited.goto(`${context.server.url}/demo`);
  await signIn(invited, 'ines.duarte@behalf.test', 'Invited!2027');
  await expect(invited).toHaveURL(/\/demo\/dashboard\/user\//);
  await invited.close();
});
