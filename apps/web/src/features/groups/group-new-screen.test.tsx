import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateOf } from '../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { groupOf } from '../../test/group-fixtures.ts';
import { renderAtRoute } from '../../test/render-app.tsx';
import { GroupNewScreen } from './group-new-screen.tsx';

const guest = { id: 2, slug: 'guest-speakers', label: 'guest speakers', isMember: false };

function serve(create: () => Response = () => jsonResponse(201, groupOf())) {
  const fake = createFakeFetch((request) => {
    if (request.url === '/api/rate/congress/demo') {
      return jsonResponse(200, [rateOf({ id: 7, firstParticipantType: guest })]);
    }
    if (request.method === 'POST' && request.url === '/api/group') return create();
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  renderAtRoute('/demo/group/new', <GroupNewScreen congressSlug="demo" rateId={7} currency="EUR" />);
}

async function fillPayer() {
  fireEvent.change(await screen.findByLabelText(/Name of the company or person/), {
    target: { value: 'Acme Travel' },
  });
  fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Rua Augusta 1' } });
  fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Lisboa' } });
  const country = screen.getByRole('combobox', { name: /^Country/ });
  fireEvent.click(country);
  fireEvent.click(await screen.findByRole('option', { name: 'Portugal', hidden: true }));
}

describe('booking for several people (decisions 49)', () => {
  it('shows the rate and its price per person, and the total as the number changes', async () => {
    serve();
    renderForm();
    expect(await screen.findByText('Single - Grand Hotel')).toBeTruthy();
    expect(screen.getByText('€800 per person')).toBeTruthy();
    expect(screen.getByText('Total: €1,600')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Number of people/), { target: { value: '3' } });
    expect(await screen.findByText('Total: €2,400')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book 3 places' })).toBeTruthy();
  });

  it('asks for who pays and for 2 to 20 people before sending anything', async () => {
    const fake = serve();
    renderForm();
    fireEvent.change(await screen.findByLabelText(/Number of people/), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book 25 places' }));
    expect(await screen.findByText('A group books 2 to 20 places.')).toBeTruthy();
    expect(screen.getByLabelText(/Name of the company or person/).getAttribute('aria-invalid')).toBe('true');
    expect(fake.count('POST', '/api/group')).toBe(0);
  });

  it('books the places and opens the group page', async () => {
    const fake = serve();
    renderForm();
    await fillPayer();
    fireEvent.click(screen.getByRole('button', { name: 'Book 2 places' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/demo/dashboard/user/group/5');
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      congressSlug: 'demo',
      rateId: 7,
      places: 2,
      billing: {
        billingCompanyName: 'Acme Travel',
        billingCompanyAddress: 'Rua Augusta 1',
        billingCompanyCity: 'Lisboa',
        billingCompanyCountry: 'PT',
      },
    });
  });

  it('says why the places could not be taken', async () => {
    serve(() =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'There are not enough places left at this rate for your group.',
      }),
    );
    renderForm();
    await fillPayer();
    fireEvent.click(screen.getByRole('button', { name: 'Book 2 places' }));
    expect(
      await screen.findByText('There are not enough places left at this rate for your group.'),
    ).toBeTruthy();
    expect(screen.getByText('The group could not be booked')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
