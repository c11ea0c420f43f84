import { MESSAGES } from '@congress/domain/messages';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ParticipantTypeLinks } from './participant-type-links.tsx';

describe('the participant types of the login side panel', () => {
  it('says a closed congress is closed instead of loading for ever', () => {
    renderWithProviders(
      <MemoryRouter>
        <ParticipantTypeLinks congressSlug="closed-demo" isCongressOpen={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText(MESSAGES.congressClosed)).toBeTruthy();
    expect(screen.queryByLabelText('Loading participant types')).toBeNull();
  });
});
