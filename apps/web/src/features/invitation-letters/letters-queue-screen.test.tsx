import type { TLetterQueueItem } from '@congress/domain/contracts/invitation-letters';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { LettersQueueScreen } from './letters-queue-screen.tsx';

const item: TLetterQueueItem = {
  id: 3,
  reference: 'DEMO-LQUEUE01',
  status: 'requested',
  language: 'fr',
  refusalReason: null,
  requestedAt: '2026-11-20T10:00:00.000Z',
  issuedAt: null,
  participationId: 5,
  name: 'Claire Martin',
  email: 'registered@demo.test',
  isPaid: true,
};
const settings = {
  venue: 'Centro de Congressos de Lisboa',
  lettersNeedApproval: true,
  signatoryName: 'Maria Santos',
  signatoryTitle: 'President',
  hasSignature: false,
  version: 4,
};

function serve() {
  const fake = createFakeFetch((request) => {
    if (request.url.startsWith('/api/letters/congress/demo?')) return jsonResponse(200, { items: [item] });
    if (request.url === '/api/letters/congress/demo/settings') return jsonResponse(200, settings);
    if (request.url === '/api/letters/3/approve') return jsonResponse(200, { ...item, status: 'issued' });
    if (request.url === '/api/letters/3/refuse') return jsonResponse(200, { ...item, status: 'refused' });
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
afterEach(() => vi.unstubAllGlobals());

describe('the invitation letters queue', () => {
  it('approves a request, and refuses one only with a reason', async () => {
    const fake = serve();
    renderWithProviders(<LettersQueueScreen congressSlug="demo" canManage />);
    const row = await screen.findByTestId('letter-row');
    expect(within(row).getByText('Claire Martin')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve the letter of Claire Martin' }));
    await waitFor(() => expect(fake.count('POST', '/api/letters/3/approve')).toBe(1));

    fireEvent.click(within(row).getByRole('button', { name: 'Refuse' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Refuse the request' }));
    expect(await within(row).findByText('Please give the reason for the refusal.')).toBeTruthy();
    expect(fake.count('POST', '/api/letters/3/refuse')).toBe(0);
    fireEvent.change(within(row).getByLabelText(/Reason for the refusal/), {
      target: { value: 'Passport unreadable' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Refuse the request' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.url === '/api/letters/3/refuse')?.body).toEqual({
        reason: 'Passport unreadable',
      }),
    );
    expect(await screen.findByDisplayValue('Centro de Congressos de Lisboa')).toBeTruthy();
  });

  it('is read only for visualisation', async () => {
    serve();
    renderWithProviders(<LettersQueueScreen congressSlug="demo" canManage={false} />);
    const row = await screen.findByTestId('letter-row');
    expect(within(row).queryByRole('button')).toBeNull();
    expect((await screen.findByDisplayValue('Maria Santos')).hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save the letter settings' })).toBeNull();
  });

  it('reads in French and in Portuguese', async () => {
    serve();
    const { unmount } = renderWithProviders(<LettersQueueScreen congressSlug="demo" canManage />, {
      language: 'fr',
    });
    expect(await screen.findByRole('heading', { name: 'Lettres d’invitation', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Approuver la lettre de Claire Martin' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Référence' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enregistrer les réglages des lettres' })).toBeTruthy();
    unmount();
    renderWithProviders(<LettersQueueScreen congressSlug="demo" canManage />, { language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Cartas de convite', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Recusar' })).toBeTruthy();
  });
});
