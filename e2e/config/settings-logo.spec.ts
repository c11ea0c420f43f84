import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });
test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
});
const newLogo = readFileSync(new URL('../../apps/server/seed/assets/rib.png', import.meta.url));

test('a super admin changes the congress logo and label and sees them in the header', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'superadmin@demo.test');
  await page.goto('/demo/dashboard/admin/congress-settings');
  await expect(page.getByRole('heading', { name: 'Congress settings', level: 1 })).toBeVisible();
  const header = page.locator('header');
  const headerLogo = header.getByRole('img', { name: 'Demo Congress 2027' });
  const before = await headerLogo.getAttribute('src');

  await page.locator('input[type="file"][accept="image/png,image/jpeg"]').setInputFiles({
    name: 'new-logo.jpg',
    mimeType: 'image/jpeg',
    buffer: newLogo,
  });
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Current logo' });
  await expect(preview).toHaveAttribute('src', /^\/api\/files\//);
  const uploaded = await preview.getAttribute('src');
  expect(uploaded).not.toBe(before);
  await expect(headerLogo).toHaveAttribute('src', uploaded ?? '');

  await page.getByRole('textbox', { name: /^Label( \*)?$/ }).fill('Demo Congress 2027 (renamed)');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Congress settings saved successfully')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Demo Congress 2027 (renamed)' })).toBeVisible();

  await page.reload();
  await expect(header.getByRole('img', { name: 'Demo Congress 2027 (renamed)' })).toHaveAttribute(
    'src',
    uploaded ?? '',
  );
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/settings-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/settings-390.png', fullPage: true });
});

test('an SVG logo is refused with a clear message, and a bad time zone is named', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'superadmin@demo.test');
  await page.goto('/demo/dashboard/admin/congress-settings');
  await page.locator('input[type="file"][accept="image/png,image/jpeg"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  });
  await expect(
    page.getByText('SVG images are not accepted; please upload a PNG or JPEG image'),
  ).toBeVisible();
  await page.getByLabel('Registration fee: VAT rate (%)').fill('120');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByText('Please enter a VAT rate from 0 to 99.99 with at most 2 decimals'),
  ).toBeVisible();
});

test('the congress switcher opens the same screen in another congress, and a new congress can be created', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'superadmin@demo.test');
  await page.goto('/demo/dashboard/admin/congress-settings');
  await page.getByRole('combobox', { name: 'Congress' }).click();
  await page.getByRole('option', { name: 'Closed Congress 2025 (closed)' }).click();
  await expect(page).toHaveURL(/\/closed-demo\/dashboard\/admin\/congress-settings$/);
  await expect(page.getByRole('textbox', { name: /^Label( \*)?$/ })).toHaveValue('Closed Congress 2025');

  await page.getByRole('button', { name: 'Create a new congress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a new congress' });
  await dialog.getByLabel('Label').fill('Congress 2031');
  await dialog.getByLabel('Slug').fill('congress-2031');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create congress' }).click();
  await expect(page).toHaveURL(/\/congress-2031\/dashboard\/admin\/congress-settings$/);
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Label( \*)?$/ })).toHaveValue('Congress 2031');
  await expect(page.getByLabel('Type 5 label')).toHaveValue('guest speakers');
});

test('a finished congress has its personal data purged after a typed confirmation', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'superadmin@demo.test');
  await page.goto('/closed-demo/dashboard/admin/congress-settings');
  const purgeButton = page.getByRole('button', { name: 'Purge personal data' });
  await expect(purgeButton).toBeDisabled();
  await page.getByLabel('Start date').fill('2025-06-01');
  await page.getByLabel('End date').fill('2025-06-04');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Congress settings saved successfully')).toBeVisible();
  await purgeButton.click();
  const dialog = page.getByRole('dialog', { name: 'Purge personal data' });
  const confirm = dialog.getByRole('button', { name: 'Purge', exact: true });
  await dialog.getByLabel('Congress slug').fill('demo');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Congress slug').fill('closed-demo');
  await expectAccessible(page);
  await confirm.click();
  await expect(page.getByText(/^Personal data purged: \d+ participants/)).toBeVisible();
  await expect(page.getByText(/^Personal data purged on /)).toBeVisible();
});
