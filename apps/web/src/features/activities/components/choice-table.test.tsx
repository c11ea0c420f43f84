import type { TActivityWithPlaces } from '@congress/domain/contracts/activities';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceTable } from './choice-table.tsx';

const activity = (
  id: number,
  label: string,
  extra: Partial<TActivityWithPlaces> = {},
): TActivityWithPlaces => ({
  id,
  congressId: 1,
  version: 1,
  label,
  description: null,
  startDate: '2027-06-10',
  startTime: '10:00',
  endDate: null,
  endTime: '12:00',
  url: null,
  quota: 10,
  isOpen: true,
  who: ['member'],
  chosen: 0,
  isFull: false,
  ...extra,
});

describe('ChoiceTable', () => {
  it('shows per-date tables with Yes/No, marks the choice, and refuses to take a full activity', () => {
    const onChoose = vi.fn();
    render(
      <MantineProvider>
        <IntlProvider locale="en-GB" onError={() => {}}>
          <ChoiceTable
            activities={[
              activity(1, 'Walk'),
              activity(2, 'Tasting', { quota: 2, chosen: 2, isFull: true }),
              activity(3, 'Gala', { startDate: '2027-06-11', startTime: '20:00', endTime: null }),
            ]}
            selectedIds={[1]}
            isChangeable={() => true}
            onChoose={onChoose}
            timeZone="Europe/Lisbon"
            personLabel="Claire Martin"
          />
        </IntlProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: '10 June 2027' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '11 June 2027' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Activity',
      'Yes',
      'No',
      'Activity',
      'Yes',
      'No',
    ]);
    expect(screen.getByRole('button', { name: 'Yes: Walk' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Full')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Yes: Tasting' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('10:00 to 12:00 · 2 / 2 places')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No: Gala' }));
    expect(onChoose).toHaveBeenCalledWith(3, false);
  });
});
