import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test, context } = useAppServer();
test.describe.configure({ timeout: 180_000 });
test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
});

test('a super admin corrects a member and sends the invitation again', async ({ page, signInAs }) => {
  await signInAs(page, 'superadmin@demo.test');
  await page.goto('/demo/dashboard/admin/member-book');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible({ timeout: 30_000 });

  const members = page.getByRole('table', { name: 'Members' });
  await page.getByLabel('Search members').fill('M-1001');
  await expect(members.getByRole('row')).toHaveCount(2);
  await expect(members).toContainText('Hotel Lutetia');
  await expect(members).toContainText('Account active');

  // Edit from the row menu, with the keyboard.
  const actions = members.getByRole('button', { name: /^Actions for / });
  await actions.focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('menuitem', { name: 'Edit' });
  await expect(edit).toBeVisible();
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Working hotel')).toHaveValue('Hotel Lutetia');
  await dialog.getByLabel(/^Member number/).fill('M-1002');
  await dialog.getByLabel('Working hotel').fill('Hotel Lutetia Paris');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Another member already uses this member number');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/members-edit-1280.png', fullPage: true });
  await dialog.getByLabel(/^Member number/).fill('M-1001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Member updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(members).toContainText('Hotel Lutetia Paris');

  await page.reload();
  await page.getByLabel('Search members').fill('M-1001');
  await expect(members.getByRole('row')).toHaveCount(2);
  await expect(members).toContainText('Hotel Lutetia Paris');

  // At 390 px the row menu stays reachable and the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The actions column sticks to the end of the sideways-scrolling table.
  const box = await actions.boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await actions.click();
  await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Resend invitation' });
  await expect(confirm).toContainText('member@demo.test');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/members-resend-390.png', fullPage: true });
  context.smtp.clear();
  await confirm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to member@demo.test')).toBeVisible();
  await expect(confirm).toBeHidden();

  const mail = await context.smtp.waitFor((m) => m.to.includes('member@demo.test'), 60_000);
  expect(mail.text).toMatch(/\/demo\/reset\/password\/form\/\S+/);
  expect(mail.text).toContain('7 days');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/members-table-1280.png', fullPage: true });
});
