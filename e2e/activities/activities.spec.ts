import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, type SignInAs, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();

const HOME = /\/demo\/dashboard\/user\/home$/;
const LIST = /\/demo\/dashboard\/admin\/participation-list/;

/** Signed in through the API, on the account's landing screen. */
async function openAs(signInAs: SignInAs, page: Page, email: string, landing: RegExp) {
  await signInAs(page, email);
  await page.goto(
    landing === HOME ? '/demo/dashboard/user/home' : '/demo/dashboard/admin/participation-list',
  );
  await expect(page).toHaveURL(landing);
}

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const yes = (page: Page, label: string) => page.getByRole('button', { name: `Yes: ${label}` });
const no = (page: Page, label: string) => page.getByRole('button', { name: `No: ${label}` });

test('a registered participant chooses activities, meets each message, saves and finds them after reload', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(signInAs, page, 'registered@demo.test', HOME);
  await page.getByRole('link', { name: 'View Activities of Claire Martin' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard\/user\/activities\?registration=\d+$/);
  await expect(page.getByRole('heading', { name: '10 June 2027' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Activity' }).first()).toBeVisible();

  await yes(page, 'Workshop: the concierge desk of tomorrow').click();
  await expect(yes(page, 'Workshop: the concierge desk of tomorrow')).toHaveAttribute('aria-pressed', 'true');
  await yes(page, 'Workshop: the concierge desk of tomorrow').click();
  await expect(notice(page, 'This activity is already selected.')).toBeVisible();
  await yes(page, 'Opening session and welcome cocktail').click();
  await expect(notice(page, 'You already have an activity on this date.')).toBeVisible();
  await no(page, 'Alfama walking tour').click();
  await expect(notice(page, 'This activity is already deleted.')).toBeVisible();
  await yes(page, 'Private wine tasting').click();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/activities-user-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'SAVE the activities of Claire Martin' }).click();
  await expect(page.getByText('Activities saved successfully.')).toBeVisible();
  await page.reload();
  await expect(yes(page, 'Workshop: the concierge desk of tomorrow')).toHaveAttribute('aria-pressed', 'true');
  await expect(yes(page, 'Private wine tasting')).toHaveAttribute('aria-pressed', 'true');
  await expect(yes(page, 'Opening session and welcome cocktail')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId(/activity-row-/).filter({ hasText: 'Private wine tasting' })).toContainText(
    '1 / 2 places',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/activities-user-390.png', fullPage: true });
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(HOME);
});

test('an admin adds an activity (closed), opens it, the participant sees it; Open/Close all; stats', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(signInAs, page, 'admin@demo.test', LIST);
  await page.goto('/demo/dashboard/admin/activities');
  await expect(page.getByRole('heading', { name: 'Manage Activities' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '12 June 2027' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Activity' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Activity' });
  await modal.getByRole('button', { name: 'Add Activity' }).click();
  await expect(modal.getByText('Please type something')).toBeVisible();
  await modal.getByLabel('Label').fill('Fado night');
  await modal.getByLabel('Description').fill('Fado in a small Alfama house.');
  await modal.getByLabel('Start date').fill('2027-06-13');
  await modal.getByLabel('Start time').fill('21:00');
  await modal.getByLabel('End time').fill('20:00');
  await modal.getByLabel('Number of places').fill('12');
  await modal.getByLabel('Who').click({ force: true });
  await page.getByRole('option', { name: 'affiliate / partners' }).click();
  await page.keyboard.press('Tab');
  await modal.getByRole('button', { name: 'Add Activity' }).click();
  await expect(modal.getByText('End date must be after start date')).toBeVisible();
  await modal.getByLabel('End time').fill('23:00');
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Add Activity' }).click();
  await expect(page.getByText('Activity created successfully')).toBeVisible();
  await expect(modal).toBeHidden();

  const row = page.getByTestId(/admin-activity-/).filter({ hasText: 'Fado night' });
  await expect(row).toContainText('21:00 to 23:00');
  const fadoSwitch = page.getByRole('switch', { name: 'Open Fado night' });
  await expect(fadoSwitch).not.toBeChecked();

  const participant = await (await browser.newContext({ baseURL: appUrl })).newPage();
  await openAs(signInAs, participant, 'registered@demo.test', HOME);
  await participant.getByRole('link', { name: 'View Activities of Claire Martin' }).click();
  await expect(participant.getByRole('heading', { name: '10 June 2027' })).toBeVisible();
  await expect(participant.getByText('Fado night')).toHaveCount(0);

  await fadoSwitch.click({ force: true });
  await expect(fadoSwitch).toBeChecked();
  await participant.reload();
  await expect(participant.getByText('Fado night')).toBeVisible();

  await page.getByRole('button', { name: 'Open/Close all activities' }).click();
  await page
    .getByRole('dialog', { name: 'Open/Close all activities' })
    .getByRole('button', { name: 'Close all' })
    .click();
  await expect(page.getByText('All activities are closed')).toBeVisible();
  await expect(page.getByRole('switch', { checked: true })).toHaveCount(0);
  await participant.goto('/demo/dashboard/user/home');
  await expect(participant.getByRole('heading', { name: 'Welcome Claire' })).toBeVisible();
  await expect(participant.getByRole('link', { name: /View Activities/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open/Close all activities' }).click();
  await page
    .getByRole('dialog', { name: 'Open/Close all activities' })
    .getByRole('button', { name: 'Open all' })
    .click();
  await expect(page.getByText('All activities are open')).toBeVisible();
  await expect(page.getByRole('switch', { checked: false })).toHaveCount(0);
  await participant.reload();
  await expect(participant.getByRole('link', { name: 'View Activities of Claire Martin' })).toBeVisible();
  await page.screenshot({ path: 'test-results/activities-admin-1280.png', fullPage: true });

  await page.getByRole('link', { name: 'Show stats' }).click();
  await expect(page.getByRole('heading', { name: 'Activities statistics' })).toBeVisible();
  // member6 and his companion Yuki chose the opening cocktail (demo data).
  const cocktail = page.getByTestId(/stats-row-/).filter({ hasText: 'Opening session and welcome cocktail' });
  await expect(cocktail.getByRole('cell').nth(2)).toHaveText('2');
  await expect(cocktail.getByRole('cell').nth(3)).toHaveText('300');
  const chart = page.getByTestId('chart-2027-06-10');
  await expect(chart.locator('.recharts-surface').first()).toBeVisible();
  // Two activities that day, two series (Chosen, Places).
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(4);
  await cocktail
    .getByRole('button', { name: 'Show participants of Opening session and welcome cocktail' })
    .click();
  const people = page.getByRole('dialog', { name: /Participants: Opening session/ });
  await expect(people.getByRole('row')).toHaveCount(3);
  await expect(people).toContainText('Tanaka Yuki');
  await page.keyboard.press('Escape');
  await expect(people).toBeHidden();
  await expect(page.getByRole('region', { name: 'No choice yet' })).toContainText('Sato Haruto');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export choices (xlsx)' }).click();
  expect((await download).suggestedFilename()).toBe('activities-demo.xlsx');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/activities-stats-390.png', fullPage: true });
});

test('a visualisation user reads the statistics without the export and goes back to the participation list', async ({
  page,
  signInAs,
}) => {
  await openAs(signInAs, page, 'viewer@demo.test', LIST);
  await page.goto('/demo/dashboard/admin/activities-stats');
  await expect(page.getByRole('heading', { name: 'Activities statistics' })).toBeVisible();
  await expect(page.getByTestId(/stats-row-/).first()).toBeVisible();
  // Exports are in the admin group (decisions 2).
  await expect(page.getByRole('button', { name: 'Export choices (xlsx)' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByText('Access denied')).toHaveCount(0);
});
