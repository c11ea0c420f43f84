import type { TStayOptions } from '@congress/domain/contracts/stays';
import { emptyPerson, emptySharing, personFromRegistration } from '@congress/domain/person-form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingFormValues } from '../booking-form.ts';
import { readDraft } from '../form-draft.ts';
import { accompanyRate, participationOf, registrationOf } from '../../../test/booking-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { BookingForm } from './booking-form.tsx';
import { ParticipationSummary } from './participation-summary.tsx';

/** The demo congress: nights of 10 and 11 June; the block has 8 and 9 June before, 12 June after. */
const options: TStayOptions = {
  congressStay: { checkIn: '2027-06-10', checkOut: '2027-06-12' },
  before: [
    { night: '2027-06-09', priceCents: 12_000, isAvailable: true },
    { night: '2027-06-08', priceCents: 11_000, isAvailable: true },
  ],
  after: [{ night: '2027-06-12', priceCents: 9_000, isAvailable: false }],
  currency: 'EUR',
};

let fake: ReturnType<typeof createFakeFetch>;
const submitted = () => fake.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;

function answer(request: FakeRequest, stayOptions: TStayOptions | null) {
  if (request.url.startsWith('/api/rate/2/stay-options'))
    return stayOptions ? jsonResponse(200, stayOptions) : jsonResponse(500, { message: 'down' });
  if (request.url === '/api/rate/2/availability')
    return jsonResponse(200, {
      rateId: 2,
      available: true,
      reason: 'ok',
      message: null,
      sectionName: null,
      places: 0,
      quota: 10,
    });
  if (request.url === '/api/registration/submit') return jsonResponse(200, participationOf());
  return jsonResponse(404, { message: 'Not found' });
}

function stubFetch(stayOptions: TStayOptions | null = options) {
  fake = createFakeFetch((request) => answer(request, stayOptions));
  vi.stubGlobal('fetch', fake.fetch);
}

const values = (overrides: Partial<BookingFormValues> = {}): BookingFormValues => ({
  roomOption: 'twin',
  hasCompanion: false,
  main: personFromRegistration(registrationOf(1)),
  companion: emptyPerson(),
  sharing: emptySharing(),
  consent: true,
  stay: null,
  ...overrides,
});

function renderForm(initialValues = values()) {
  renderWithProviders(
    <MemoryRouter>
      <BookingForm
        congressSlug="demo"
        participant="member"
        privacyText={null}
        rate={accompanyRate()}
        participation={null}
        initialValues={initialValues}
      />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    configurable: true,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Your stay, in the registration form', () => {
  it('shows the congress nights and offers the extra nights with their prices', async () => {
    stubFetch();
    renderForm();
    const stay = await screen.findByRole('group', { name: 'Your stay' });
    expect(
      within(stay).getByText(/arrival on 10 June 2027, departure on 12 June 2027 \(2 nights\)/),
    ).toBeTruthy();
    const arrival = within(stay).getByRole('radiogroup', { name: 'Arrival' });
    const arrivals = within(arrival).getAllByRole('radio');
    expect(arrivals.map((radio) => radio.closest('.mantine-Radio-root')?.textContent)).toEqual([
      'Arrive on 10 June 2027',
      'Arrive on 9 June 2027, +€120',
      'Arrive on 8 June 2027, +€230',
    ]);
    expect((within(arrival).getByLabelText('Arrive on 10 June 2027') as HTMLInputElement).checked).toBe(true);
    expect(fake.calls.some((call) => call.url === '/api/rate/2/stay-options?roomOption=twin')).toBe(true);
  });

  it('disables a full night and says so', async () => {
    stubFetch();
    renderForm();
    const full = await screen.findByLabelText('Leave on 13 June 2027, +€90 (full)');
    expect((full as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Leave on 12 June 2027') as HTMLInputElement).disabled).toBe(false);
  });

  it('sends the chosen stay with the booking, keeps it in the draft, and sums the extra nights', async () => {
    stubFetch();
    renderForm();
    fireEvent.click(await screen.findByLabelText('Arrive on 9 June 2027, +€120'));
    expect(screen.getByText('Your stay: 3 nights, of which 1 extra night for €120.')).toBeTruthy();
    expect(readDraft('demo', 'member')?.stay).toEqual({ checkIn: '2027-06-09', checkOut: '2027-06-12' });
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted()).toMatchObject({ rateId: 2, stay: { checkIn: '2027-06-09', checkOut: '2027-06-12' } });
  });

  it('sends no stay for the congress nights, nor for a day the room type no longer offers', async () => {
    stubFetch();
    renderForm(values({ stay: { checkIn: '2027-06-07', checkOut: '2027-06-12' } }));
    expect(((await screen.findByLabelText('Arrive on 10 June 2027')) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted()).not.toHaveProperty('stay');
  });

  it('says when the nights cannot be loaded, and keeps the stay already chosen', async () => {
    stubFetch(null);
    renderForm(values({ stay: { checkIn: '2027-06-09', checkOut: '2027-06-12' } }));
    expect(await screen.findByText(/hotel nights could not be loaded/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Arrival' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted()).toMatchObject({ stay: { checkIn: '2027-06-09', checkOut: '2027-06-12' } });
  });
});

describe('the registration summary', () => {
  it('lists the stay, each extra night at its price and the total with them', () => {
    stubFetch();
    renderWithProviders(
      <ParticipationSummary
        participation={participationOf({
          registrations: [registrationOf(1)],
          stay: { checkIn: '2027-06-09', checkOut: '2027-06-12' },
          extraNights: [{ night: '2027-06-09', priceCents: 12_000 }],
        })}
      />,
    );
    expect(screen.getByText('9 June 2027 to 12 June 2027 (3 nights)')).toBeTruthy();
    expect(screen.getByText('Extra night of 9 June 2027')).toBeTruthy();
    expect(screen.getByText('+€120')).toBeTruthy();
    expect(screen.getByText('€800')).toBeTruthy();
    expect(screen.getByTestId('stay-total').textContent).toBe('€920');
  });
});
