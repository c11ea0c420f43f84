import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { GroupBadge } from './group-badge.tsx';

describe('participation list: a place of a group booking (decisions 49)', () => {
  it('shows the group reference under the name', () => {
    renderWithProviders(<GroupBadge group={{ id: 5, reference: 'GRP-5-KX2Q' }} />);
    expect(screen.getByText('Group GRP-5-KX2Q')).toBeTruthy();
  });

  it('shows nothing for a registration of its own', () => {
    renderWithProviders(<GroupBadge group={null} />);
    expect(screen.queryByText(/^Group /)).toBeNull();
  });
});
