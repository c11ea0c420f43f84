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

test('an admin sends the Reminder Payment to a pending transfer, with its bank reference, the bank details as text and the proforma', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, signInAs);
  const chooseReminder = async (name: string) => {
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Send an email' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Emails' });
    await expect(modal.getByText('Recipients: 1')).toBeVisible();
    await modal.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Reminder Payment' }).click();
    return modal;
  };

  // Claire has paid: a payment reminder never reaches someone with nothing to pay (decisions 36).
  const paid = await chooseReminder('Claire Martin');
  const paidList = paid.getByRole('region', { name: 'Recipient list' });
  await expect(paidList.getByRole('listitem')).toHaveText([
    'Claire Martin · registered@demo.test · nothing to pay, skipped',
  ]);
  await expect(paid.getByText('0 will receive it; skipped: 1 with nothing to pay.')).toBeVisible();
  // Staff cannot override it: "Also send to them" is only for an empty placeholder.
  await expect(paid.getByRole('checkbox', { name: /Also send to the/ })).toHaveCount(0);
  await expect(paid.getByRole('button', { name: 'SEND' })).toBeEnabled();
  await paid.getByRole('button', { name: 'SEND' }).click();
  await expect(paid.getByText('This recipient is skipped')).toBeVisible();
  await expect(paid.getByRole('button', { name: 'Send to 0' })).toBeDisabled();
  await paid.getByRole('button', { name: 'BACK' }).click();
  await expectAccessible(page, 'send emails modal, a recipient skipped');
  await page.screenshot({ path: '.tmp/e2e/shots/send-emails-skipped-1280.png' });
  await paid.getByRole('button', { name: 'CANCEL' }).click();
  await expect(paid).toBeHidden();

  const modal = await chooseReminder('Ana Silva');
  await expect(modal.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    '{{congressLabel}}: payment reminder',
  );
  const recipientList = modal.getByRole('region', { name: 'Recipient list' });
  await expect(recipientList.getByRole('listitem')).toHaveText(['Ana Silva · member2@demo.test']);
  const body = modal.getByRole('textbox', { name: 'Message' });
  await expect(body).toContainText('Dear {{firstName}} {{lastName}}');
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Your total is ');
  await modal.getByRole('button', { name: '{{totalPrice}}' }).click();
  // The demo has no bank-details image: the reminder writes the account as text.
  await modal.getByRole('checkbox', { name: 'Invoice' }).check();
  await expectAccessible(page, 'send emails modal');

  await modal.getByRole('button', { name: 'SEND' }).click();
  await expect(modal.getByRole('combobox', { name: 'Preview for' })).toHaveValue(
    'Ana Silva · member2@demo.test',
  );
  await expect(modal.getByText('Attachments: proforma_demo.pdf')).toBeVisible();
  await modal.getByRole('button', { name: 'Send to 1' }).click();
  await page.getByRole('dialog', { name: 'Send to 1 person?' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Emails sent successfully!')).toBeVisible();
  await expect(modal.getByText('Sending finished')).toBeVisible({ timeout: 20_000 });

  const mail = await context.smtp.waitFor(
    (m) => m.subject.startsWith('Demo Congress 2027: payment reminder'),
    15_000,
  );
  expect(mail.to).toEqual(['member2@demo.test']);
  // One reminder for every Wait payment row (decisions 41): {{balance}} says her transfer is awaited,
  // with its amount and the due date its proforma prints (decisions 42); the proforma gives the reference.
  expect(mail.text.replace(/\s+/g, ' ')).toMatch(
    /Your bank transfer of €600\.00, due on \d{1,2} [A-Z][a-z]+ \d{4}, is awaited/,
  );
  expect(mail.html).toContain('Dear Ana Silva');
  expect(mail.html).toMatch(/Your total is €600\.00/);
  expect(mail.html).not.toContain('{{');
  expect(mail.text).toContain('IBAN: PT50 0002 0123 1234 5678 9015 4');
  expect(mail.attachments.map((a) => a.filename)).toEqual(['proforma_demo.pdf']);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'send emails modal after sending, 390 px');
  await modal.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(modal).toBeHidden();

  // The e-mail log shows what went to whom.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/dashboard/admin/email-log');
  await expect(page.getByRole('heading', { name: 'E-mail log' })).toBeVisible();
  await page.getByRole('tab', { name: 'All e-mails' }).click();
  const row = page.getByRole('row').filter({ hasText: 'payment reminder' });
  await expect(row).toContainText('member2@demo.test');
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
    '{{congressLabel}}: your {{documentTitle}} {{documentNumber}}',
  );
  await expect(page.getByRole('button', { name: '{{documentNumber}}' })).toBeVisible();
});

test('the e-mails a participant receives are templates an admin edits; a placeholder they cannot fill is refused', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, signInAs);
  await page.goto('/demo/dashboard/admin/email-templates');
  for (const label of [
    'Registration received',
    'Payment received',
    'Transfer instructions',
    'Refund requested',
    'Refund completed',
    'Refund refused',
    'Refund withdrawn',
    'Cancellation',
  ])
    await expect(page.getByRole('tab', { name: label })).toBeVisible();
  await page.getByRole('tab', { name: 'Payment received' }).click();
  await expect(page.getByText('Sent when a payment is received, with its invoice attached.')).toBeVisible();
  await expect(page.getByRole('button', { name: '{{paymentAmount}}' })).toBeVisible();
  await expect(page.getByRole('button', { name: '{{transferReference}}' })).toHaveCount(0);
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue('{{congressLabel}}: payment received, invoice {{documentNumber}}');
  await subject.fill('Paid, reference {{transferReference}}');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(
    page.getByText(
      'Unknown placeholder: {{transferReference}}. Use the placeholders listed under the message.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'e-mail templates, a refused placeholder, 390 px');
  await page.screenshot({ path: '.tmp/e2e/shots/email-templates-refused-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'e-mail templates, a refused placeholder, 1280 px');
  await page.screenshot({ path: '.tmp/e2e/shots/email-templates-refused-1280.png' });
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
