import type { TGroup } from '@congress/domain/contracts/groups';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { groupOf, groupPlaceOf } from '../../test/group-fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { GroupScreen } from './group-screen.tsx';

const bankDetails = {
  accountHolder: 'Demo Association of Hotel Concierges',
  bankName: 'Banco Demo de Lisboa',
  iban: 'PT50 0002 0123 1234 5678 9015 4',
  bic: 'BDEMPTPL',
  bankAddress: 'Avenida da Liberdade 1, 1250-096 Lisboa',
};

function serve(group: TGroup, answers: Record<string, () => TGroup> = {}) {
  const fake = createFakeFetch((request) => {
    const key = `${request.method} ${request.url}`;
    if (key === 'GET /api/group/5') return jsonResponse(200, group);
    const answer = answers[key];
    return answer ? jsonResponse(200, answer()) : jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <GroupScreen groupId={5} accountEmail="payer@acme.test" />
    </MemoryRouter>,
  );

describe('the group page (decisions 49)', () => {
  it('lists the places, named or not, with the totals and until when names can be given', async () => {
    serve(groupOf());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Group booking GRP-5-KX2Q' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'The places of the group' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('Rui Costa');
    expect(rows[2]?.textContent).toContain('Not named yet');
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Cancel this place' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Cancel this place' })).toBeNull();
    expect(screen.getByText('Names can be given until 31 May 2027.')).toBeTruthy();
    const totals = within(screen.getByRole('region', { name: 'The group’s money' }));
    expect(totals.getAllByText('€2,400')).toHaveLength(2);
  });

  it('names a place in a dialog and says the person was sent their page', async () => {
    const named = groupOf({
      places: [
        groupPlaceOf(1, { person: { firstName: 'Rui', lastName: 'Costa', email: 'rui@acme.test' } }),
        groupPlaceOf(2, { person: { firstName: 'Ana', lastName: 'Lima', email: 'ana@acme.test' } }),
        groupPlaceOf(3),
      ],
    });
    const fake = serve(groupOf(), { 'PUT /api/group/5/place/102': () => named });
    renderPage();
    const table = await screen.findByRole('table', { name: 'The places of the group' });
    const row = within(table).getAllByRole('row')[2] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Name this place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name place 2' });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Lima' } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'ana@acme.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    expect(
      await screen.findByText('The place is named. We sent Ana Lima an e-mail with their registration page.'),
    ).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@acme.test',
    });
    await waitFor(() => expect(within(table).getAllByRole('row')[2]?.textContent).toContain('Ana Lima'));
  });

  it('checks the name before sending it', async () => {
    const fake = serve(groupOf());
    renderPage();
    const table = await screen.findByRole('table', { name: 'The places of the group' });
    fireEvent.click(within(table).getAllByRole('button', { name: 'Name this place' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Name place 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/First name/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(fake.count('PUT', '/api/group/5/place/102')).toBe(0);
  });

  it('offers no change once the names are due, and says so', async () => {
    serve(groupOf({ canName: false }));
    renderPage();
    expect(await screen.findByText('The names of this group can no longer be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Name this place' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel this place' })).toBeNull();
  });

  it('shows the one transfer for the whole group once chosen, with the bank details to copy', async () => {
    const chosen = groupOf({
      transfer: { reference: 'GRP-5-KX2Q', amountCents: 240000, dueDate: '2027-01-17' },
      totals: { priceCents: 240000, paidCents: 0, awaitingTransferCents: 240000, dueCents: 0 },
      bankDetails,
    });
    serve(groupOf(), { 'POST /api/group/5/bank-transfer': () => chosen });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by bank transfer' }));
    expect(
      await screen.findByText('Please transfer €2,400 by 17 January 2027, quoting the reference GRP-5-KX2Q.'),
    ).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Bank details' });
    expect(within(details).getByText(bankDetails.iban)).toBeTruthy();
    expect(within(details).getByText('GRP-5-KX2Q')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the proforma' })).toBeTruthy();
    expect(screen.getByText('Bank transfer chosen: one transfer pays for the whole group.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by bank transfer' })).toBeNull();
    // Awaited is not paid: nothing says the group is paid until the transfer comes in.
    expect(screen.queryByText('The group is paid in full.')).toBeNull();
  });

  it('pays by card with the card form of the payment screen, then waits until the group is paid', async () => {
    let group = groupOf();
    const fake = createFakeFetch((request) => {
      const key = `${request.method} ${request.url}`;
      if (key === 'GET /api/group/5') return jsonResponse(200, group);
      if (key === 'POST /api/group/5/card') {
        return jsonResponse(200, {
          paymentId: 9,
          clientSecret: 'pi_group_5_secret_abc',
          amountCents: 240000,
          currency: 'EUR',
          provider: 'offline',
          publishableKey: null,
        });
      }
      if (key === 'POST /api/payment/offline/confirm') {
        group = groupOf({
          totals: { priceCents: 240000, paidCents: 240000, awaitingTransferCents: 0, dueCents: 0 },
        });
        return jsonResponse(200, { status: 'succeeded' });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    const form = await screen.findByRole('form', { name: 'Card payment' });
    fireEvent.change(within(form).getByLabelText(/Card number/), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(within(form).getByLabelText(/Expiry/), { target: { value: '12/30' } });
    fireEvent.change(within(form).getByLabelText(/CVC/), { target: { value: '123' } });
    expect((within(form).getByLabelText(/Name on card/) as HTMLInputElement).value).toBe('Acme Travel');
    fireEvent.click(within(form).getByRole('button', { name: 'Pay €2,400' }));
    expect(await screen.findByText('The group is paid in full.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(fake.calls.find((call) => call.url === '/api/payment/offline/confirm')?.body).toMatchObject({
      clientSecret: 'pi_group_5_secret_abc',
      billingEmail: 'payer@acme.test',
    });
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });

  it('says when the group cannot be shown', async () => {
    const fake = createFakeFetch(() => jsonResponse(404, { message: 'Group booking not found.' }));
    vi.stubGlobal('fetch', fake.fetch);
    renderPage();
    expect(await screen.findByText('Group booking not found.')).toBeTruthy();
  });
});
