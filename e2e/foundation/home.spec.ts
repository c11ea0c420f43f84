import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();

const PARTICIPANT_TYPES = [
  'member',
  'activ Member',
  'retired Member',
  'affiliate / partners',
  'guest speakers',
];

test('the demo home shows the congress, its participant types and the footer', async ({ page }) => {
  await page.goto('/demo');
  const header = page.getByRole('banner');
  await expect(header).toContainText('Demo Congress 2027');
  await expect(header.getByRole('img', { name: 'Demo Congress 2027' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Demo Congress 2027 - REGISTRATION');
  for (const label of PARTICIPANT_TYPES) {
    await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'member', exact: true })).toHaveAttribute(
    'href',
    '/demo/rate/member',
  );
  await expectAccessible(page);
});

test('the home reads well and stays accessible at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('/ leads to the demo congress', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/demo$/);
});

test('a closed congress shows "The congress is closed"', async ({ page }) => {
  await page.goto('/closed-demo');
  await expect(page).toHaveURL(/\/closed-demo\/error/);
  await expect(page.getByText('Oops, The congress is closed')).toBeVisible();
  await expectAccessible(page);
});

test('an unknown congress shows the error page with the status and the server message', async ({ page }) => {
  await page.goto('/no-such-congress');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops, Congress not found')).toBeVisible();
});
