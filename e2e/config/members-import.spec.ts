import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test, context } = useAppServer();
test.describe.configure({ timeout: 180_000 });
test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
});

const file = [
  'section,member number,first name,name,e-mail,working hotel',
  'Portugal,E2E-1,Rita,Matos,rita.matos@members.test,Hotel Avenida',
  'Atlantis,E2E-2,Rui,Costa,rui.costa@members.test,',
  'France,E2E-3,Luc,Martin,luc.martin@members.test,Le Bristol',
].join('\n');

test('a super admin previews a member file, sees the bad row, and imports the good ones', async ({
  page,
  signInAs,
}) => {
  // A redirect naming "members" asks for the Book of Member credentials (spec), so sign in first.
  await signInAs(page, 'superadmin@demo.test');
  await page.goto('/demo/dashboard/admin/member-book');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Section name').fill('Atlantis');
  await page.getByRole('button', { name: 'Create section' }).click();
  await expect(page.getByText('Section created successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Atlantis' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file.replace('Atlantis,E2E-2', 'Nowhere,E2E-2')),
  });
  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('2 good rows (2 new, 0 updates), 1 row with errors.')).toBeVisible();
  const bad = preview.locator('tr[data-row-status="error"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('Unknown section "Nowhere"');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/members-preview-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/members-preview-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Confirm import of 2 rows' }).click();
  await expect(page.getByText('2 created, 0 updated, 1 skipped, 2 invitations sent.')).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await page.getByLabel('Search members').fill('E2E-');
  await expect(members.getByRole('row')).toHaveCount(3);
  await expect(members).toContainText('rita.matos@members.test');
  await expect(members).not.toContainText('rui.costa@members.test');
  await expect(members.getByText('Invitation pending')).toHaveCount(2);

  const mail = await context.smtp.waitFor((m) => m.to.includes('rita.matos@members.test'), 60_000);
  expect(mail.text).toMatch(/\/demo\/reset\/password\/form\/\S+/);
  expect(mail.text).toContain('7 days');
});
