import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 120_000 });

const contracted = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('an admin reads the Harbour Inn pickup and releases the unsold singles of 12 June', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/hotels');
  await page.getByRole('link', { name: 'Pickup of Harbour Inn' }).click();
  await expect(page.getByRole('heading', { name: 'Pickup - Harbour Inn', level: 1 })).toBeVisible();
  // The demo's release date is next week: a reminder is due.
  const june12 = page.getByTestId('pickup-night').filter({ hasText: '12 June 2027' });
  await expect(june12.getByText('in 7 days')).toBeVisible();
  await expect(page.getByTestId('pickup-night').filter({ hasText: '10 June 2027' })).toContainText(
    'Congress night',
  );
  const figure = page.getByTestId('pickup-figure').filter({ hasText: 'Contracted' });
  const before = contracted(await figure.textContent());

  await expectAccessible(page, 'pickup 1280');
  await page.screenshot({ path: 'test-results/hotels/pickup-1280.png', fullPage: true });

  await page.getByRole('checkbox', { name: 'Choose the night of 12 June 2027' }).check();
  const status = page.getByText(/^1 night chosen: \d+ rooms to release\.$/);
  await expect(status).toBeVisible();
  const rooms = Number(/: (\d+) rooms/.exec((await status.textContent()) ?? '')?.[1]);
  expect(rooms).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Release unsold rooms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Release unsold rooms' });
  await expect(dialog).toContainText(`${rooms} rooms go back to Harbour Inn; sold and held rooms stay.`);
  await expectAccessible(page, 'release dialog');
  await dialog.getByRole('button', { name: `Release ${rooms} rooms` }).click();
  await expect(page.getByText(`${rooms} rooms released to Harbour Inn.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => contracted(await figure.textContent())).toBe(before - rooms);
  await expect(page.getByText('No night chosen: no free room to release.')).toBeVisible();

  // Nothing left to give back on 12 June; the report stays after a reload.
  await page.reload();
  await page.getByRole('checkbox', { name: 'Choose the night of 12 June 2027' }).check();
  await expect(page.getByText('1 night chosen: no free room to release.')).toBeVisible();
  await expect.poll(async () => contracted(await figure.textContent())).toBe(before - rooms);

  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'pickup 390');
  await page.screenshot({ path: 'test-results/hotels/pickup-390.png', fullPage: true });
});
