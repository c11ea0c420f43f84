import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo.ts';
import { signIn } from '../support/fixtures.ts';

/** A rate card of step 1, by the start of its label. */
export const rateCard = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) });

/** Signs in where the guard sent us (the login screen, with the redirect back). */
export async function signInFromRedirect(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, email);
}

type PersonInput = {
  firstName?: string;
  lastName?: string;
  email?: string;
  memberNumber?: string;
  workingHotel?: string;
};

/**
 * Country and nationality are searchable lists (ISO 3166): type a few letters, pick the name. A list
 * opened at the window's lower edge can close as the page scrolls to its option (a loaded CI run
 * clicked the fieldset beneath instead); it is opened again, as a person would.
 */
export async function chooseCountry(scope: Locator, label: string, name: string) {
  const input = scope.getByLabel(label, { exact: false }).first();
  const option = scope.page().getByRole('option', { name, exact: true });
  await expect(async () => {
    if ((await input.inputValue()) === name) return;
    await input.scrollIntoViewIfNeeded();
    await input.click();
    await input.fill(name.slice(0, 5));
    await option.click({ timeout: 5_000 });
    await expect(input).toHaveValue(name, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

/** Fills the required fields of one participant (personal and transport fieldsets). */
export async function fillPerson(page: Page, who: 'main' | 'companion', input: PersonInput = {}) {
  const prefix = who === 'main' ? '' : 'Accompanying person: ';
  const personal = page.getByRole('group', {
    name: `${prefix}${who === 'main' ? 'Personal information' : 'personal information'}`,
  });
  const transport = page.getByRole('group', {
    name: `${prefix}${who === 'main' ? 'Transport information' : 'transport information'}`,
  });
  const fillIfGiven = async (label: string, value: string | undefined) => {
    if (value !== undefined) await personal.getByLabel(label, { exact: false }).first().fill(value);
  };
  await fillIfGiven('First name', input.firstName);
  await fillIfGiven('Last name', input.lastName);
  await fillIfGiven('E-mail', input.email);
  await fillIfGiven('Member number', input.memberNumber);
  await fillIfGiven('Working hotel', input.workingHotel);
  await personal.getByRole('textbox', { name: 'Phone' }).fill('+351 210 000 000');
  await chooseCountry(personal, 'Country', 'Portugal');
  await personal.getByRole('textbox', { name: 'Billing information' }).fill('Rua Augusta 1, 1100-048 Lisboa');
  await transport.getByRole('textbox', { name: 'Passport number' }).fill('P1234567');
  await chooseCountry(transport, 'Nationality', 'Portugal');
  await transport.getByLabel('Issued on').fill('2020-01-15');
  await transport.getByLabel('Expires on').fill('2030-01-14');
  await transport.getByRole('textbox', { name: 'Place of issue' }).fill('Lisbon');
}

export async function acceptConsentAndNext(page: Page) {
  const consent = page.getByRole('checkbox', { name: /privacy notice/ });
  if (!(await consent.isChecked())) await consent.check();
  await page.getByRole('button', { name: 'NEXT' }).click();
}

/** Waits for the form behind the 2 s spinner. */
export async function waitForForm(page: Page) {
  await expect(page.getByRole('heading', { name: 'Registration form' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeVisible({ timeout: 15_000 });
}

export async function payByCard(page: Page, cardNumber: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

type BookingInput = {
  email: string;
  rate: string;
  hotel?: string;
  participant?: string;
  person?: PersonInput;
};

/** From the rate list (anonymous), through sign-in, to the summary of the filled form. */
export async function bookAs(
  page: Page,
  { email, rate, hotel, participant = 'member', person }: BookingInput,
) {
  await page.goto(`/demo/rate/${participant}`);
  if (hotel) await chooseHotel(page, hotel);
  await rateCard(page, rate).click();
  await signInFromRedirect(page, email);
  await waitForForm(page);
  await fillPerson(page, 'main', person);
  await acceptConsentAndNext(page);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
}

export const bookAsMember = (page: Page, email: string, rate: string, hotel?: string) =>
  bookAs(page, { email, rate, ...(hotel ? { hotel } : {}) });

/** The hotel buttons (memberChoosesHotel) are a segmented control of radio inputs. */
export async function chooseHotel(page: Page, hotel: string) {
  await page.getByText(hotel, { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: hotel, level: 2 })).toBeVisible();
}

type RateSummary = { id: number; label: string };

/** The demo rates of a participant type, by label, as the public API lists them. */
export async function findRate(request: APIRequestContext, label: string, participant = 'member') {
  const response = await request.get(`/api/rate/congress/demo/participant/${participant}`);
  const body = (await response.json()) as { hotels: { rates: (RateSummary & Record<string, unknown>)[] }[] };
  const rate = body.hotels.flatMap((hotel) => hotel.rates).find((candidate) => candidate.label === label);
  if (!rate) throw new Error(`No rate ${label}`);
  return rate;
}

/** Another member books a rate through the API, in its own cookie jar. */
export async function bookThroughApi(request: APIRequestContext, email: string, rateId: number) {
  const login = await request.post('/api/login_member_check', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const person = {
    firstName: 'Other',
    lastName: 'Member',
    email,
    phone: '+81 3 0000 0000',
    country: 'Japan',
    billingInformation: 'Tokyo',
    memberNumber: 'M-1003',
    workingHotel: 'Park Hyatt Tokyo',
    passportNumber: 'JP123',
    passportCreationDate: '2020-01-01',
    passportExpirationDate: '2030-01-01',
    passportIssuancePlace: 'Tokyo',
    nationality: 'Japanese',
  };
  return request.post('/api/registration/submit', {
    data: { congressSlug: 'demo', rateId, consent: true, main: person, confirmCompanionRemoval: true },
  });
}
