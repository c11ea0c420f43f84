import type { TGroupSummary } from '@congress/domain/contracts/groups';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { groupSummaryOf } from '../../../test/group-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { GroupBookingsCard } from './group-bookings-card.tsx';
import { GroupPayerLine } from './group-payer-line.tsx';

function serve(items: TGroupSummary[]) {
  const fake = createFakeFetch((request) =>
    request.url === '/api/groups?congressSlug=demo'
      ? jsonResponse(200, { items })
      : jsonResponse(404, { message: 'Not found' }),
  );
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
afterEach(() => vi.unstubAllGlobals());

const renderCard = () =>
  renderWithProviders(
    <MemoryRouter>
      <GroupBookingsCard congressSlug="demo" />
    </MemoryRouter>,
  );

describe('the dashboard of a group payer (decisions 49)', () => {
  it('lists the group bookings with their names given, what is due and a link to each', async () => {
    serve([
      groupSummaryOf(),
      groupSummaryOf({
        id: 6,
        reference: 'GRP-6-AB12',
        places: 2,
        named: 2,
        totals: { priceCents: 160000, paidCents: 160000, awaitingTransferCents: 0, dueCents: 0 },
      }),
    ]);
    renderCard();
    const first = await screen.findByRole('link', { name: 'Group booking GRP-5-KX2Q' });
    expect(first.getAttribute('href')).toBe('/demo/dashboard/user/group/5');
    expect(screen.getByRole('heading', { name: 'Your group bookings' })).toBeTruthy();
    expect(screen.getByText('Single - Grand Hotel · 1 of 3 places named')).toBeTruthy();
    expect(screen.getByText('Due: €2,400')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Group booking GRP-6-AB12' })).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
  });

  it('shows nothing to an account with no group booking', async () => {
    const fake = serve([]);
    renderCard();
    await waitFor(() => expect(fake.count('GET', '/api/groups?congressSlug=demo')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Your group bookings' })).toBeNull();
  });

  it('tells a person named on a group who paid, and tells the payer nothing', () => {
    const group = { id: 5, reference: 'GRP-5-KX2Q', billingName: 'Acme Travel', isPayer: false };
    const named = renderWithProviders(<GroupPayerLine participation={{ group }} />);
    expect(screen.getByText('Paid by Acme Travel (group GRP-5-KX2Q)')).toBeTruthy();
    named.unmount();
    renderWithProviders(<GroupPayerLine participation={{ group: { ...group, isPayer: true } }} />);
    expect(screen.queryByText(/Paid by/)).toBeNull();
  });
});
