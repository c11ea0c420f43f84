import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { findRate } from '../registration/flow.ts';
import { documentEntry, downloadedText, memberBooking, payByOfflineCard } from '../support/documents.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

/**
 * Hostile strings written through the API into participant and staff texts, then every staff screen
 * and the participant's own opened: the text shows as text, nothing runs, the CSP is never breached.
 */
const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });

const ADMIN = '/demo/dashboard/admin';
/** Outside test-results, which every run empties: the screens with the hostile texts, to look at. */
const SCREENS = `${E2E_TMP}/../screens/hostile`;
mkdirSync(SCREENS, { recursive: true });
const IMG = '<img src=x onerror="window.__xss=1">';
const SVG = '"><svg onload="window.__xss=1">';
const JS_URL = 'javascript:window.__xss=1';
const SCRIPT = '</script><script>window.__xss=1</script>';
// biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the hostile text itself.
const TEMPLATES = '{{7*7}} ${7*7}';
const RTL = '\u202Eexe.txt';
const LONG = 'W'.repeat(300);
const ACTIVITY = `Tour ${SCRIPT}`;
const HOTEL = `Grand ${SVG}`;
const RATE = `Rate ${IMG}`;
const SUBJECT = `Received ${IMG}`;
/** Template bodies are HTML by design: every way of running script in it, for the sanitiser. */
const BODY = `<p>Hello ${TEMPLATES}</p><img src=x onerror="window.__xss=1"><svg onload="window.__xss=1"></svg>${SCRIPT}<a href="${JS_URL}">link</a>`;

type Probe = { violations: string[]; xss: string; img: number; svg: number };

/** Collects CSP violations from the first script on, and fails on any dialog (alert, confirm). */
async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return dialogs;
}

/** Nothing ran and nothing was injected on the screen as it stands. */
async function expectClean(page: Page | Frame, screen: string, dialogs: string[]) {
  const probe: Probe = await page.evaluate(() => {
    const w = window as unknown as { cspViolations: string[]; __xss?: unknown };
    return {
      violations: w.cspViolations,
      xss: typeof w.__xss,
      img: document.querySelectorAll('img[src="x"]').length,
      svg: document.querySelectorAll('svg[onload]').length,
    };
  });
  expect(probe, screen).toEqual({ violations: [], xss: 'undefined', img: 0, svg: 0 });
  expect(dialogs, screen).toEqual([]);
}

async function put(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.put(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** Staff texts: an activity, a hotel, a new rate on it, the congress information. */
async function writeStaffTexts(request: APIRequestContext) {
  const activities = await (await request.get('/api/activity/congress/demo')).json();
  const [activity] = activities as Record<string, unknown>[];
  await put(request, `/api/activity/${activity?.id}`, {
    ...activity,
    label: ACTIVITY,
    description: `${JS_URL} ${TEMPLATES} ${RTL} ${LONG}`,
  });
  const hotels = (await (await request.get('/api/hotel/congress/demo')).json()) as Record<string, unknown>[];
  const grand = hotels.find((hotel) => hotel.name === 'Grand Hotel');
  await put(request, `/api/hotel/update/${grand?.id}`, { ...grand, name: HOTEL });
  const settings = await (await request.get('/api/congress/slug/demo/settings')).json();
  await put(request, `/api/congress/${settings.id}/settings`, {
    ...settings,
    information: `${IMG} ${SCRIPT} ${TEMPLATES} ${RTL} ${LONG}`,
  });
  const types = (await (await request.get('/api/participant/congress/demo/types')).json()) as {
    id: number;
    slug: string;
  }[];
  const created = await request.post('/api/rate/create', {
    data: {
      congressId: settings.id,
      hotelId: grand?.id,
      label: RATE,
      sectionId: null,
      quota: 5,
      roomOption: 'single',
      isOpened: true,
      isEarlyBird: false,
      openDate: null,
      closeDate: null,
      comment: `${SCRIPT} ${RTL}`,
      firstParticipantTypeId: types.find((type) => type.slug === 'affiliate-partners')?.id,
      secondParticipantType: null,
      firstParticipantPrice: '650.00',
      secondParticipantPrice: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { hotelId: grand?.id as number };
}

test('hostile participant and staff texts show as text on every screen, and nothing runs', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  const staffContext = await browser.newContext({ baseURL: appUrl, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  const staffDialogs = await watch(staff);
  await signInAs(staff, 'superadmin@demo.test');
  // Before the booking, so that its e-mail is written from the hostile template.
  const settings = await (await staff.request.get('/api/congress/slug/demo/settings')).json();
  await put(staff.request, `/api/email/template/${encodeURIComponent('Registration received')}`, {
    congressId: settings.id,
    subject: SUBJECT,
    body: BODY,
  });

  const dialogs = await watch(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'member@demo.test');
  const grand = await findRate(page.request, 'Single - Grand Hotel');
  const booking = memberBooking(grand.id);
  const main = {
    ...booking.main,
    firstName: IMG,
    lastName: SVG,
    billingInformation: `${SCRIPT} ${LONG}`,
    workingHotel: JS_URL,
    comment: `${TEMPLATES} ${RTL}`,
    medicalInformation: SCRIPT,
    arrivalOrigin: JS_URL,
    arrivalNote: `${RTL} ${TEMPLATES}`,
    departureNote: SCRIPT,
    billingCompanyName: TEMPLATES,
    billingCompanyAddress: `${JS_URL} ${IMG}`,
    billingCompanyCity: RTL,
    billingCompanyCountry: 'PT',
  };
  const booked = await page.request.post('/api/registration/submit', { data: { ...booking, main } });
  expect(booked.status(), await booked.text()).toBe(201);
  const participation: number = (await booked.json()).id;
  await payByOfflineCard(page.request, participation, { name: `${IMG} ${SVG}`, email: 'member@demo.test' });

  // The participant's own screens and invoice.
  await page.goto('/demo/dashboard/user/home');
  await expect(page.getByText(IMG, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await expectClean(page, 'participant home', dialogs);
  await page.goto('/demo/dashboard/user/summary');
  await expect(page.getByText(IMG, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await expectClean(page, 'participant summary', dialogs);
  await page.screenshot({ path: `${SCREENS}/participant-summary.png`, fullPage: true });
  const { text } = await downloadedText(documentEntry(page, 'Invoice'));
  expect(text).toContain(IMG);

  const { hotelId } = await writeStaffTexts(staff.request);
  const visit = async (path: string, screen: string, shows?: string) => {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    if (shows)
      await expect(staff.getByText(shows, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    await expectClean(staff, screen, staffDialogs);
    // The 300-character word wraps: it never widens the page.
    const width = await staff.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${screen} scrolls sideways`).toBeLessThanOrEqual(1280);
    await staff.screenshot({ path: `${SCREENS}/${screen.replaceAll(' ', '-')}.png`, fullPage: true });
  };
  await visit(`${ADMIN}/participation-list`, 'participation list', IMG);
  await visit(`${ADMIN}/manage-registration?participation=${participation}`, 'manage registration');
  await expect(staff.getByRole('textbox', { name: 'First name' }).first()).toHaveValue(IMG);
  await expectClean(staff, 'manage registration', staffDialogs);
  await visit(`${ADMIN}/overview`, 'overview');
  await visit(`${ADMIN}/hotels/${hotelId}/rooming-list`, 'rooming list', IMG);
  await visit(`${ADMIN}/payments`, 'payments desk');
  await visit(`${ADMIN}/audit-log`, 'audit log');
  await visit(`${ADMIN}/email-log`, 'e-mail log');
  await staff.getByRole('tab', { name: 'All e-mails' }).click();
  await expect(staff.getByText(SUBJECT).first()).toBeVisible({ timeout: 15_000 });
  await expectClean(staff, 'e-mail log', staffDialogs);
  await visit(`${ADMIN}/email-templates`, 'e-mail templates');
  await visit(`${ADMIN}/activities`, 'activities', ACTIVITY);
  await visit(`${ADMIN}/activities-stats`, 'activities statistics', ACTIVITY);
  await visit(`${ADMIN}/hotels`, 'hotels', HOTEL);
  await visit(`${ADMIN}/manage-rates`, 'rates', RATE);
  await visit(`${ADMIN}/congress-settings`, 'congress settings');
  await visit(
    `${ADMIN}/participant-activities?participation=${participation}`,
    'participant activities',
    IMG,
  );

  // Exports menu, then the badges preview (a cancelled person selected too, so that it opens) and sheet.
  await visit(`${ADMIN}/participation-list?status=all`, 'participation list', IMG);
  await staff.getByRole('button', { name: 'Exports' }).click();
  await expect(staff.getByRole('menuitem', { name: 'All' })).toBeVisible();
  await expectClean(staff, 'exports menu', staffDialogs);
  await staff.keyboard.press('Escape');
  await expect(staff.getByRole('table', { name: 'Participations' })).toHaveAttribute('aria-busy', 'false');
  for (const name of [`${IMG} ${SVG}`, 'Paul Girard'])
    await staff.getByRole('checkbox', { name: `Select ${name}` }).check();
  await staff
    .getByRole('region', { name: 'Selected participations' })
    .getByRole('button', { name: 'Badges (PDF)' })
    .click();
  const badges = staff.getByRole('dialog', { name: 'Name badges' });
  await expect(badges.getByText('1 badge; 1 left out: Paul Girard (cancelled)')).toBeVisible();
  await expectClean(staff, 'badges preview', staffDialogs);
  const downloading = staff.waitForEvent('download');
  await badges.getByRole('button', { name: 'Download 1 badge' }).click();
  const sheet = await pdfText(await readFile(await (await downloading).path()));
  expect(sheet).toContain('onerror');

  // A bulk e-mail's preview of the hostile person: the server's rendering in its sandboxed frame.
  await staff.getByRole('button', { name: `Actions for ${IMG} ${SVG}` }).click();
  await staff.getByRole('menuitem', { name: 'Send an email' }).click();
  const modal = staff.getByRole('dialog', { name: 'Send Emails' });
  await modal.getByRole('combobox', { name: 'Template' }).click();
  await staff.getByRole('option', { name: 'General Information' }).click();
  await modal.getByRole('button', { name: 'SEND' }).click();
  const preview = modal.frameLocator('iframe');
  await expect(preview.locator('body')).toContainText(IMG, { timeout: 15_000 });
  await expect(preview.locator('img[src="x"], svg[onload], script')).toHaveCount(0);
  const frame = staff.frames().find((candidate) => candidate !== staff.mainFrame());
  if (!frame) throw new Error('no preview frame');
  await expectClean(frame, 'e-mail preview frame', staffDialogs);
  await expectClean(staff, 'e-mail preview', staffDialogs);
  await staff.keyboard.press('Escape');

  // The door's search for the name.
  await staff.goto('/demo/check-in');
  await staff.getByLabel('Search by name').fill('onerror');
  await expect(
    staff.getByRole('list', { name: 'People found' }).getByText(IMG, { exact: false }).first(),
  ).toBeVisible({ timeout: 15_000 });
  await expectClean(staff, 'check-in search', staffDialogs);

  // The public home carries the congress information.
  await page.goto('/demo');
  await expect(page.getByText(SCRIPT, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await expectClean(page, 'public home', dialogs);
  await page.goto('/demo/rate/affiliate-partners');
  await expect(page.getByText(RATE, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await expectClean(page, 'public rates', dialogs);
  await staffContext.close();
});
