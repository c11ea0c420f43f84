import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, type SignInAs, useAppServer } from '../support/fixtures.ts';

const { test, context } = useAppServer();

const LIST = /\/demo\/dashboard\/admin\/participation-list/;

async function signInAsAdmin(page: Page, signInAs: SignInAs) {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await expect(page).toHaveURL(LIST);
}

test('an admin sends the Reminder Payment template to a participant, with the RIB and the invoice', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, signInAs);
  const actions = page.getByRole('button', { name: 'Actions for Claire Martin' });
  await expect(actions).toBeVisible();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Send an email' }).click();

  const modal = page.getByRole('dialog', { name: 'Send Emails' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Recipients: 1')).toBeVisible();
  const recipientList = modal.getByRole('region', { name: 'Recipient list' });
  await expect(recipientList.getByRole('listitem')).toHaveText(['Claire Martin · registered@demo.test']);
  await modal.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Reminder Payment' }).click();
  await expect(modal.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    '{{congressLabel}}: payment reminder {{paymentNumber}}',
  );
  const body = modal.getByRole('textbox', { name: 'Message' });
  await expect(body).toContainText('Dear {{firstName}} {{lastName}}');
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Your total is ');
  await modal.getByRole('button', { name: '{{totalPrice}}' }).click();
  await modal.getByRole('checkbox', { name: 'RIB' }).check();
  await modal.getByRole('checkbox', { name: 'Invoice' }).check();
  await expectAccessible(page, 'send emails modal');

  await modal.getByRole('button', { name: 'SEND' }).click();
  await expect(page.getByText('Emails sent successfully!')).toBeVisible();
  await expect(modal.getByText('Sent 1 of 1')).toBeVisible({ timeout: 20_000 });

  const mail = await context.smtp.waitFor((m) =>
    m.subject.startsWith('Demo Congress 2027: payment reminder'),
  );
  expect(mail.to).toEqual(['registered@demo.test']);
  expect(mail.subject).toMatch(/^Demo Congress 2027: payment reminder \d{8}-\d+$/);
  expect(mail.html).toContain('Dear Claire Martin');
  expect(mail.html).toMatch(/Your total is €[\d,.]+/);
  expect(mail.html).not.toContain('{{');
  expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
    'demo-congress-rib.png',
    'invoice_demo.pdf',
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'send emails modal after sending, 390 px');
  await modal.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(modal).toBeHidden();

  // The e-mail log shows what went to whom.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/dashboard/admin/email-log');
  await expect(page.getByRole('heading', { name: 'E-mail log' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'payment reminder' });
  await expect(row).toContainText('registered@demo.test');
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('bulk');
  await expectAccessible(page, 'e-mail log');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByText('No e-mail matches these filters.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'e-mail log, 390 px');
});

test('an admin edits the General Information template, and sees the invoice template', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, signInAs);
  await page.goto('/demo/dashboard/admin/email-templates');
  await expect(page.getByRole('heading', { name: 'E-mail templates' })).toBeVisible();
  await page.getByRole('tab', { name: 'General Information' }).click();
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue('{{congressLabel}}: practical information');
  await subject.fill('{{congressLabel}}: welcome desk hours');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Template saved successfully')).toBeVisible();
  await expectAccessible(page, 'e-mail templates');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'e-mail templates, 390 px');

  await page.reload();
  await page.getByRole('tab', { name: 'General Information' }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    '{{congressLabel}}: welcome desk hours',
  );
  await page.getByRole('tab', { name: 'Invoice e-mail' }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    '{{congressLabel}}: your invoice {{paymentNumber}}',
  );
  await expect(page.getByRole('button', { name: '{{documentNumber}}' })).toBeVisible();
});

test('Send Emails without a selection lists the recipients of the current filter', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, signInAs);
  await page.goto('/demo/dashboard/admin/participation-list?q=Claire');
  const showing = page.getByText(/^Showing 1–\d+ of \d+$/);
  await expect(showing).toBeVisible();
  const total = Number((await showing.textContent())?.split(' of ')[1]);
  await page.getByRole('button', { name: 'Send Emails' }).click();
  const modal = page.getByRole('dialog', { name: 'Send Emails' });
  await expect(modal.getByText(`Recipients: ${total}`)).toBeVisible();
  const recipientList = modal.getByRole('region', { name: 'Recipient list' });
  await expect(recipientList.getByRole('listitem')).toHaveCount(Math.min(total, 200));
  await expect(recipientList).toContainText('Claire Martin · registered@demo.test');
  await expectAccessible(page, 'send emails modal, recipients of a filter, 390 px');
  await page.screenshot({ path: '.tmp/e2e/shots/send-emails-recipients-390.png' });
  await modal.getByRole('button', { name: 'CANCEL' }).click();
  await expect(modal).toBeHidden();
});
