import type { TParticipationListRow } from '@congress/domain/contracts/participation-list';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse, tick } from '../../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { RowActions } from './row-actions.tsx';

const row: TParticipationListRow = {
  participationId: 5,
  mainRegistrationId: 50,
  participantId: 500,
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@demo.test',
  memberNumber: null,
  participantType: null,
  hotel: { id: 1, name: 'Hotel' },
  roomOption: 'single',
  rate: { id: 1, label: 'Member' },
  registrationStatus: 'confirmed',
  paymentStatus: 'paid',
  amountDueCents: 0,
  checkedInAt: null,
  second: null,
};

let fake: ReturnType<typeof createFakeFetch>;
beforeEach(() => {
  notifications.clean();
  fake = createFakeFetch(() =>
    jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Invoice failed' }),
  );
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('RowActions', { timeout: 20_000 }, () => {
  it('shows exactly one notification when the invoice download fails', async () => {
    renderWithProviders(
      <MemoryRouter>
        <RowActions congressSlug="demo" row={row} onSendEmail={() => {}} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Claire Martin' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download invoice' }));
    expect(await screen.findByText('Invoice failed')).toBeTruthy();
    expect(fake.count('POST', '/api/export/invoice/invoice')).toBe(1);
    // The global handler would add its toast in the same settle: give it the chance, then count.
    await tick(50);
    expect(screen.getAllByText('Invoice failed')).toHaveLength(1);
  });
});
