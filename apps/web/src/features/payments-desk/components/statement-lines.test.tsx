import type { TLineCandidate, TStatement, TStatementLine } from '@congress/domain/contracts/reconciliation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { StatementLines } from './statement-lines.tsx';

const CONFIRM_URL = '/api/payments-desk/statement/7/confirm';
const candidate = (paymentId: number, name: string): TLineCandidate => ({
  paymentId,
  participationId: paymentId + 100,
  reference: `DEMO-${paymentId}-AB3K`,
  name,
  rateLabel: 'Member',
  transferCents: 60000,
  awaitedCents: 60000,
  paymentStatus: 'pending',
});
const line = (id: number, over: Partial<TStatementLine>): TStatementLine => ({
  id,
  bookedOn: '2026-11-26',
  amountCents: 60000,
  currency: 'EUR',
  counterparty: null,
  remittance: null,
  bankReference: null,
  status: 'unmatched',
  matchRule: null,
  proposed: null,
  candidates: [],
  receipt: null,
  note: null,
  duplicateOf: null,
  ...over,
});
const statement: TStatement = {
  id: 7,
  fileName: 'camt-2014.xml',
  format: 'camt053',
  importedAt: '2026-11-27T09:00:00.000Z',
  lineCount: 6,
  open: 3,
  lines: [
    line(1, {
      status: 'matched',
      counterparty: 'Ana Silva',
      matchRule: 'reference-exact',
      proposed: candidate(11, 'Ana Silva'),
      candidates: [candidate(11, 'Ana Silva')],
      receipt: 'exact',
    }),
    line(2, {
      status: 'ambiguous',
      counterparty: 'Hotel Association',
      matchRule: 'amount',
      candidates: [candidate(12, 'Bruno Costa'), candidate(13, 'Carla Dias')],
      note: 'amount-only',
    }),
    line(3, { note: 'settled-elsewhere', remittance: 'DEMO-14-QW7P' }),
    line(4, { status: 'confirmed', counterparty: 'Dora Eanes', proposed: candidate(15, 'Dora Eanes') }),
    line(5, { status: 'outgoing', amountCents: -125, counterparty: 'Kosten OV buitenland' }),
    line(6, {
      status: 'duplicate',
      counterparty: 'Eva Faria',
      duplicateOf: { fileName: 'monday.csv', importedAt: '2026-11-25T08:00:00.000Z' },
    }),
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('a statement that tells the truth', () => {
  it('sums every line once: booked, to confirm, to settle, ignored, money out, already imported', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse(404, {})).fetch);
    renderWithProviders(<StatementLines slug="demo" statement={statement} />);
    const summary = await screen.findByTestId('statement-summary');
    const counts: Record<string, number> = Object.fromEntries(
      within(summary)
        .getAllByRole('definition')
        .map((dd) => [dd.previousElementSibling?.textContent, Number(dd.textContent)]),
    );
    expect(counts).toEqual({
      Booked: 1,
      'Matched, to confirm': 1,
      'To settle by hand': 2,
      Ignored: 0,
      'Money out (never booked)': 1,
      'Already imported': 1,
    });
    expect(screen.getByText('6 lines')).toBeTruthy();
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(statement.lines.length);
  });

  it('says why a line is ambiguous, and names a line by its money, payer and day', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse(404, {})).fetch);
    renderWithProviders(<StatementLines slug="demo" statement={statement} />);
    fireEvent.click(await screen.findByRole('tab', { name: /^Ambiguous/ }));
    expect(
      await screen.findByText(
        'Only the amount matches 2 people: no reference or name. Check the payer before booking.',
      ),
    ).toBeTruthy();
    const book = screen.getByRole('button', { name: /^Book the line / });
    expect(book.getAttribute('aria-label')).toMatch(
      /^Book the line €600 from Hotel Association on 26 November 2026$/,
    );
    fireEvent.click(screen.getByRole('tab', { name: /^Unmatched/ }));
    expect(await screen.findByText(/has been booked or cancelled since/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Book the line €600 on 26 November 2026$/ })).toBeTruthy();
  });

  it('shows money out and lines met before, with no way to book them', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse(404, {})).fetch);
    renderWithProviders(<StatementLines slug="demo" statement={statement} />);
    fireEvent.click(await screen.findByRole('tab', { name: /^Money out or already imported/ }));
    expect(await screen.findByText('Money out of the account: never booked to a participant.')).toBeTruthy();
    expect(screen.getByText(/^Already imported \(from monday\.csv, /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Book/ })).toBeNull();
  });

  it('after confirming, never a green "0 transfers booked" beside lines not booked: one outcome that adds up', async () => {
    const fake = createFakeFetch((request) =>
      request.url === CONFIRM_URL
        ? jsonResponse(200, {
            booked: 0,
            failures: [{ lineId: 1, message: 'The date is before registration opened.' }],
          })
        : jsonResponse(404, {}),
    );
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(<StatementLines slug="demo" statement={statement} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the match' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('0 lines booked, 1 not booked:');
    expect(alert.textContent).toContain('The date is before registration opened.');
    expect(screen.getByText('1 of 1 lines processed')).toBeTruthy();
    await waitFor(() => expect(fake.count('POST', CONFIRM_URL)).toBe(1));
    expect(screen.queryByText(/transfers? booked/)).toBeNull();
  }, 20_000);
});
