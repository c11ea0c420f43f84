import type { TLetterState } from '@congress/domain/contracts/invitation-letters';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { InvitationLetterCard } from './components/invitation-letter-card.tsx';

const known = {
  birthDate: null,
  postalAddress: null,
  passportNumber: 'FR1234567',
  passportCreationDate: '2021-03-15',
  passportExpirationDate: '2031-03-14',
  nationality: 'France',
};
const stateOf = (overrides: Partial<TLetterState> = {}): TLetterState => ({
  isConfirmed: true,
  isPaid: true,
  letter: null,
  known,
  ...overrides,
});
const issued = {
  id: 7,
  reference: 'DEMO-LABCDEFG',
  status: 'issued' as const,
  language: 'en' as const,
  refusalReason: null,
  requestedAt: '2026-11-20T10:00:00.000Z',
  issuedAt: '2026-11-21T10:00:00.000Z',
};

function serve(state: TLetterState, after: TLetterState = state) {
  const fake = createFakeFetch((request) => {
    if (request.url === '/api/letters/participation/5' && request.method === 'GET')
      return jsonResponse(200, state);
    if (request.url === '/api/letters/participation/5') return jsonResponse(200, after);
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
afterEach(() => vi.unstubAllGlobals());

describe('the invitation letter card', () => {
  it('asks only what is missing and sends the rest as stored', async () => {
    const fake = serve(stateOf(), stateOf({ letter: issued }));
    renderWithProviders(<InvitationLetterCard participationId={5} />);
    expect(await screen.findByRole('heading', { name: 'Visa invitation letter' })).toBeTruthy();
    expect(screen.queryByLabelText(/Passport number/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1985-03-14' } });
    fireEvent.change(screen.getByLabelText(/Postal address/), {
      target: { value: '12 rue de la République, Lyon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request an invitation letter' }));
    expect(
      await screen.findByText('Your invitation letter DEMO-LABCDEFG was issued on 21 November 2026.'),
    ).toBeTruthy();
    const sent = fake.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      language: 'en',
      birthDate: '1985-03-14',
      passportNumber: 'FR1234567',
      nationality: 'France',
    });
    expect(screen.getByRole('button', { name: 'Download the letter (PDF)' })).toBeTruthy();
  });

  it('says a request waits for payment, and lets a refused one be asked again', async () => {
    serve(stateOf({ isPaid: false, letter: { ...issued, status: 'requested', issuedAt: null } }));
    const { unmount } = renderWithProviders(<InvitationLetterCard participationId={5} />);
    expect(
      await screen.findByText('Your registration is not paid yet: the letter is issued once it is.'),
    ).toBeTruthy();
    unmount();
    serve(
      stateOf({ letter: { ...issued, status: 'refused', refusalReason: 'Blurred scan', issuedAt: null } }),
    );
    renderWithProviders(<InvitationLetterCard participationId={5} />);
    expect(await screen.findByText(/Your request was refused: Blurred scan/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a letter again' })).toBeTruthy();
  });

  it('is not shown before the registration is confirmed', async () => {
    const fake = serve(stateOf({ isConfirmed: false }));
    renderWithProviders(<InvitationLetterCard participationId={5} />);
    await waitFor(() => expect(fake.count('GET', '/api/letters/participation/5')).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Visa invitation letter' })).toBeNull();
  });

  it('reads in French and in Portuguese', async () => {
    serve(stateOf());
    const { unmount } = renderWithProviders(<InvitationLetterCard participationId={5} />, { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Lettre d’invitation pour le visa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander une lettre d’invitation' })).toBeTruthy();
    expect(screen.getByLabelText(/Date de naissance/)).toBeTruthy();
    unmount();
    renderWithProviders(<InvitationLetterCard participationId={5} />, { language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Carta de convite para visto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pedir uma carta de convite' })).toBeTruthy();
  });
});
