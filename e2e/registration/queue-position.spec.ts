import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, fillPerson, rateCard, signInFromRedirect, waitForForm } from './flow.ts';

const { test } = useAppServer();
const SHOTS = '.tmp/e2e/screens';

/**
 * The rush's queue is SIMULATED here: the server's queue is not built yet (its endpoint answers 404),
 * so this test holds the real submit back and answers the queue's poll itself with a position.
 */
test('while the rush queues the booking, the form says its place and about how long', async ({ page }) => {
  await page.goto('/demo/rate/member');
  await rateCard(page, 'Single - Grand Hotel').click();
  await signInFromRedirect(page, 'member@demo.test');
  await waitForForm(page);
  await fillPerson(page, 'main');

  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sentTicket: string | undefined;
  // Simulated queue: the submit waits until released, then goes to the real server.
  await page.route('**/api/registration/submit', async (route) => {
    sentTicket = (route.request().postDataJSON() as { queueTicket?: string }).queueTicket;
    await released;
    await route.continue();
  });
  const asked: string[] = [];
  // Simulated queue: the poll is answered with a position, as the server's queue will.
  await page.route('**/api/registration/queue/*', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ json: { position: 12, estimateSeconds: 95 } });
  });

  await acceptConsentAndNext(page);
  const panel = page.getByTestId('queue-position');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('You are in the queue');
  await expect(panel).toContainText('You are number 12 in the queue.');
  await expect(panel).toContainText('About 2 minutes left. Please keep this page open.');
  expect(sentTicket).toMatch(/^[0-9a-f-]{36}$/);
  expect(asked[0]).toBe(`/api/registration/queue/${sentTicket}`);
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeDisabled();

  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/queue-position-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/queue-position-390.png` });

  release();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await expect(panel).toHaveCount(0);
});
