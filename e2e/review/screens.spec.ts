import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, type SignInAs, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';
import { quietNetwork } from '../support/quiet-network.ts';

/**
 * A review of every back-office and participant screen as an organiser sees it: each screen shows its
 * heading, is axe-clean and has no horizontal page scroll at 1280 and 390 px. The screenshots land in
 * .tmp/e2e/shots for a human look.
 */
const { test } = useAppServer();
test.describe.configure({ timeout: 120_000 });

const SHOTS = `${E2E_TMP}/shots`;
const ADMIN = '/demo/dashboard/admin';
const USER = '/demo/dashboard/user';

type ListRow = { participationId: number; firstName: string; lastName: string };

/** The demo participation whose main participant is this person, through the staff list of spec 7. */
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

async function openSignedIn(signInAs: SignInAs, page: Page, path: string, email: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, email);
  await page.goto(path);
}

/** Loading indicators gone, so that the screenshot shows the screen's data. */
async function settle(page: Page) {
  await quietNetwork(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The screen as it stands at 1280 px, then at 390 px: heading, axe, no page scroll sideways, a shot
 * at each width.
 */
async function review(page: Page, screen: string, heading: string | RegExp, ready?: () => Promise<void>) {
  const title = page.getByRole('heading', { name: heading, level: 1 });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(title).toBeVisible({ timeout: 15_000 });
    if (ready) await ready();
    await settle(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${screen} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
    await expectAccessible(page, `${screen} at ${width} px`);
    // No hover state (a chart tooltip under the pointer) in the picture.
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/review-${screen}-${width}.png`, fullPage: true });
  }
}

test.describe('back office', () => {
  test('participation list', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/participation-list`, 'admin@demo.test');
    await review(page, 'participation-list', 'Participation list', async () => {
      await expect(page.getByText('Claire').first()).toBeVisible({ timeout: 15_000 });
    });
  });

  test('manage registration (edit one participation)', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/participation-list`, 'admin@demo.test');
    const id = await participationIdOf(page, 'Claire', 'Martin');
    await page.goto(`${ADMIN}/manage-registration?participation=${id}`);
    await review(page, 'manage-registration', 'Manage Registration', async () => {
      await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('textbox', { name: 'First name' }).first()).toHaveValue('Claire');
    });
  });

  test('add registration', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/manage-registration`, 'admin@demo.test');
    await review(page, 'add-registration', 'Add Registration', async () => {
      await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });
    });
  });

  test('activities admin list', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/activities`, 'admin@demo.test');
    await review(page, 'activities', 'Manage Activities', async () => {
      await expect(page.getByRole('columnheader', { name: 'Description' })).toBeVisible();
    });
  });

  test('activities statistics', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/activities-stats`, 'admin@demo.test');
    await review(page, 'activities-stats', 'Activities statistics', async () => {
      await expect(page.getByText('Private wine tasting').first()).toBeVisible();
    });
  });

  test('participant activities (admin view)', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/participation-list`, 'admin@demo.test');
    // Kenji Tanaka (member6) and his companion Yuki: two people, activities chosen for both.
    const id = await participationIdOf(page, 'Kenji', 'Tanaka');
    await page.goto(`${ADMIN}/participant-activities?participation=${id}`);
    await review(page, 'participant-activities', 'Participant activities', async () => {
      await expect(page.getByRole('heading', { name: 'Yuki Tanaka', level: 2 })).toBeVisible();
    });
  });

  test('payments desk', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/payments`, 'admin@demo.test');
    await review(page, 'payments-desk', 'Payments', async () => {
      await expect(page.getByTestId('pending-transfer').first()).toBeVisible();
    });
  });

  test('e-mail log', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/email-log`, 'admin@demo.test');
    await review(page, 'email-log', 'E-mail log', async () => {
      // No bulk send in the demo: the Campaigns tab (first) explains where they come from.
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await expect(page.getByText(/^No bulk e-mail has been sent for this congress yet\./)).toBeVisible();
      // The demo keeps one e-mail of its seeding: waiting1's offer, which the log lists.
      await page.getByRole('tab', { name: 'All e-mails' }).click();
      await expect(page.getByText('waiting1@demo.test').first()).toBeVisible();
    });
  });

  test('e-mail templates', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/email-templates`, 'admin@demo.test');
    await review(page, 'email-templates', 'E-mail templates');
  });

  test('manage users', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/manage-users`, 'superadmin@demo.test');
    await review(page, 'manage-users', 'Manage Users', async () => {
      await expect(page.getByText('viewer@demo.test').first()).toBeVisible();
    });
  });

  test('manage rates', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/manage-rates`, 'admin@demo.test');
    await review(page, 'manage-rates', 'Manage Rates', async () => {
      await expect(page.getByRole('table', { name: 'Rates' })).toBeVisible();
    });
  });

  test('hotels', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/hotels`, 'admin@demo.test');
    await review(page, 'hotels', 'Hotels', async () => {
      await expect(page.getByText('Harbour Inn').first()).toBeVisible();
    });
  });

  test('congress settings', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/congress-settings`, 'superadmin@demo.test');
    await review(page, 'congress-settings', 'Congress settings', async () => {
      await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    });
  });

  test('member book', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/member-book`, 'superadmin@demo.test');
    await review(page, 'member-book', 'Members', async () => {
      await expect(page.getByText('M-1001').first()).toBeVisible();
    });
  });

  test('audit log', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${ADMIN}/audit-log`, 'superadmin@demo.test');
    await review(page, 'audit-log', 'Audit log');
  });
});

test.describe('participant', () => {
  test('user home', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${USER}/home`, 'registered@demo.test');
    await review(page, 'user-home', /^Welcome/, async () => {
      await expect(page.getByRole('link', { name: 'View Activities of Claire Martin' })).toBeVisible();
    });
  });

  test('user summary', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${USER}/summary`, 'registered@demo.test');
    await review(page, 'user-summary', 'Summary', async () => {
      // The summary's own content: the header's greeting sits behind the menu on a phone.
      await expect(page.getByRole('main').getByText('Claire').first()).toBeVisible();
    });
  });

  test('user activities', async ({ page, signInAs }) => {
    await openSignedIn(signInAs, page, `${USER}/home`, 'registered@demo.test');
    await page.getByRole('link', { name: 'View Activities of Claire Martin' }).click();
    await expect(page).toHaveURL(/\/demo\/dashboard\/user\/activities\?registration=\d+$/);
    await review(page, 'user-activities', 'Activities', async () => {
      await expect(page.getByRole('columnheader', { name: 'Activity' }).first()).toBeVisible();
    });
  });
});
