import type { TStayOptions } from '@congress/domain/contracts/stays';
import { formatMoney } from '@congress/domain/money';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

/*
 * Decisions 46: staff move a participation's nights in Manage Registration, within the hotel's block.
 * The demo blocks offer 12 June 2027 after the congress nights (10 and 11 June).
 */
const { test } = useAppServer();
test.describe.configure({ timeout: 120_000 });

type ListRow = { participationId: number; firstName: string; lastName: string; rateId?: number };

test('an admin adds a night after the congress to Claire Martin’s stay, priced by the block', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  const found = (
    (await (await page.request.get('/api/participation/congress/demo?search=Claire%20Martin')).json()) as {
      items: ListRow[];
    }
  ).items.find((row) => row.firstName === 'Claire' && row.lastName === 'Martin');
  expect(found).toBeDefined();
  const id = found!.participationId;
  const detail = (await (await page.request.get(`/api/admin/participation/${id}`)).json()) as {
    rateId: number;
    priceCents: number;
  };
  const options = (await (
    await page.request.get(`/api/rate/${detail.rateId}/stay-options?roomOption=single`)
  ).json()) as TStayOptions;
  const night = options.after.find((option) => option.night === '2027-06-12');
  expect(night, 'the demo block offers 12 June').toBeDefined();
  const price = formatMoney(night!.priceCents, 'EUR');

  await page.goto(`/demo/dashboard/admin/manage-registration?participation=${id}`);
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });
  const stay = page.getByRole('group', { name: 'Stay at the hotel' });
  const departure = stay.getByRole('radiogroup', { name: 'Departure' });
  await expect(departure.getByRole('radio', { name: 'Leave on 12 June 2027', exact: true })).toBeChecked();
  await departure.getByRole('radio', { name: `Leave on 13 June 2027, +${price}` }).check();
  await expect(stay).toContainText(`3 nights, of which 1 extra night for ${price}`);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Registration saved successfully')).toBeVisible();

  const after = (await (await page.request.get(`/api/admin/participation/${id}`)).json()) as {
    stay: { checkIn: string; checkOut: string };
    priceCents: number;
  };
  expect(after.stay).toEqual({ checkIn: '2027-06-10', checkOut: '2027-06-13' });
  expect(after.priceCents).toBe(detail.priceCents + night!.priceCents);
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Stay at the hotel' })
      .getByRole('radio', { name: `Leave on 13 June 2027, +${price}` }),
  ).toBeChecked();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `manage registration stay at ${width}`);
  }
});
