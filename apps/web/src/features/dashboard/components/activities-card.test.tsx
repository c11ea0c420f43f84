import type { TActivity } from '@congress/domain/contracts/activities';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accompanyRate, participationOf, rateOf, registrationOf } from '../../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ActivitiesCard } from './activities-card.tsx';

const activity = (id: number, who: string[]): TActivity => ({
  id,
  congressId: 1,
  version: 1,
  label: `Activity ${id}`,
  description: null,
  startDate: '2027-06-10',
  startTime: '10:00',
  endDate: null,
  endTime: null,
  url: null,
  quota: 10,
  isOpen: true,
  who,
});

beforeEach(() => {
  const open = [activity(1, ['member', 'affiliate-partners']), activity(2, ['member', 'spouse'])];
  const fake = createFakeFetch((request) =>
    request.url === '/api/activity/open/congress/1' ? jsonResponse(200, open) : jsonResponse(404, {}),
  );
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

async function buttonsOf(participation: TParticipation) {
  renderWithProviders(
    <MemoryRouter>
      <ActivitiesCard congressSlug="demo" participation={participation} />
      <p>rendered</p>
    </MemoryRouter>,
  );
  await screen.findByText('rendered');
  // The open activities arrive after the first render: wait for the query to settle.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return screen.queryAllByRole('link', { name: /View Activities of/ }).map((link) => link.textContent);
}

const confirmed = { statusRegistration: 'confirmed' as const };

describe('View Activities on the dashboard (decisions 34)', () => {
  it('is offered to each confirmed person with an activity of his or her type', async () => {
    const participation = participationOf({
      rate: accompanyRate(),
      registrations: [registrationOf(1, confirmed), registrationOf(2, confirmed)],
    });
    expect(await buttonsOf(participation)).toEqual(['View Activities', 'View Activities']);
  });

  it('is not offered to an unpaid participation', async () => {
    const participation = participationOf({ registrations: [registrationOf(1), registrationOf(2)] });
    expect(await buttonsOf(participation)).toEqual([]);
  });

  it('is not offered to a guest speaker whom no activity lists', async () => {
    const speakers = rateOf({
      firstParticipantType: { id: 5, slug: 'guest-speakers', label: 'guest speakers', isMember: false },
    });
    const participation = participationOf({ rate: speakers, registrations: [registrationOf(1, confirmed)] });
    expect(await buttonsOf(participation)).toEqual([]);
  });

  it('is not offered for the room-mate named on a sharing rate', async () => {
    const sharing = rateOf({ roomOption: 'twin/double', secondParticipantType: 'member' });
    const participation = participationOf({
      rate: sharing,
      registrations: [registrationOf(1, confirmed), registrationOf(2, confirmed)],
    });
    renderWithProviders(
      <MemoryRouter>
        <ActivitiesCard congressSlug="demo" participation={participation} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'View Activities of Marie Dupont' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View Activities of Ana Lopes' })).toBeNull();
  });
});
