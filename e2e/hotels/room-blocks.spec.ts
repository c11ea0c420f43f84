import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
const SHOTS = `${E2E_TMP}/shots/hotels`;
mkdirSync(SHOTS, { recursive: true });

type Cell = { roomType: string; night: string; contracted: number | null; sold: number; held: number };
type Grid = { nights: string[]; cells: Cell[]; version: string };

/**
 * The demo hotel's grid; when it has no block yet, one is contracted through the API (every night
 * shown, above what is already taken), so the screen has something to edit whatever the seed holds.
 */
async function gridOfDemoHotel(page: Page, appUrl: string): Promise<{ hotelId: number; grid: Grid }> {
  const hotels = (await (await page.request.get(`${appUrl}/api/hotel/congress/demo`)).json()) as {
    id: number;
    name: string;
  }[];
  const hotel = hotels.find((h) => h.name === 'Grand Hotel');
  if (!hotel) throw new Error('no Grand Hotel in the demo');
  const url = `${appUrl}/api/hotel/${hotel.id}/room-blocks`;
  let grid = (await (await page.request.get(url)).json()) as Grid;
  if (grid.cells.every((cell) => cell.contracted === null)) {
    const cells = grid.cells.map((cell) => ({
      roomType: cell.roomType,
      night: cell.night,
      rooms: cell.sold + cell.held + 10,
      releaseOn: null,
      extraNightPriceCents: 12_000,
    }));
    const saved = await page.request.put(url, {
      data: { version: grid.version, cells },
      headers: { origin: new URL(appUrl).origin },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    grid = (await saved.json()) as Grid;
  }
  return { hotelId: hotel.id, grid };
}

test('an admin edits a hotel room block by keyboard, saves it, and finds it kept', async ({
  page,
  signInAs,
  appUrl,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  const { grid } = await gridOfDemoHotel(page, appUrl);
  const single10 = grid.cells.find((cell) => cell.roomType === 'single' && cell.night === '2027-06-10');
  if (!single10) throw new Error('the congress night of 10 June is not in the grid');
  const target = String(Math.max(single10.contracted ?? 0, single10.sold + single10.held) + 7);

  await page.goto('/demo/dashboard/admin/hotels');
  await page.getByRole('link', { name: 'Room blocks of Grand Hotel' }).click();
  await expect(page.getByRole('heading', { name: 'Room blocks: Grand Hotel' })).toBeVisible();
  const cell = page.getByRole('textbox', { name: 'Single rooms, night of 10 June 2027' });
  await expect(cell).toHaveValue(String(single10.contracted ?? ''));
  await expectAccessible(page, 'room blocks 1280');
  await page.screenshot({ path: `${SHOTS}/room-blocks-1280.png`, fullPage: true });

  // By keyboard: focus the cell, replace its number, Tab on to the next night of the same type.
  await cell.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(target);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Single rooms, night of 11 June 2027' })).toBeFocused();
  await page.getByRole('button', { name: 'Save room blocks' }).click();
  await expect(page.getByText('Room blocks saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Single rooms, night of 10 June 2027' })).toHaveValue(
    target,
  );

  // A phone: the grid scrolls inside its box, the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Room blocks: Grand Hotel' })).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'room blocks 390');
  await page.screenshot({ path: `${SHOTS}/room-blocks-390.png`, fullPage: true });
});
